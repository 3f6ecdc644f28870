import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { startPostgres } from "../../tests/postgres-server.ts";
import { logDelivery, createPostgresStore } from "./postgres.ts";
import { deliveryStatusSuite } from "./delivery-status.suite.ts";
import { erasureSuite } from "./erasure.suite.ts";
import type { Delivery } from "./types.ts";

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);
afterAll(() => postgres?.destroy(), 60_000);

erasureSuite("Postgres", async (log) => {
  const store = createPostgresStore(await postgres.database(), { log });
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
