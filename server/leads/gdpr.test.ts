import { freshAdmission } from "../../tests/form-tokens.ts";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStore } from "../store/files.ts";
import { createPostgresStore } from "../store/postgres.ts";
import type { PersonalData, Store } from "../store/types.ts";
import { startPostgres } from "../../tests/postgres-server.ts";
import { newsletterSignUp } from "../../tests/records.ts";

const run = promisify(execFile);
const quiet = { log() {}, warn() {}, error() {} };

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);
afterAll(() => postgres?.destroy(), 60_000);

const admission = () => freshAdmission();

/** `npm run leads -- …` as an operator runs it. */
const leadsCommand = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", "server/leads/cli.ts", ...args], {
    env: { ...process.env, ...env },
  });

/** Stores two leads and a newsletter history for `email`, one lead for someone else. */
async function fill(store: Store, email: string) {
  await store.init();
  const at = new Date().toISOString();
  const mine = {
    id: randomUUID(),
    form: "consultation",
    receivedAt: at,
    email,
    phone: "020 7946 0018",
  };
  const theirs = {
    id: randomUUID(),
    form: "consultation",
    receivedAt: at,
    email: "other@example.com",
  };
  await store.accept(admission(), mine, ["email"]);
  await store.accept(admission(), theirs, ["email"]);
  await store.accept(admission(), { id: randomUUID(), form: "contact", receivedAt: at, email }, []);
  await store.accept(admission(), newsletterSignUp(at, { email }), []);
  await store.newsletterEvent({
    id: randomUUID(),
    event: "unsubscribed",
    status: "unsubscribed",
    email,
    at,
  });
  await store.close();
  return { mine, theirs };
}

interface Setup {
  env: Record<string, string>;
  open: () => Store;
  dir: string;
  done: () => Promise<unknown>;
}

describe.each([
  [
    "files",
    async (): Promise<Setup> => {
      const dir = await mkdtemp(path.join(tmpdir(), "gdpr-"));
      return {
        env: { DATA_DIR: dir },
        open: () => createFileStore(dir, { log: quiet }),
        dir,
        done: () => rm(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    "Postgres",
    async (): Promise<Setup> => {
      const url = await postgres.database();
      return {
        env: { DATABASE_URL: url },
        open: () => createPostgresStore(url, { log: quiet }),
        dir: "",
        done: () => Promise.resolve(),
      };
    },
  ],
] as const)("npm run leads -- --export / --erase on %s", (kind, setUp) => {
  it("prints everything held about an address, then removes it everywhere, keeping a hash", async () => {
    const { env, open, dir, done } = await setUp();
    try {
      const email = `ada.${randomUUID()}@example.com`;
      const { mine, theirs } = await fill(open(), email);

      const exported = JSON.parse(
        (await leadsCommand(["--export", email], env)).stdout,
      ) as PersonalData;
      expect(exported.email).toBe(email);
      expect(exported.leads.map((lead) => lead.form).sort()).toEqual(["consultation", "contact"]);
      expect(exported.leads.find((lead) => lead.id === mine.id)).toEqual(mine);
      expect(exported.newsletter.map((event) => event.event)).toEqual([
        "requested",
        "unsubscribed",
      ]);
      expect(JSON.stringify(exported)).not.toContain(theirs.id);

      const { stdout } = await leadsCommand(["--erase", email], env);
      expect(stdout).toMatch(/Erased 2 leads, 2 newsletter events/);
      expect(stdout).not.toContain(email);
      const after = JSON.parse(
        (await leadsCommand(["--export", email], env)).stdout,
      ) as PersonalData;
      expect(after).toMatchObject({ leads: [], newsletter: [], deliveries: [], suppressed: true });

      // Nothing of the address is left anywhere, and the other lead is untouched.
      if (kind === "files") {
        for (const name of await readdir(dir)) {
          if (name.startsWith(".")) continue;
          const text = await readFile(path.join(dir, name), "utf8");
          expect(text, name).not.toContain(email);
          expect(text, name).not.toContain(mine.id);
        }
        const log = await readFile(path.join(dir, "erasures.jsonl"), "utf8");
        expect(JSON.parse(log)).toMatchObject({ leads: 2, newsletter: 2, suppressed: true });
      } else {
        const pool = new pg.Pool({ connectionString: env.DATABASE_URL });
        try {
          for (const table of [
            "leads",
            "newsletter_events",
            "notification_jobs",
            "deliveries",
            "erasures",
          ]) {
            const { rows } = await pool.query(`SELECT * FROM ${table}`);
            expect(JSON.stringify(rows), table).not.toContain(email);
          }
          expect((await pool.query("SELECT leads, newsletter FROM erasures")).rows).toEqual([
            { leads: 2, newsletter: 2 },
          ]);
        } finally {
          await pool.end();
        }
      }
      const store = open();
      await store.init();
      expect((await store.leads()).map((row) => row.lead.id)).toEqual([theirs.id]);
      await store.close();
    } finally {
      await done();
    }
  }, 60_000);
});
