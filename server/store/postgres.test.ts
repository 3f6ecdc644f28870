import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createPostgresStore, migrate } from "./postgres.ts";
import { storeSuite } from "./store.suite.ts";
import { startPostgres } from "./test-postgres.ts";

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

describe("Postgres migrations", () => {
  it("apply each versioned file once, however many instances start together", async () => {
    const fresh = await postgres.database();
    const pools = Array.from({ length: 3 }, () => new pg.Pool({ connectionString: fresh }));
    const applied = await Promise.all(pools.map((pool) => migrate(pool)));
    expect(applied.flat()).toEqual(["001_init.sql"]);
    const { rows } = await pools[0]!.query("SELECT version FROM schema_migrations");
    expect(rows.map((row) => row.version)).toEqual(["001_init.sql"]);
    await Promise.all(pools.map((pool) => pool.end()));
  });
});
