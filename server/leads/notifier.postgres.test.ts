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
    const renewing = setInterval(
      () => void first.renewClaims([`${kept.id}-email`], Date.now()),
      100,
    );
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
