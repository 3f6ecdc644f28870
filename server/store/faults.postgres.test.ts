import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres } from "../../tests/postgres-server.ts";
import { LEGACY_OUTBOX, toJsonLine } from "./files.ts";
import { importFileStore } from "./import.ts";
import { logDelivery, createPostgresStore } from "./postgres.ts";
import { deliveryStatusSuite } from "./delivery-status.suite.ts";
import { erasureSuite } from "./erasure.suite.ts";
import { retentionSuite } from "./retention.suite.ts";
import { addressHash, type Delivery, type StoredRecord } from "./types.ts";
import { newsletterSignUp } from "../../tests/records.ts";

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

describe("importing a file store into Postgres", () => {
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
