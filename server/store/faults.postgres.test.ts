import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres } from "../../tests/postgres-server.ts";
import { createFileStore, LEGACY_OUTBOX, toJsonLine } from "./files.ts";
import { importFileStore } from "./import.ts";
import { logDelivery, createPostgresStore } from "./postgres.ts";
import { deliveryStatusSuite } from "./delivery-status.suite.ts";
import { erasureSuite } from "./erasure.suite.ts";
import { retentionSuite } from "./retention.suite.ts";
import { addressHash, recordHash, type Delivery, type Job, type StoredRecord } from "./types.ts";
import { contactLead, newsletterSignUp } from "../../tests/records.ts";
import { freshAdmission } from "../../tests/form-tokens.ts";
import { waitFor } from "../../tests/leads-servers.ts";
import { createNotifier } from "../leads/notifier.ts";

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);
afterAll(() => postgres?.destroy(), 60_000);

erasureSuite("Postgres", async (log, eraseWaitMs) => {
  const store = createPostgresStore(await postgres.database(), { log, eraseWaitMs });
  await store.init();
  return store;
});

retentionSuite("Postgres", async () => {
  const store = createPostgresStore(await postgres.database(), {
    log: { log() {}, warn() {}, error() {} },
  });
  await store.init();
  return store;
});

deliveryStatusSuite("Postgres", async () => {
  const url = await postgres.database();
  return {
    open: async (errors) => {
      const store = createPostgresStore(url, {
        log: { log() {}, warn() {}, error: (...args: unknown[]) => errors.push(args.join(" ")) },
      });
      await store.init();
      return store;
    },
    write: async (line) => {
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await logDelivery(pool, line as unknown as Delivery);
      } finally {
        await pool.end();
      }
    },
  };
});

describe("an erasure while a lead of the same address arrives, on Postgres", () => {
  const quiet = { log() {}, warn() {}, error() {} };

  it("never deletes a notification under its sender: what is erased is not sent after, and the lead that arrived is kept and sent", async () => {
    const url = await postgres.database();
    const store = createPostgresStore(url, { log: quiet });
    await store.init();
    const db = new pg.Pool({ connectionString: url, max: 2 });
    const locker = await db.connect();
    const email = `${randomUUID()}@example.com`;
    const lead = () => contactLead(email);
    const first = lead();
    const second = lead();
    const events: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const notifier = createNotifier({
      store,
      senders: {
        email: async (job: Job) => {
          events.push(`sending ${job.leadId}`);
          await released;
          events.push(`sent ${job.leadId}`);
        },
      },
      pollMs: 10,
      renewMs: 50,
      log: quiet,
    });
    try {
      await store.accept(freshAdmission(), first, ["email"]);
      // The first lead's notification is held (no worker claims a locked row), and the erasure
      // waits on it, after it has read what it erases.
      await locker.query("BEGIN");
      await locker.query("SELECT 1 FROM notification_jobs WHERE lead_id = $1 FOR UPDATE", [
        first.id,
      ]);
      const erased = store.erase(email, Date.now()).then((erasure) => {
        events.push("erased");
        return erasure;
      });
      await waitFor(
        async () =>
          (
            await db.query(
              "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%''erased''%'",
            )
          ).rowCount,
        "the erasure to wait on the held notification",
      );
      // Meanwhile the same person sends another request, and its e-mail goes to its sender.
      await store.accept(freshAdmission(), second, ["email"]);
      await notifier.start();
      await waitFor(() => events.includes(`sending ${second.id}`), "the second lead's send");
      await locker.query("COMMIT");
      const erasure = await erased;
      release();
      await notifier.stop();
      const kept = (await store.leads()).map((row) => row.lead.id);
      // Nothing erased went out after the erasure, and nothing was deleted under its sender.
      const after = events.slice(events.indexOf("erased") + 1);
      for (const event of after.filter((line) => line.startsWith("sent ")))
        expect(kept).toContain(event.slice("sent ".length));
      expect(events).not.toContain(`sending ${first.id}`);
      expect(kept).not.toContain(first.id);
      expect(erasure).toMatchObject({ leads: 1, notifications: 1 });
      // The request that arrived while the erasure ran is kept, and its e-mail recorded as sent.
      expect(kept).toContain(second.id);
      expect((await store.delivery(second.id, "email"))?.status).toBe("sent");
    } finally {
      release();
      await locker.query("ROLLBACK").catch(() => undefined);
      locker.release();
      await notifier.stop();
      await db.end();
      await store.close();
    }
  }, 30_000);
});

describe("importing a file store into Postgres", () => {
  const quiet = { log() {}, warn() {}, error() {} };
  const quietLog = { warn() {}, error() {} };
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));
  const at = new Date().toISOString();
  const record = (firstName: string): StoredRecord => ({
    id: randomUUID(),
    form: "contact",
    receivedAt: at,
    firstName,
    email: `${randomUUID()}@example.com`,
  });

  async function folder(files: Record<string, string[]>) {
    const dir = await mkdtemp(path.join(tmpdir(), "import-faults-"));
    folders.push(dir);
    for (const [name, lines] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), lines.join(""));
    }
    return dir;
  }

  async function imported(dir: string, errors: string[] = []) {
    const url = await postgres.database();
    const counts = await importFileStore(dir, url, {
      warn() {},
      error: (...args: unknown[]) => errors.push(args.join(" ")),
    });
    const store = createPostgresStore(url, { log: { log() {}, warn() {}, error() {} } });
    await store.init();
    return { counts, store };
  }

  it("does not owe again a notification whose status in the log it does not know, and names it", async () => {
    const held = record("Ada");
    const errors: string[] = [];
    const dir = await folder({
      "contact.jsonl": [toJsonLine({ ...held, notify: ["email"] })],
      "notifications.jsonl": [
        toJsonLine({
          leadId: held.id,
          form: "contact",
          channel: "email",
          status: "bounced",
          at,
          attempts: 1,
        }),
      ],
    });
    const { counts, store } = await imported(dir, errors);
    try {
      expect(counts).toMatchObject({ leads: 1, jobs: 0, deliveries: 1 });
      expect(await store.claimJobs(Date.now() + 60_000, 100)).toEqual([]);
      expect(errors.join("\n")).toContain(
        `"bounced" of the email notification for contact lead ${held.id}`,
      );
    } finally {
      await store.close();
    }
  });

  it("carries the record of erasures once, and never imports a record erased in the files", async () => {
    const erased = record("Ada");
    const kept = record("Grace");
    const line = {
      at,
      leads: 1,
      newsletter: 0,
      deliveries: 1,
      notifications: 0,
      suppressed: false,
      records: [recordHash(erased.id)],
    };
    // Ada's lead is still in the files (a copy made before her erasure was put back, say), with
    // its delivery line; and two erasures alike in every count and time.
    const dir = await folder({
      "contact.jsonl": [toJsonLine({ ...erased, notify: ["email"] }), toJsonLine(kept)],
      "notifications.jsonl": [
        toJsonLine({
          leadId: erased.id,
          form: "contact",
          channel: "email",
          status: "retry",
          at,
          attempts: 1,
          error: "421",
        }),
      ],
      "erasures.jsonl": [toJsonLine(line), toJsonLine({ ...line, records: [] })],
    });
    const url = await postgres.database();
    const db = new pg.Pool({ connectionString: url, max: 1 });
    try {
      const first = await importFileStore(dir, url, quietLog);
      expect(first).toMatchObject({ leads: 1, jobs: 0, deliveries: 0, erasures: 2, erased: 1 });
      const again = await importFileStore(dir, url, quietLog);
      expect(again).toMatchObject({ leads: 0, jobs: 0, deliveries: 0, erasures: 0 });
      const rows = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;
      expect(await rows("SELECT id FROM leads")).toEqual([{ id: kept.id }]);
      expect(await rows("SELECT lead_id FROM deliveries")).toEqual([]);
      expect(await rows("SELECT lead_id FROM notification_jobs")).toEqual([]);
      expect(await rows("SELECT leads, deliveries, suppressed FROM erasures")).toEqual([
        { leads: 1, deliveries: 1, suppressed: false },
        { leads: 1, deliveries: 1, suppressed: false },
      ]);
    } finally {
      await db.end();
    }
  }, 30_000);

  it("never brings back a record erased on either side when run again after the move", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "import-erased-"));
    folders.push(dir);
    const files = createFileStore(dir, { log: quietLog });
    await files.init();
    const ada = record("Ada");
    const grace = record("Grace");
    const hedy = record("Hedy");
    for (const lead of [ada, grace, hedy]) await files.accept(freshAdmission(), lead, ["email"]);
    await files.close();
    const url = await postgres.database();
    expect(await importFileStore(dir, url, quietLog)).toMatchObject({ leads: 3, jobs: 3 });
    // Grace is erased in the database, Ada in the files (the files still in use meanwhile).
    const database = createPostgresStore(url, { log: quiet });
    await database.init();
    try {
      expect(await database.erase(String(grace.email), Date.now())).toMatchObject({ leads: 1 });
      const reopened = createFileStore(dir, { log: quietLog });
      await reopened.init();
      expect(await reopened.erase(String(ada.email), Date.now())).toMatchObject({ leads: 1 });
      await reopened.close();
      expect(await importFileStore(dir, url, quietLog)).toMatchObject({
        leads: 0,
        erasures: 1,
        // Grace left out of the import, Ada removed from the database.
        erased: 2,
      });
      // Grace is not imported again, Ada is gone from the database too, Hedy is untouched.
      expect((await database.leads()).map((row) => row.lead.id)).toEqual([hedy.id]);
      expect((await database.claimJobs(Date.now() + 60_000, 100)).map((job) => job.leadId)).toEqual(
        [hedy.id],
      );
      expect(await importFileStore(dir, url, quietLog)).toMatchObject({ leads: 0, erasures: 0 });
      expect((await database.leads()).map((row) => row.lead.id)).toEqual([hedy.id]);
    } finally {
      await database.close();
    }
  }, 30_000);

  it("carries owed confirmations, the suppression list and an old outbox/'s notifications", async () => {
    const owed = record("Grace");
    const signUp = newsletterSignUp(at, { notify: ["newsletter"] });
    const erased = `${randomUUID()}@example.com`;
    const dir = await folder({
      "contact.jsonl": [toJsonLine(owed)],
      "newsletter.jsonl": [toJsonLine(signUp)],
      "suppressed.jsonl": [toJsonLine({ hash: addressHash(erased), at })],
      [`${LEGACY_OUTBOX}/${owed.id}-email.json`]: [
        JSON.stringify({
          id: `${owed.id}-email`,
          channel: "email",
          leadId: owed.id,
          form: "contact",
          createdAt: at,
          attempts: 0,
          nextAttemptAt: Date.parse(at),
          status: "pending",
          payload: owed,
        }),
      ],
    });
    const { counts, store } = await imported(dir);
    try {
      expect(counts).toMatchObject({ leads: 1, jobs: 2, newsletter: 1, suppressed: 1 });
      const jobs = await store.claimJobs(Date.now() + 60_000, 100);
      expect(jobs.map((job) => job.id).sort()).toEqual(
        [`${owed.id}-email`, `${signUp.id}-newsletter`].sort(),
      );
      expect(await store.isSuppressed(erased)).toBe(true);
    } finally {
      await store.close();
    }
  });
});
