import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { publish } from "../scripts/publish.js";
import { TEST_FORM_SECRET, TEST_MIN_FILL_MS } from "./form-tokens.ts";

/** A running server in its own process, compiled and run as `npm start` runs it. */
export interface RunningServer {
  port: number;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The compiled server to run: the test run's own, or outside vitest (a benchmark) the one
 * `npm run build` compiled.
 */
function serverBundle(): string {
  try {
    return inject("serverBundle");
  } catch {
    return path.resolve("build/server.js");
  }
}

/**
 * Starts the real server on a free port with `env` (a test server, with the short minimum fill
 * time, unless `env` says otherwise; a key set to undefined is left unset); resolves once it
 * listens.
 */
export function startServer(env: Record<string, string | undefined>): Promise<RunningServer> {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: "0",
    FORM_SECRET: TEST_FORM_SECRET,
    NODE_ENV: "test",
    FORM_MIN_FILL_MS: String(TEST_MIN_FILL_MS),
    ...env,
  };
  const child = spawn(process.execPath, [serverBundle()], {
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
    child.stdout.on("data", () => {
      const match = /at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ port: Number(match[1]), child, output: () => output, stop });
    });
  });
}

/** A raw HTTP exchange: the status, the headers (lower-case) and the body bytes. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** What was thrown, as an Error (a promise is rejected with one). */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Sends `request` byte for byte (no client-side checks, so any target or header can be tried)
 * and parses the answer. Asks for the connection to close, so the body ends at the close.
 */
export function rawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      try {
        resolve(parseRaw(Buffer.concat(chunks)));
      } catch (error) {
        reject(asError(error));
      }
    });
    socket.write(request);
  });
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = data.indexOf("\r\n", at);
    if (eol < 0) throw new Error("torn chunked body");
    const size = parseInt(data.subarray(at, eol).toString(), 16);
    if (size === 0) return Buffer.concat(parts);
    parts.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/** A GET (or `method`) for `target` with extra header lines. */
export const request = (target: string, headers: string[] = [], method = "GET", body = "") =>
  `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join("")}${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ""}\r\n${body}`;

/** Files of a small site, different for each `version`, in sizes that grow and shrink with it. */
export function siteFiles(version: number): Record<string, string> {
  const filler = (n: number) => `<p>${`v${version} `.repeat(n)}</p>`;
  return {
    "index.html": `<!doctype html><title>Home ${version}</title>${filler(50 + ((version * 997) % 3000))}`,
    "about/index.html": `<!doctype html><title>About ${version}</title>${filler(10 + ((version * 131) % 500))}`,
    "404.html": `<!doctype html><title>Not found ${version}</title>`,
    [`assets/app-${version}.js`]: `console.log(${version});`,
    _headers: "/*\n  X-Content-Type-Options: nosniff\n  Cache-Control: no-cache\n",
  };
}

/** Writes build `version` into a new folder under `builds` and publishes it as `link`. */
export async function publishSite(builds: string, link: string, version: number) {
  const dir = path.join(builds, `${Date.now()}-${version}`);
  for (const [file, text] of Object.entries(siteFiles(version))) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  await publish(dir, link);
}

/** A temporary folder with build 1 published at `<folder>/dist`. */
export async function tempSite() {
  const root = await mkdtemp(path.join(tmpdir(), "server-test-"));
  const builds = path.join(root, ".builds");
  const link = path.join(root, "dist");
  await publishSite(builds, link, 1);
  return { root, builds, link, data: path.join(root, "data") };
}

/**
 * A server on a throw-away site for the test file that calls this: started before its tests,
 * stopped and its site removed after them. `env` is added to the site's own settings. Read
 * `site` and `server` inside tests (they exist once the file's tests start).
 */
export function serveTempSite(env: Record<string, string> = {}) {
  const served = {} as { site: Awaited<ReturnType<typeof tempSite>>; server: RunningServer };
  beforeAll(async () => {
    served.site = await tempSite();
    served.server = await startServer({
      SITE_ROOT: served.site.link,
      DATA_DIR: served.site.data,
      ...env,
    });
  }, 30_000);
  afterAll(async () => {
    await served.server?.stop();
    if (served.site) await rm(served.site.root, { recursive: true, force: true });
  });
  return served;
}

/**
 * Sends every request over its own connection, all but its last byte first; once every
 * connection holds a request one byte short, the last bytes go out together, so the server gets
 * them all at the same instant. Resolves with the answers in the order of `requests`.
 */
export async function together(port: number, requests: string[]): Promise<RawResponse[]> {
  const sockets = await Promise.all(
    requests.map(
      (text) =>
        new Promise<{ socket: import("node:net").Socket; answer: Promise<RawResponse> }>(
          (resolve, reject) => {
            const socket = connect(port, "127.0.0.1");
            const chunks: Buffer[] = [];
            const answer = new Promise<RawResponse>((done, fail) => {
              socket.on("data", (chunk) => chunks.push(chunk));
              socket.on("error", fail);
              socket.on("close", () => {
                try {
                  done(parseRaw(Buffer.concat(chunks)));
                } catch (error) {
                  fail(asError(error));
                }
              });
            });
            answer.catch(() => undefined);
            socket.once("connect", () =>
              socket.write(text.slice(0, -1), () => resolve({ socket, answer })),
            );
            socket.once("error", reject);
          },
        ),
    ),
  );
  // Let the server read every head and every body up to its last byte.
  await new Promise((resolve) => setTimeout(resolve, 300));
  sockets.forEach(({ socket }, index) => socket.write(requests[index]!.slice(-1)));
  return Promise.all(sockets.map(({ answer }) => answer));
}

function parseRaw(all: Buffer): RawResponse {
  const split = all.indexOf("\r\n\r\n");
  const head = all.subarray(0, split < 0 ? all.length : split).toString("latin1");
  const match = /^HTTP\/1\.1 (\d{3}) /.exec(head);
  if (!match || split < 0) throw new Error(`not an HTTP answer: ${JSON.stringify(head)}`);
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body: Buffer = all.subarray(split + 4);
  if (headers["transfer-encoding"] === "chunked") body = unchunk(body);
  return { status: Number(match[1]), headers, body };
}
