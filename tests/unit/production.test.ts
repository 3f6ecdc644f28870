import { TEST_FORM_SECRET, tokenFor } from "../form-tokens.ts";
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { compileServer } from "../../scripts/compile-server.js";
import { rawRequest, request, tempSite } from "../server.ts";

const root = path.resolve(".");
let dir = "";
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it(
  "the compiled server runs with plain Node and the runtime dependencies alone",
  { timeout: 30_000 },
  async () => {
    dir = await mkdtemp(path.join(tmpdir(), "production-"));
    // What `npm ci --omit=dev` installs: every locked package not marked as for development only.
    const lock = JSON.parse(await readFile("package-lock.json", "utf8")) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const runtime = Object.entries(lock.packages)
      .filter(([name, entry]) => name.startsWith("node_modules/") && !entry.dev)
      .map(([name]) => name);
    for (const name of runtime) {
      if (name.split("node_modules/").length > 2) continue; // nested copies live inside their parent
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await symlink(path.join(root, name), path.join(dir, name));
    }
    expect(runtime).not.toContain("node_modules/react");
    expect(runtime).not.toContain("node_modules/tsx");

    await compileServer(path.join(dir, "build/server.js"));
    const site = await tempSite();
    const child = spawn(process.execPath, [path.join(dir, "build/server.js")], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        SITE_ROOT: site.link,
        DATA_DIR: site.data,
        FORM_SECRET: TEST_FORM_SECRET,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk) => (output += chunk));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on("data", (chunk) => {
          output += chunk;
          const match = /localhost:(\d+)/.exec(output);
          if (match) resolve(Number(match[1]));
        });
        child.on("exit", () => reject(new Error(output)));
      });
      const home = await rawRequest(port, request("/", ["Accept-Encoding: gzip"]));
      expect(home.status).toBe(200);
      // A page made per request (a native post without its token gets the form back) is
      // compressed as it is sent; files come compressed from the build.
      const again = await rawRequest(
        port,
        request(
          "/api/contact",
          ["Content-Type: application/x-www-form-urlencoded", "Accept-Encoding: gzip"],
          "POST",
          "firstName=Ada",
        ),
      );
      expect(again.status).toBe(422);
      expect(again.headers["content-encoding"]).toBe("gzip");
      const post = await rawRequest(
        port,
        request(
          "/api/contact",
          ["Content-Type: application/x-www-form-urlencoded", "Accept: application/json"],
          "POST",
          `firstName=Ada&_token=${tokenFor("contact")}`,
        ),
      );
      // Checked by the form's own rules, token and all: the missing fields are named.
      expect(post.status).toBe(422);
    } finally {
      child.kill();
      await rm(site.root, { recursive: true, force: true });
    }
  },
);
