import { freshAdmission } from "../../tests/form-tokens.ts";
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createFileStore } from "./files.ts";
import { importFileStore } from "./import.ts";
import { createPostgresStore, migrate } from "./postgres.ts";
import { DROP_REASON_TEXT } from "./types.ts";
import { storeSuite } from "./store.suite.ts";
import { startPostgres } from "../../tests/postgres-server.ts";

let postgres: Awaited<ReturnType<typeof startPostgres>>;
let url = "";
beforeAll(async () => {
  postgres = await startPostgres();
  url = await postgres.database();
}, 120_000);
afterAll(() => postgres?.destroy(), 60_000);

const quiet = { log() {}, warn() {}, error() {} };

storeSuite("Postgres", async () => {
  const store = createPostgresStore(url, { log: quiet });
  await store.init();
  return store;
});

describe("a burst beyond the pool's connections", () => {
  it("waits its turn for a connection, however long the wait, instead of being refused", async () => {
    // Connections must answer within 1.5 s, and every write waits 4 s behind a lock: the ten
    // pooled connections stay busy well past the connect timeout while twenty posts queue.
    const store = createPostgresStore(url, { log: quiet, connectTimeoutMs: 1_500 });
    await store.init();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query("LOCK TABLE leads IN EXCLUSIVE MODE");
    const burst = Promise.allSettled(
      Array.from({ length: 30 }, (_, index) =>
        store.accept(
          freshAdmission(),
          {
            id: randomUUID(),
            form: "contact",
            receivedAt: new Date().toISOString(),
            firstName: `Burst ${index}`,
          },
          [],
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await holder.query("COMMIT");
    await holder.end();
    const answers = (await burst).map((settled) =>
      settled.status === "fulfilled" ? settled.value : String(settled.reason),
    );
    expect(answers).toEqual(Array.from({ length: 30 }, () => ({ ok: true, stored: true })));
    await store.close();
  });
});

describe("Postgres migrations", () => {
  it("apply each versioned file once, however many instances start together", async () => {
    const fresh = await postgres.database();
    const pools = Array.from({ length: 3 }, () => new pg.Pool({ connectionString: fresh }));
    const applied = await Promise.all(pools.map((pool) => migrate(pool)));
    const files = (await readdir(new URL("./migrations/", import.meta.url)))
      .filter((name) => /^\d+_.*\.sql$/.test(name))
      .sort();
    expect(applied.flat()).toEqual(files);
    const { rows } = await pools[0]!.query<{ version: string }>(
      "SELECT version FROM schema_migrations ORDER BY version",
    );
    expect(rows.map((row) => row.version)).toEqual(files);
    await Promise.all(pools.map((pool) => pool.end()));
  });
});

describe("importing the file store", () => {
  it("copies leads, owed notifications and the newsletter's history, once", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "import-"));
    try {
      const files = createFileStore(dir);
      await files.init();
      const admission = () => freshAdmission();
      const lead = (firstName: string) => ({
        id: randomUUID(),
        form: "contact",
        receivedAt: new Date().toISOString(),
        firstName,
      });
      const sent = lead("Ada");
      const owed = lead("Grace");
      const dropped = lead("Hedy");
      await files.accept(admission(), sent, ["email"]);
      await files.accept(admission(), owed, ["email"]);
      await files.accept(admission(), dropped, ["email"]);
      const claimed = await files.claimJobs(Date.now() + 1000, 10);
      const claimOf = (record: { id: string }) =>
        claimed.find((candidate) => candidate.leadId === record.id)!;
      await files.jobSent(claimOf(sent), Date.now());
      // A notification dropped on purpose is done: not owed again in the database either.
      await files.jobDropped(claimOf(dropped), "suppressed", Date.now());
      const at = new Date().toISOString();
      await files.accept(
        admission(),
        {
          id: randomUUID(),
          form: "newsletter",
          receivedAt: at,
          event: "subscribed",
          status: "subscribed",
          email: "reader@example.com",
          at,
        },
        [],
      );
      await files.close();

      const target = await postgres.database();
      expect(await importFileStore(dir, target)).toEqual({
        leads: 3,
        jobs: 1,
        deliveries: 2,
        newsletter: 1,
        unsubscribed: 0,
        suppressed: 0,
        erasures: 0,
        erased: 0,
      });
      expect(await importFileStore(dir, target)).toEqual({
        leads: 0,
        jobs: 0,
        deliveries: 0,
        newsletter: 0,
        unsubscribed: 0,
        suppressed: 0,
        erasures: 0,
        erased: 0,
      });
      const store = createPostgresStore(target, { log: quiet });
      await store.init();
      const rows = await store.leads();
      expect(rows.map((row) => [row.lead.firstName, row.notification])).toEqual([
        ["Ada", "email sent"],
        ["Grace", "email pending"],
        ["Hedy", `email not sent: ${DROP_REASON_TEXT.suppressed}`],
      ]);
      const jobs = await store.claimJobs(Date.now() + 1000, 10);
      expect(jobs.map((candidate) => candidate.leadId)).toEqual([owed.id]);
      expect((await store.newsletterEvents()).map((event) => event.email)).toEqual([
        "reader@example.com",
      ]);
      await store.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("carries the kept hash of an unsubscribed address, so its sign-ups stay held back", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "import-"));
    try {
      const email = `${randomUUID()}@example.com`;
      const day = 24 * 60 * 60 * 1000;
      const start = Date.now() - 40 * day;
      const at = (days: number) => new Date(start + days * day).toISOString();
      const signUp = (days: number) => ({
        id: randomUUID(),
        form: "newsletter",
        receivedAt: at(days),
        event: "requested",
        status: "pending",
        email,
        at: at(days),
        method: "double opt-in",
      });
      const files = createFileStore(dir);
      await files.init();
      const admit = (days: number) =>
        freshAdmission({ now: start + days * day, tokenExpiresAt: start + days * day + 60_000 });
      await files.accept(admit(0), signUp(0), []);
      await files.newsletterEvent({
        id: randomUUID(),
        event: "unsubscribed",
        status: "unsubscribed",
        email,
        at: at(1),
      });
      expect(await files.accept(admit(35), signUp(35), [])).toEqual({ ok: true, stored: true });
      await files.forgetNewsletter(start + 66 * day);
      await files.close();
      const target = await postgres.database();
      expect(await importFileStore(dir, target)).toMatchObject({ newsletter: 0, unsubscribed: 1 });
      const store = createPostgresStore(target, { log: quiet });
      await store.init();
      // A sign-up 20 days after the last confirmation owed: held back, though no history is left.
      expect(await store.accept(admit(55), signUp(55), [])).toEqual({ ok: true, stored: false });
      await store.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
