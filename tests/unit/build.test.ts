import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(".");
let copy = "";

/** Builds a throw-away copy of the site, so a test can change content without touching the repo. */
async function build() {
  return run(
    process.execPath,
    [path.join(root, "node_modules/@11ty/eleventy/cmd.cjs"), "--quiet"],
    {
      cwd: copy,
    },
  );
}

beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), "site-build-"));
  for (const entry of [
    "site",
    "public",
    "widgets",
    "forms",
    ".eleventy.js",
    "package.json",
    "tsconfig.json",
  ]) {
    await cp(path.join(root, entry), path.join(copy, entry), { recursive: true });
  }
  await symlink(path.join(root, "node_modules"), path.join(copy, "node_modules"));
});

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe("the build", () => {
  it(
    "publishes a post once it has a body, and adds it to the sitemap",
    { timeout: 120_000 },
    async () => {
      const post = path.join(copy, "site/blog/posts/small-space-home-entertainment.md");
      await writeFile(
        post,
        `${await readFile(post, "utf8")}\nA compact room can still deliver a real cinema.\n`,
      );
      await build();
      const page = await readFile(
        path.join(copy, "dist/blog/small-space-home-entertainment/index.html"),
        "utf8",
      );
      expect(page).toContain("A compact room can still deliver a real cinema.");
      const sitemap = await readFile(path.join(copy, "dist/sitemap.xml"), "utf8");
      expect(sitemap).toContain("/blog/small-space-home-entertainment</loc>");
      expect(sitemap.match(/<url>/g)).toHaveLength(13);
      expect(existsSync(path.join(copy, "dist/blog/roi-premium-home-cinema/index.html"))).toBe(
        false,
      );
    },
  );

  it(
    "stops with the file and field named when a price is not a number",
    { timeout: 120_000 },
    async () => {
      const file = path.join(copy, "site/_data/homeCinema.json");
      const content = JSON.parse(await readFile(file, "utf8"));
      content.packages[1].price = "£50,000";
      await writeFile(file, JSON.stringify(content));
      const failure = await build().then(
        () => "built",
        (error: { stderr: string }) => error.stderr,
      );
      expect(failure).toContain("site/_data/homeCinema.json: packages.1.price");
    },
  );
});
