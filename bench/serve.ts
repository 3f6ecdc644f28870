/**
 * `npm run bench:serve`: requests per second of `npm run serve` beside nginx serving the same
 * `dist/` on the same machine, with autocannon (32 connections, a few seconds per run, the two
 * servers alternating so a busy moment hurts both alike). Prints, per path, each server's best
 * run and the ratio. nginx comes from the system (`nginx-light` on Debian); without it the bench
 * measures the Node server alone and says so.
 *
 * BENCH_PORT (default 8302) is the Node server's port, NGINX_PORT (default BENCH_PORT + 1)
 * nginx's; BENCH_SECONDS (default 4) and BENCH_ROUNDS (default 3) set the runs.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, readdirSync, realpathSync, statSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { nginxConfig } from "../deploy/nginx-config.js";

const NODE_PORT = Number(process.env.BENCH_PORT ?? 8302);
const NGINX_PORT = Number(process.env.NGINX_PORT ?? NODE_PORT + 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find(existsSync);

const dist = realpathSync("dist");

/** The largest script of the build and the stylesheet the pages link. */
function assets() {
  const files = readdirSync(path.join(dist, "assets"));
  const size = (file: string) => statSync(path.join(dist, "assets", file)).size;
  const largest = files.filter((f) => f.endsWith(".js")).sort((a, b) => size(b) - size(a))[0];
  const home = readFileSync(path.join(dist, "index.html"), "utf8");
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(home)?.[1];
  if (!largest || !stylesheet) throw new Error("No script or stylesheet in dist/assets");
  return { stylesheet, script: `/assets/${largest}` };
}

async function waitFor(port: number) {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing answers on port ${port}`);
}

async function rate(port: number, pathname: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${pathname}`,
    connections: 32,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  const ok = result["2xx"] + (pathname.includes("no-such") ? result["4xx"] : 0);
  if (result.errors || ok === 0) throw new Error(`${pathname} on ${port}: errors or no answers`);
  return result.requests.average;
}

const children: ChildProcess[] = [];
let temp = "";
async function main() {
  const { stylesheet, script } = assets();
  const paths = [
    ["/", "/"],
    ["/about", "/about"],
    ["stylesheet", stylesheet],
    ["largest script", script],
    ["missing page", "/no-such-page"],
  ] as const;

  const node = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, PORT: String(NODE_PORT), DATA_DIR: path.join(tmpdir(), "bench-data") },
    stdio: "ignore",
  });
  children.push(node);
  await waitFor(NODE_PORT);

  let nginx = false;
  if (NGINX) {
    temp = await mkdtemp(path.join(tmpdir(), "bench-nginx-"));
    const conf = path.join(temp, "nginx.conf");
    await writeFile(conf, nginxConfig({ root: dist, listen: `127.0.0.1:${NGINX_PORT}`, temp }));
    const check = spawnSync(NGINX, ["-t", "-q", "-c", conf, "-p", temp, "-e", "stderr"], {
      encoding: "utf8",
    });
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
    children.push(spawn(NGINX, ["-c", conf, "-p", temp, "-e", "stderr"], { stdio: "inherit" }));
    await waitFor(NGINX_PORT);
    nginx = true;
  } else console.log("nginx is not installed: measuring npm run serve alone.");

  const rows: string[][] = [];
  for (const [name, pathname] of paths) {
    const best = { node: 0, nginx: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      best.node = Math.max(best.node, await rate(NODE_PORT, pathname));
      if (nginx) best.nginx = Math.max(best.nginx, await rate(NGINX_PORT, pathname));
    }
    rows.push([
      name,
      best.node.toFixed(0),
      nginx ? best.nginx.toFixed(0) : "-",
      nginx ? `${(best.node / best.nginx).toFixed(2)} ×` : "-",
    ]);
  }
  const header = ["path", "npm run serve req/s", "nginx req/s", "ratio"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(
    [
      line(header),
      line(widths.map((w) => "-".repeat(w))),
      ...rows.map(line),
      "",
      `autocannon, 32 connections, ${SECONDS} s per run, best of ${ROUNDS} alternating runs.`,
    ].join("\n"),
  );
}

try {
  await main();
} finally {
  for (const child of children) child.kill("SIGTERM");
  if (temp) await rm(temp, { recursive: true, force: true }).catch(() => undefined);
}
