import { rm } from "node:fs/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  publishSite,
  rawRequest,
  request,
  siteFiles,
  startServer,
  tempSite,
  type RunningServer,
} from "../tests/server.ts";

let site: Awaited<ReturnType<typeof tempSite>>;
let server: RunningServer;

beforeAll(async () => {
  site = await tempSite();
  server = await startServer({ SITE_ROOT: site.link, DATA_DIR: site.data });
}, 30_000);
afterAll(async () => {
  await server?.stop();
  if (site) await rm(site.root, { recursive: true, force: true });
});

it(
  "serves every request whole from one build while builds are swapped under traffic",
  { timeout: 30_000 },
  async () => {
    const versions = 25;
    const files = Array.from({ length: versions + 1 }, (_, version) => siteFiles(version));
    const targets: [string, string][] = [
      ["/", "index.html"],
      ["/about", "about/index.html"],
      ["/about/", "about/index.html"],
      ["/nowhere", "404.html"],
    ];
    let publishing = true;
    const problems: string[] = [];
    let answered = 0;

    const client = async () => {
      while (publishing) {
        for (const [target, file] of targets) {
          const response = await rawRequest(server.port, request(target));
          answered++;
          const body = response.body.toString();
          // The answer must be this file exactly as some build had it: never cut, never mixed.
          const match = files.findIndex((build) => build[file] === body);
          if (match < 0)
            problems.push(`${target}: ${response.status}, ${body.length} bytes of no build`);
          else if (file !== "404.html" && response.status !== 200)
            problems.push(`${target}: ${response.status}`);
        }
      }
    };
    const clients = Array.from({ length: 4 }, client);
    for (let version = 2; version <= versions; version++) {
      await publishSite(site.builds, site.link, version);
    }
    publishing = false;
    await Promise.all(clients);

    expect(problems).toEqual([]);
    expect(answered).toBeGreaterThan(versions);
    expect(server.child.exitCode).toBeNull();
    // The newest build is served at once, without a restart, including a file only it has.
    expect((await rawRequest(server.port, request("/"))).body.toString()).toBe(
      files[versions]!["index.html"],
    );
    expect((await rawRequest(server.port, request(`/assets/app-${versions}.js`))).status).toBe(200);
  },
);
