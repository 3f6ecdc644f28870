import { expect, it, vi } from "vitest";
import { publishSite, rawRequest, request, serveTempSite, siteFiles } from "../tests/server.ts";

const app = serveTempSite();

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

    // Requests each client has finished: publishing keeps the build before the newest, so a
    // request may see one swap while it is served, not two.
    const finished = [0, 0, 0, 0];
    const client = async (_: unknown, index: number) => {
      while (publishing) {
        for (const [target, file] of targets) {
          const response = await rawRequest(app.server.port, request(target));
          answered++;
          finished[index]!++;
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
      await publishSite(app.site.builds, app.site.link, version);
      // Before the next swap, every client finishes a request begun after this one, so none is
      // still reading a build two swaps old (as under load it could, with builds swapped in a
      // tight loop; a real site is built minutes apart).
      const seen = [...finished];
      await vi.waitFor(
        () => expect(finished.every((count, index) => count >= seen[index]! + 2)).toBe(true),
        { timeout: 10_000, interval: 5 },
      );
    }
    publishing = false;
    await Promise.all(clients);

    expect(problems).toEqual([]);
    expect(answered).toBeGreaterThan(versions);
    expect(app.server.child.exitCode).toBeNull();
    // The newest build is served at once, without a restart, including a file only it has.
    expect((await rawRequest(app.server.port, request("/"))).body.toString()).toBe(
      files[versions]!["index.html"],
    );
    expect((await rawRequest(app.server.port, request(`/assets/app-${versions}.js`))).status).toBe(
      200,
    );
  },
);
