import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPostgresStore } from "../store/postgres.ts";
import { startPostgres } from "../../tests/postgres-server.ts";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { acknowledgement as WORDS } from "../../core/content/words.ts";
import { fillIn } from "../../core/forms/fill-in.ts";
import { ukClock } from "./acknowledgement.ts";
import { startApp, startSmtp, waitFor } from "../../tests/leads-servers.ts";
import { droppedAcknowledgementSuite } from "./dropped.suite.ts";
import { TEST_FORM_SECRET, tokenFor } from "../../tests/form-tokens.ts";

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);
afterAll(() => postgres?.destroy(), 60_000);

const quiet = { log() {}, warn() {}, error() {} };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function contact(url: string, email: string) {
  return fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      phone: "020 7946 0018",
      projectAddress: "12 Cheyne Walk, London SW3",
      projectType: "home-cinema",
      projectDescription: "A cinema in the basement, please.",
      website: "",
      _token: tokenFor("contact"),
    }),
  });
}

/** Two instances of the server on one database, sending through `smtpUrl`. */
async function twoInstances(url: string, smtpUrl: string) {
  const env = { FORM_SECRET: TEST_FORM_SECRET, SMTP_URL: smtpUrl, LEADS_TO: "sales@example.co.uk" };
  const instances = [];
  for (let index = 0; index < 2; index++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), "ack-pg-"));
    const store = createPostgresStore(url, { log: quiet });
    const app = await startApp({ dataDir, env, store });
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    cleanups.push(() => app.stop());
    instances.push(app);
  }
  const store = createPostgresStore(url, { log: quiet });
  await store.init();
  cleanups.push(() => store.close());
  return { instances, store };
}

/** The lead e-mail's acknowledgement line. */
const lineOf = (text: string | undefined) =>
  text?.match(new RegExp(`^${WORDS.inLeadEmail.label}: (.*)$`, "m"))?.[1];

describe("the acknowledgement line with two instances on one Postgres", () => {
  it("says when the acknowledgement went, whichever instance sent it, as the database records it", async () => {
    const url = await postgres.database();
    const mail = await startSmtp();
    cleanups.push(() => mail.close());
    const { instances, store } = await twoInstances(url, mail.url);
    const email = `visitor.${Date.now()}@example.com`;
    // Four requests from one address, taken in turn by each instance; both send what is owed.
    for (let index = 0; index < 4; index++) {
      const response = await contact(instances[index % 2]!.url, email);
      expect(response.status).toBe(201);
    }
    const toBusiness = await waitFor(() => {
      const sent = mail.messages.filter((m) => m.recipients.includes("sales@example.co.uk"));
      return sent.length === 4 ? sent : undefined;
    }, "four lead e-mails");
    const rows = (await store.leads({ form: "contact" })).filter((row) => row.lead.email === email);
    const lines = [];
    for (const row of rows) {
      const message = toBusiness.find((m) => m.mail.headers.get("x-lead-id") === row.lead.id);
      const ack = await store.delivery(row.lead.id, "acknowledgement");
      lines.push(
        lineOf(message?.mail.text) ===
          (ack
            ? fillIn(WORDS.inLeadEmail.sent, { email, time: ukClock(ack.at, Date.now()) })
            : fillIn(WORDS.inLeadEmail.limited, { count: "3" })),
      );
    }
    expect(lines).toEqual([true, true, true, true]);
    expect(rows.map((row) => row.lead.acknowledgement)).toEqual([
      "sending",
      "sending",
      "sending",
      "limited",
    ]);
    expect(mail.messages.filter((m) => m.recipients.includes(email))).toHaveLength(3);
  }, 120_000);

  it("says an acknowledgement the visitor's mail server refuses is not sent yet, and is retried", async () => {
    const url = await postgres.database();
    const email = `refused.${Date.now()}@example.com`;
    const toBusiness: string[] = [];
    // A mail server that refuses the visitor's address and keeps the business's e-mails.
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === email) callback(new Error("550 mailbox unavailable"));
        else callback();
      },
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          toBusiness.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const port = (server.server.address() as AddressInfo).port;
    const { instances, store } = await twoInstances(url, `smtp://127.0.0.1:${port}`);
    expect((await contact(instances[0]!.url, email)).status).toBe(201);
    const raw = await waitFor(() => toBusiness[0], "the lead e-mail");
    const [row] = (await store.leads({ form: "contact" })).filter((r) => r.lead.email === email);
    const line = lineOf((await simpleParser(raw)).text);
    // The words with what the database said: its attempts so far and the mail server's refusal.
    const pattern = new RegExp(
      `^${fillIn(WORDS.inLeadEmail.retrying, { email, attempts: "\u0000", error: "\u0001" })
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace("\u0000", "(\\d+)")
        .replace("\u0001", "(.*550 mailbox unavailable.*)")}$`,
    );
    expect(line).toMatch(pattern);
    expect(Number(line!.match(pattern)![1])).toBeGreaterThanOrEqual(1);
    expect(row!.lead.acknowledgement).toBe("sending");
  }, 120_000);
});

droppedAcknowledgementSuite("Postgres", async () => {
  const url = await postgres.database();
  return () => createPostgresStore(url, { log: quiet });
});
