import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, readdirSync, realpathSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { HEADERS_FILE, nginxConfig } from "../../deploy/nginx-config.js";
import { headerConflicts, headersFor, parseHeaders } from "../../server/headers.js";
import { pagePath, staticHostAnswer } from "../../server/static-host.ts";
import { data } from "../content.ts";
import { startServer, type RunningServer } from "../server.ts";

/**
 * The built `dist/` read as a static host reads it: every address the site writes must be one a host serves directly, and `_headers` must mean
 * the same on every host.
 */
const site = data("site");
const dist = realpathSync("dist");

function walk(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}
/** The files a host publishes (precompressed copies are for the server's own use). */
const files = walk(dist).filter((file) => !/\.(br|gz)$/.test(file));
const fileSet = new Set(files);
const pages = files.filter((file) => file.endsWith(".html"));

/** Paths handled by the Node process (form endpoints, newsletter), not by files. */
const SERVER_PATHS = /^\/(api\/|newsletter(\/|$))/;

/** Every address in a page: links, sources, srcset candidates, canonical and og:url. */
function addresses(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\s(href|src|srcset|content)\s*=\s*"([^"]*)"/g)) {
    const value = match[2]!.replace(/&amp;/g, "&");
    if (match[1] === "srcset")
      for (const candidate of value.split(",")) found.push(candidate.trim().split(/\s+/)[0]!);
    else if (match[1] !== "content" || value.startsWith(site.url)) found.push(value);
  }
  return found;
}

/** The site path an address names, or null when it points elsewhere. */
function internalPath(address: string, from: string): string | null {
  if (/^(mailto:|tel:|data:|#|javascript:)/.test(address)) return null;
  const url = new URL(address, `${site.url}${from}`);
  if (url.origin !== new URL(site.url).origin) return null;
  return decodeURIComponent(url.pathname);
}

test("every internal link, canonical, og:url and sitemap URL is served directly by a static host", () => {
  const problems: string[] = [];
  const check = (address: string, from: string) => {
    const pathname = internalPath(address, from);
    if (pathname === null || SERVER_PATHS.test(pathname)) return;
    const answer = staticHostAnswer(fileSet, pathname);
    if (answer.kind !== "file") problems.push(`${from}: ${address} (${answer.kind})`);
  };
  for (const file of pages) {
    const html = readFileSync(path.join(dist, file), "utf8");
    for (const address of addresses(html)) check(address, pagePath(file));
  }
  const sitemap = readFileSync(path.join(dist, "sitemap.xml"), "utf8");
  const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
  expect(locs.length).toBeGreaterThan(12);
  for (const loc of locs) check(loc, "/sitemap.xml");
  expect(problems).toEqual([]);
});

test("the route table's paths are page files a host serves with no redirect", () => {
  for (const route of ["/", "/about", "/services", "/services/media-room-design", "/blog"])
    expect(staticHostAnswer(fileSet, route).kind).toBe("file");
});

test("_headers gives no path one header from two blocks, and caches each kind of file as meant", () => {
  const rules = parseHeaders(readFileSync(path.join(dist, "_headers"), "utf8"));
  const paths = [...new Set([...files.map((file) => `/${file}`), ...pages.map(pagePath)])];
  expect(headerConflicts(rules, paths)).toEqual([]);

  const cache = (pathname: string) => headersFor(rules, pathname).get("cache-control") ?? "";
  for (const file of files) {
    const control = cache(`/${file}`);
    if (file.startsWith("assets/") || /^embed\/v[^/]+\//.test(file))
      expect(control, file).toBe("public, max-age=31536000, immutable");
  }
  for (const page of pages) expect(cache(pagePath(page)), page).toBe("no-cache");
  expect(cache("/embed/consultation-form.js")).toBe("public, max-age=3600");
  expect(headersFor(rules, "/about").get("x-content-type-options")).toBe("nosniff");
});

/** nginx from the system (Debian's `nginx-light`), when it is installed. */
const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find(existsSync);

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as import("node:net").AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

describe.skipIf(!NGINX)("nginx serving the same build", () => {
  let port = 0;
  let temp = "";
  let nginx: ChildProcess | undefined;
  let node: RunningServer | undefined;

  beforeAll(async () => {
    temp = await mkdtemp(path.join(tmpdir(), "nginx-site-"));
    // The server npm start runs, on the same build, beside nginx.
    node = await startServer({ SITE_ROOT: dist, DATA_DIR: path.join(temp, "data") });
    port = await freePort();
    const conf = path.join(temp, "nginx.conf");
    await writeFile(conf, nginxConfig({ root: dist, listen: `127.0.0.1:${port}`, temp }));
    nginx = spawn(NGINX!, ["-c", conf, "-p", temp, "-e", "stderr"], { stdio: "ignore" });
    // Ready once it answers: a state read again until it holds.
    await vi.waitFor(
      async () => expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200),
      { timeout: 20_000, interval: 100 },
    );
  }, 60_000);
  afterAll(async () => {
    nginx?.kill();
    await node?.stop();
    await rm(temp, { recursive: true, force: true });
  });

  test("sends every header of _headers as npm start does: pages, files, redirects, the 404 page", async () => {
    const rules = parseHeaders(readFileSync(path.join(dist, "_headers"), "utf8"));
    const names = new Set(
      rules.flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase())),
    );
    const first = (folder: string) =>
      `/${folder}/${readdirSync(path.join(dist, folder)).find((name) => !/\.(br|gz)$/.test(name))}`;
    const paths = [
      "/",
      "/about",
      "/services/media-room-design",
      "/blog/page/2",
      "/about.html",
      "/about/",
      "/no-such-page",
      "/_headers",
      `/${HEADERS_FILE}`,
      "/sitemap.xml",
      first("assets"),
      // A web font, fingerprinted among the assets.
      `/assets/${readdirSync(path.join(dist, "assets")).find((name) => name.endsWith(".woff2"))}`,
      "/embed/consultation-form.js",
      "/embed/manifest.json",
      "/embed/v1.0.0/consultation-form.js",
    ];
    const answer = async (origin: string, pathname: string) => {
      const response = await fetch(`${origin}${pathname}`, { redirect: "manual" });
      const sent = [...response.headers].filter(([name]) => names.has(name));
      return { status: response.status, headers: Object.fromEntries(sent) };
    };
    for (const pathname of paths) {
      const fromNode = await answer(`http://127.0.0.1:${node!.port}`, pathname);
      expect(fromNode.headers["content-security-policy"], pathname).toBeTruthy();
      expect(await answer(`http://127.0.0.1:${port}`, pathname), pathname).toEqual(fromNode);
    }
  });
});
