import { spawn, type ChildProcess } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copySite } from "../../scripts/site-sources.js";

let copy = "";
let server: ChildProcess | undefined;
let base = "";

/** A port no one is listening on, unless DEV_TEST_PORT names one. */
async function freePort(): Promise<number> {
  if (process.env.DEV_TEST_PORT) return Number(process.env.DEV_TEST_PORT);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Polls until `check` passes or the time is up, so a slow machine only makes the test slower. */
async function eventually<T>(check: () => Promise<T>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The fields these tests read of a page's data file. */
interface PageData {
  title: string;
  meta: { title: string };
}
const data = async (name: string) =>
  JSON.parse(await readFile(path.join(copy, "site/_data", `${name}.json`), "utf8")) as PageData;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const decode = (text: string) => text.replace(/&amp;/g, "&");

beforeAll(async () => {
  copy = await copySite("site-dev-");
  const port = await freePort();
  base = `http://localhost:${port}`;
  // Its own process group, so stopping it stops npm, Eleventy and Vite together.
  server = spawn("npm", ["run", "dev"], {
    cwd: copy,
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: "ignore",
  });
  await eventually(async () => {
    const response = await fetch(`${base}/about`);
    if (response.status !== 200) throw new Error(`status ${response.status}`);
  }, 170_000);
}, 180_000);

afterAll(async () => {
  const dev = server;
  if (dev?.pid && dev.exitCode === null && dev.signalCode === null) {
    // Removed only once npm has exited: Eleventy's image pass otherwise still writes into the copy.
    const exited = new Promise((resolve) => dev.once("exit", resolve));
    process.kill(-dev.pid, "SIGTERM");
    await exited;
  }
  // A child of npm's may outlive it by a moment; rm retries a folder that is still being written.
  if (copy) await rm(copy, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}, 30_000);

describe("npm run dev", () => {
  it.each([
    ["/about", "about"],
    ["/contact", "contact"],
    ["/blog", "blog"],
    ["/services/home-cinema-installation", "homeCinema"],
    ["/about/", "about"],
  ])("answers %s with its page, as npm start does", async (url, file) => {
    const response = await fetch(`${base}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(decode(titleOf(await response.text()))).toContain((await data(file)).meta.title);
  });

  it("answers an unknown path with the 404 page and status 404", async () => {
    const response = await fetch(`${base}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<h1>${(await data("notFound")).title}</h1>`);
  });

  it("shows a change to a data file without a restart", { timeout: 60_000 }, async () => {
    const file = path.join(copy, "site/_data/about.json");
    const about = JSON.parse(await readFile(file, "utf8")) as PageData;
    const title = `${about.meta.title} and Studio`;
    await writeFile(file, JSON.stringify({ ...about, meta: { ...about.meta, title } }, null, 2));
    await eventually(async () => {
      const html = await (await fetch(`${base}/about`)).text();
      expect(decode(titleOf(html))).toContain(title);
    }, 50_000);
  });
});
