import { freshAdmission } from "../../tests/form-tokens.ts";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPostgresStore } from "../store/postgres.ts";
import type { Job } from "../store/types.ts";
import { createNotifier, type Sender } from "./notifier.ts";
import { startPostgres } from "../../tests/postgres-server.ts";
import { waitFor } from "../../tests/leads-servers.ts";

// This file stops and starts its own Postgres server: it shares it with no other test file.
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

const admission = () => freshAdmission();
const lead = () => ({
  id: randomUUID(),
  form: "contact",
  receivedAt: new Date().toISOString(),
  firstName: "Ada",
});

async function store(url: string, claimMs?: number) {
  const opened = createPostgresStore(url, { log: quiet, connectTimeoutMs: 500, claimMs });
  await opened.init();
  cleanups.push(() => opened.close());
  return opened;
}

describe("Postgres restarting while notifications are sent", () => {
  it("kills nothing and sends each notice once", async () => {
    const url = await postgres.database();
    const shared = await store(url, 30_000);
    const leads = Array.from({ length: 12 }, lead);
    for (const record of leads) await shared.accept(admission(), record, ["email"]);
    const sends = new Map<string, number>();
    let restarted: Promise<void> | undefined;
    const sender: Sender = async (job: Job) => {
      sends.set(job.leadId, (sends.get(job.leadId) ?? 0) + 1);
      // The database goes away while these e-mails are in flight, and comes back.
      restarted ??= postgres.stop().then(() => postgres.start());
      await restarted;
    };
    const notifier = createNotifier({
      store: shared,
      senders: { email: sender },
      baseDelayMs: 50,
      maxDelayMs: 200,
      pollMs: 20,
      renewMs: 100,
      log: quiet,
    });
    cleanups.push(() => notifier.stop());
    // Posts keep arriving meanwhile, so connections are checked out mid-transaction as it stops.
    let posting = true;
    const posts = (async () => {
      while (posting) await shared.accept(admission(), lead(), []).catch(() => undefined);
    })();
    cleanups.push(() => ((posting = false), posts));
    await notifier.start();
    await waitFor(
      async () => {
        const rows = await shared.leads().catch(() => []);
        const mine = rows.filter((row) => leads.some((record) => record.id === row.lead.id));
        return (
          mine.length === leads.length && mine.every((row) => row.notification === "email sent")
        );
      },
      "every notice recorded as sent",
      60_000,
    );
    expect(leads.map((record) => sends.get(record.id))).toEqual(leads.map(() => 1));
  }, 120_000);
});

describe("a claim whose holder is gone", () => {
  it("is another worker's once the lease runs out, and not while the holder renews it", async () => {
    const url = await postgres.database();
    const first = await store(url, 400);
    const second = await store(url, 400);
    const kept = lead();
    const dropped = lead();
    await first.accept(admission(), kept, ["email"]);
    await first.accept(admission(), dropped, ["email"]);
    const claimed = await first.claimJobs(Date.now(), 10);
    expect(claimed.map((job) => job.leadId).sort()).toEqual([kept.id, dropped.id].sort());
    // The first holder keeps renewing one claim and lets the other go, as a dead process would.
    const keptJob = claimed.find((job) => job.leadId === kept.id)!;
    const renewing = setInterval(() => void first.renewClaims([keptJob], Date.now()), 100);
    cleanups.push(() => {
      clearInterval(renewing);
      return Promise.resolve();
    });
    const taken = await waitFor(
      async () => {
        const jobs = await second.claimJobs(Date.now(), 10);
        return jobs.length ? jobs : undefined;
      },
      "the dropped claim taken over",
      5_000,
    );
    expect(taken.map((job) => job.leadId)).toEqual([dropped.id]);
    expect(await second.claimJobs(Date.now() + 200, 10)).toEqual([]);
  });
});

describe("two workers and a stalled claim", () => {
  /** A contact lead owing one e-mail, stored; its job is due now. */
  async function owed(url: string) {
    const record = lead();
    const opened = await store(url);
    await opened.accept(admission(), record, ["email"]);
    return record;
  }
  /** The notification's status in the leads list: "email pending", "email sent", … */
  const status = async (worker: Awaited<ReturnType<typeof store>>, leadId: string) =>
    (await worker.leads()).find((row) => row.lead.id === leadId)?.notification;

  it("tells the stalled worker at every step that its claim is gone, and lets it act on none", async () => {
    const url = await postgres.database();
    const record = await owed(url);
    const first = await store(url, 300);
    // The second's claim lasts: only the first's runs out here, however slow the machine.
    const second = await store(url, 30_000);
    const [stalled] = await first.claimJobs(Date.now(), 10);
    expect(stalled?.leadId).toBe(record.id);
    // The first worker stalls past its claim (the second claims at a time after it ran out); the
    // second takes the job over.
    const [taken] = await second.claimJobs(Date.now() + 400, 10);
    expect(taken?.id).toBe(stalled!.id);
    expect(taken!.claim).not.toBe(stalled!.claim);

    // The first wakes up: its renewal, its confirmation and its records are all refused.
    expect(await first.renewClaims([stalled!], Date.now())).toEqual([stalled!.id]);
    expect(await first.confirmClaim(stalled!, Date.now())).toBe(false);
    expect(await first.jobFailed(stalled!, "answered 500", Date.now(), Date.now())).toBe(false);
    expect(await first.jobDropped(stalled!, "limited", Date.now())).toBe(false);
    expect(await first.delivery(record.id, "email")).toBeUndefined();
    // None of that touched the second's claim: no third worker gets the job meanwhile.
    const third = await store(url, 30_000);
    expect(await third.claimJobs(Date.now(), 10)).toEqual([]);
    expect(await second.renewClaims([taken!], Date.now())).toEqual([]);

    expect(await second.confirmClaim(taken!, Date.now())).toBe(true);
    expect(await second.jobSent(taken!, Date.now())).toBe(true);
    expect(await status(second, record.id)).toBe("email sent");
    expect(await third.claimJobs(Date.now() + 60_000, 10)).toEqual([]);
  });

  it("logs a send the stalled worker made before it learnt, and owes the job no more", async () => {
    const url = await postgres.database();
    const record = await owed(url);
    const first = await store(url, 300);
    // The second's claim lasts: only the first's runs out here, however slow the machine.
    const second = await store(url, 30_000);
    const [stalled] = await first.claimJobs(Date.now(), 10);
    expect(await first.confirmClaim(stalled!, Date.now())).toBe(true);
    // Its send took longer than its claim, and it could not renew meanwhile: the second claims at
    // a time after the first's claim ran out.
    const [taken] = await second.claimJobs(Date.now() + 400, 10);
    expect(await first.jobSent(stalled!, Date.now())).toBe(false);
    expect(await status(first, record.id)).toBe("email sent");
    // The second has not sent it yet: it is told not to.
    expect(await second.confirmClaim(taken!, Date.now())).toBe(false);
    expect(await second.claimJobs(Date.now() + 60_000, 10)).toEqual([]);
  });

  it("sends once when a worker stalls between its claim and its send", async () => {
    const url = await postgres.database();
    const record = await owed(url);
    const sends: string[] = [];
    // Each send is counted as it starts, and takes a second: the second worker's is still in
    // flight when the first wakes up.
    const sender =
      (name: string): Sender =>
      (job) => {
        if (job.leadId === record.id) sends.push(name);
        if (name === "b") setTimeout(wake, 100);
        return new Promise((resolve) => setTimeout(resolve, 1_000));
      };
    const first = await store(url, 300);
    // The first worker's process stalls (a long pause: nothing it does runs) once it has claimed
    // the job, until after the second has taken it over and begun sending it.
    let stalled: Promise<unknown> | undefined;
    let wake = () => {};
    const stalling: typeof first = {
      ...first,
      async claimJobs(now, max, channel) {
        const jobs = await first.claimJobs(now, max, channel);
        if (jobs.length) stalled ??= new Promise<void>((resolve) => (wake = resolve));
        return jobs;
      },
      async confirmClaim(job) {
        await stalled;
        return first.confirmClaim(job, Date.now());
      },
      async renewClaims(jobs) {
        await stalled;
        return first.renewClaims(jobs, Date.now());
      },
    };
    const options = { baseDelayMs: 50, maxDelayMs: 200, pollMs: 20, renewMs: 100, log: quiet };
    const a = createNotifier({ ...options, store: stalling, senders: { email: sender("a") } });
    cleanups.push(() => a.stop());
    await a.start();
    await waitFor(() => stalled !== undefined, "the first worker's claim");
    const b = createNotifier({
      ...options,
      store: await store(url, 300),
      senders: { email: sender("b") },
    });
    cleanups.push(() => b.stop());
    await b.start();
    await waitFor(() => sends.length > 0 || undefined, "a send");
    await waitFor(async () => (await status(first, record.id)) === "email sent", "its record");
    // Whatever the first worker was doing when it woke has finished once it has stopped.
    await a.stop();
    expect(sends).toEqual(["b"]);
    expect(await status(first, record.id)).toBe("email sent");
  }, 30_000);

  it("sends nothing of the message when its claim passed to another while it stalled mid-send, before any renewal told it", async () => {
    const url = await postgres.database();
    const record = await owed(url);
    const sends: string[] = [];
    let started = false;
    let secondSent = () => {};
    const overtaken = new Promise<void>((resolve) => (secondSent = resolve));
    // The first worker's send stalls (its connection slow, its renewals not run) until the second
    // has taken the job over and sent it; then it reaches the point where the text would go.
    const stalledSend: Sender = async (_job, _signal, stillOwed) => {
      started = true;
      await overtaken;
      await stillOwed();
      sends.push("a");
    };
    const options = { baseDelayMs: 50, maxDelayMs: 200, pollMs: 20, log: quiet };
    const a = createNotifier({
      ...options,
      renewMs: 60_000,
      store: await store(url, 300),
      senders: { email: stalledSend },
    });
    cleanups.push(() => a.stop());
    await a.start();
    await waitFor(() => started || undefined, "the first worker's send");
    const b = createNotifier({
      ...options,
      renewMs: 100,
      store: await store(url, 30_000),
      senders: {
        email: async (job, _signal, stillOwed) => {
          await stillOwed();
          if (job.leadId === record.id) sends.push("b");
        },
      },
    });
    cleanups.push(() => b.stop());
    await b.start();
    const first = await store(url);
    await waitFor(async () => (await status(first, record.id)) === "email sent", "its record");
    secondSent();
    await a.stop();
    expect(sends).toEqual(["b"]);
    expect(await status(first, record.id)).toBe("email sent");
  }, 30_000);

  it("stops a send in progress once the worker learns its claim passed to another, which sends it", async () => {
    const url = await postgres.database();
    const record = await owed(url);
    const sends: string[] = [];
    const first = await store(url, 300);
    let cutOff = true;
    // The first worker loses the store while it sends: it cannot renew its claim.
    const partitioned: typeof first = {
      ...first,
      renewClaims: (jobs, now) =>
        cutOff ? Promise.reject(new Error("connect ETIMEDOUT")) : first.renewClaims(jobs, now),
    };
    let started = false;
    let aborted = false;
    let secondSent = () => {};
    const overtaken = new Promise<void>((resolve) => (secondSent = resolve));
    // The first's send is slow: it would finish a second and a half after the second's.
    const slow: Sender = (job, signal) =>
      new Promise<void>((resolve, reject) => {
        started = true;
        let timer: NodeJS.Timeout | undefined;
        void overtaken.then(() => {
          timer = setTimeout(() => {
            sends.push("a");
            resolve();
          }, 1_500);
        });
        signal.addEventListener("abort", () => {
          clearTimeout(timer);
          aborted = true;
          reject(signal.reason as Error);
        });
      });
    const options = { baseDelayMs: 50, maxDelayMs: 200, pollMs: 20, renewMs: 100, log: quiet };
    const a = createNotifier({ ...options, store: partitioned, senders: { email: slow } });
    cleanups.push(() => a.stop());
    await a.start();
    await waitFor(() => started || undefined, "the first worker's send");
    const b = createNotifier({
      ...options,
      store: await store(url, 300),
      senders: {
        email: (job) => {
          if (job.leadId === record.id) sends.push("b");
          secondSent();
          return Promise.resolve();
        },
      },
    });
    cleanups.push(() => b.stop());
    await b.start();
    await waitFor(() => sends.includes("b") || undefined, "the second worker's send");
    cutOff = false;
    // Its next renewal tells the first worker the claim is gone, which stops its send; a send
    // never stopped would end in its own "a" a second and a half later, and this wait in a timeout.
    await waitFor(() => aborted || undefined, "the first worker's send stopped");
    await a.stop();
    expect(sends).toEqual(["b"]);
    expect(await status(first, record.id)).toBe("email sent");
  }, 30_000);
});
