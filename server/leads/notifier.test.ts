import { freshAdmission } from "../../tests/form-tokens.ts";
import { randomUUID } from "node:crypto";
import { appendFile, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createFileStore } from "../store/files.ts";
import type { Job, Store } from "../store/types.ts";
import { createMailer } from "./mailer.ts";
import { createNotifier, type Sender } from "./notifier.ts";
import { waitFor } from "../../tests/leads-servers.ts";

const quiet = { log() {}, warn() {}, error() {} };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const admission = () => freshAdmission();
const lead = () => ({
  id: randomUUID(),
  form: "contact",
  receivedAt: new Date().toISOString(),
  firstName: "Ada",
});

/** A notifier with short timers, stopped after the test. */
function notifier(store: Store, senders: Record<string, Sender>, sendTimeoutMs = 5_000) {
  const started = createNotifier({
    store,
    senders,
    baseDelayMs: 20,
    maxDelayMs: 40,
    pollMs: 10,
    renewMs: 20,
    sendTimeoutMs,
    log: quiet,
  });
  cleanups.push(() => started.stop());
  return started;
}

/** Counts each lead's sends on one channel. */
function counting() {
  const sends = new Map<string, number>();
  const sender: Sender = (job: Job) => {
    sends.set(job.leadId, (sends.get(job.leadId) ?? 0) + 1);
    return Promise.resolve();
  };
  return { sends, sender };
}

describe("a notification whose record cannot be written", () => {
  it("is not sent again while the delivery log is unwritable, and is recorded once it is", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "notifier-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    let full = false;
    let refused = 0;
    const open = () =>
      createFileStore(dir, {
        log: quiet,
        append: async (file, text) => {
          if (full && file.endsWith("notifications.jsonl")) {
            refused += 1;
            throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
          }
          await appendFile(file, text);
        },
      });
    const store = open();
    await store.init();
    const leads = Array.from({ length: 5 }, lead);
    for (const record of leads) await store.accept(admission(), record, ["email"]);
    full = true;
    const { sends, sender } = counting();
    const running = notifier(store, { email: sender });
    await running.start();
    // Many rounds of retries of the record, each of which could have sent again.
    await waitFor(() => refused >= 25 || undefined, "retries of the unwritable record");
    expect(leads.map((record) => sends.get(record.id))).toEqual(leads.map(() => 1));
    expect(running.unrecorded()).toBe(5);

    full = false;
    await waitFor(() => running.unrecorded() === 0 || undefined, "the records written");
    await running.stop();
    await store.close();
    expect(leads.map((record) => sends.get(record.id))).toEqual(leads.map(() => 1));
    // After a restart nothing is owed any more.
    const again = open();
    await again.init();
    expect(await again.claimJobs(Date.now() + 1000, 100)).toEqual([]);
    const rows = await again.leads();
    expect(rows.map((row) => row.notification)).toEqual(leads.map(() => "email sent"));
  });
});

describe("a claimed notification the store could not confirm still owed", () => {
  it("is asked about again and sent once the store answers, not left until its claim runs out", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "notifier-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const store = createFileStore(dir, { log: quiet });
    await store.init();
    const leads = Array.from({ length: 3 }, lead);
    for (const record of leads) await store.accept(admission(), record, ["email"]);
    // The store goes away between the claim and its confirmation (a claim here never runs out).
    let away = true;
    let unanswered = 0;
    const flaky: Store = {
      ...store,
      confirmClaim: (job, now) => {
        if (!away) return store.confirmClaim(job, now);
        unanswered += 1;
        return Promise.reject(new Error("connect ECONNREFUSED"));
      },
    };
    const { sends, sender } = counting();
    const running = notifier(flaky, { email: sender });
    await running.start();
    await waitFor(() => unanswered >= 6 || undefined, "confirmations asked again while away");
    expect(sends.size).toBe(0);
    away = false;
    await waitFor(() => sends.size === leads.length || undefined, "every notice sent", 3_000);
    await running.stop();
    expect(leads.map((record) => sends.get(record.id))).toEqual(leads.map(() => 1));
    expect((await store.leads()).map((row) => row.notification)).toEqual(
      leads.map(() => "email sent"),
    );
  });
});

/** An SMTP server that greets with continuation lines for ever, a few bytes at a time. */
async function tricklingMailServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    const timer = setInterval(() => socket.write("220-still here\r\n"), 50);
    socket.on("close", () => {
      clearInterval(timer);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  cleanups.push(close);
  return {
    close,
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`,
    open: () => sockets.size,
  };
}

describe("a mail server that talks but never finishes", () => {
  it("is cut off at the send's time limit, its connection closed", async () => {
    const server = await tricklingMailServer();
    const mailer = createMailer(server.url, { totalTimeoutMs: 600 });
    const started = Date.now();
    await expect(
      mailer.send({
        from: "a@example.com",
        to: ["b@example.com"],
        subject: "s",
        text: "t",
        html: "",
      }),
    ).rejects.toThrow(/time limit/);
    expect(Date.now() - started).toBeLessThan(5_000);
    await waitFor(() => server.open() === 0 || undefined, "the connection closed");
  });

  it("delays no other channel, and no later lead's webhook", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "notifier-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const store = createFileStore(dir, { log: quiet });
    await store.init();
    const server = await tricklingMailServer();
    const mailer = createMailer(server.url);
    const webhook = counting();
    const running = notifier(
      store,
      {
        email: (job, signal) =>
          mailer.send(
            { from: "a@example.com", to: ["b@example.com"], subject: job.id, text: "", html: "" },
            signal,
          ),
        webhook: webhook.sender,
      },
      60_000,
    );
    await running.start();
    const first = lead();
    await store.accept(admission(), first, ["email", "webhook"]);
    running.kick();
    await waitFor(() => server.open() > 0 || undefined, "the first e-mail under way");
    const second = lead();
    await store.accept(admission(), second, ["email", "webhook"]);
    running.kick();
    await waitFor(
      () => webhook.sends.get(second.id) === 1 || undefined,
      "the later webhook",
      5_000,
    );
    expect(server.open()).toBeGreaterThan(0);
    await server.close();
  });
});
