import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, readlink, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";
import { afterEach, expect, it } from "vitest";

const root = path.resolve(".");
let folder = "";

afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/**
 * `npm start` finding no current build while `npm run build` is still running (or two instances
 * started together) used to build a second time beside it: both builds staged in Eleventy's one
 * Vite folder, and the one published last was missing the favicon and the images. Now the second
 * waits for the first and, finding `dist` current, only compiles the server.
 */
it("a build started while another runs in the same folder waits for it, then builds only what is stale", async () => {
  folder = await mkdtemp(path.join(tmpdir(), "build-lock-"));
  // A checkout whose `dist` is a finished build of its sources, as the running build will leave it.
  for (const entry of ["server", "core", "package.json", "node_modules"])
    await symlink(path.join(root, entry), path.join(folder, entry));
  const finished = path.join(".builds", `${Date.now() + 1000}-1`);
  await mkdir(path.join(folder, finished), { recursive: true });
  await writeFile(path.join(folder, finished, "index.html"), "<!doctype html>");
  await symlink(finished, path.join(folder, "dist"));
  const release = await lockfile.lock(path.join(folder, ".builds"), { realpath: false });

  const build = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { buildSite } = await import(${JSON.stringify(path.join(root, "scripts/build.js"))});
       await buildSite({ unlessCurrent: true });`,
    ],
    { cwd: folder, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  build.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => build.once("exit", resolve));

  await expect.poll(() => output, { timeout: 20_000 }).toContain("Another build is running");
  // Held back while the lock is held: no build of its own, no server compiled.
  expect(build.exitCode).toBeNull();
  expect(await readdir(path.join(folder, ".builds"))).toEqual([path.basename(finished)]);
  expect(await readdir(folder)).not.toContain("build");

  await release();
  expect(await exited, output).toBe(0);
  expect(output).toContain("The build in dist is up to date");
  expect(await readdir(path.join(folder, ".builds"))).toEqual([path.basename(finished)]);
  expect(await readlink(path.join(folder, "dist"))).toBe(finished);
  expect(await readdir(path.join(folder, "build"))).toContain("server.js");
}, 60_000);
