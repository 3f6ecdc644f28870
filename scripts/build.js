// @ts-check
/**
 * `npm run build`: builds the site (Eleventy + Vite, then the embeddable form) into a new folder,
 * compiles the server, and only then swaps `dist` to the new folder. A server running meanwhile
 * keeps serving the previous build until the swap, and the new one from the next request on.
 */
import { pathToFileURL } from "node:url";
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { compileServer } from "./compile-server.js";
import { finishBuild } from "./finish-build.js";
import { newBuildDir, publish } from "./publish.js";

/** The build step running now, so a stop signal can end it too. */
/** @type {import("node:child_process").ChildProcess | null} */
let current = null;

/** Runs a package's command-line entry with this Node, failing the build when it fails. */
function run(/** @type {string} */ script, /** @type {string[]} */ args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve(script), ...args], {
      stdio: "inherit",
      // A build is for production whatever the caller's NODE_ENV (a test runner sets "test",
      // which would otherwise bundle React's development build, twice the size).
      env: { ...process.env, NODE_ENV: "production", ...env },
    });
    current = child;
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      current = null;
      if (code === 0) resolve(undefined);
      else reject(new Error(`${path.basename(script)} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Builds everything into a fresh folder and publishes it as `dist`. */
export async function buildSite() {
  const out = newBuildDir();
  // A stop signal while building ends the running step, drops the unfinished folder and exits:
  // nothing is left running behind a supervisor that asked the build to stop.
  const stop = (/** @type {NodeJS.Signals} */ signal) => {
    const step = current;
    const ended = step ? new Promise((resolve) => step.once("exit", resolve)) : Promise.resolve();
    step?.kill(signal);
    void ended
      .then(() => rm(out, { recursive: true, force: true }))
      .finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.on("SIGINT", stop).on("SIGTERM", stop);
  try {
    await run("node_modules/@11ty/eleventy/cmd.cjs", [`--output=${out}`, "--quiet"]);
    await run(
      "node_modules/vite/bin/vite.js",
      ["build", "--config", "vite.embed.config.ts", "--logLevel", "warn"],
      { SITE_OUTPUT: out },
    );
    await finishBuild(out);
    await compileServer();
  } catch (error) {
    await rm(out, { recursive: true, force: true });
    throw error;
  } finally {
    process.off("SIGINT", stop).off("SIGTERM", stop);
  }
  await publish(out);
  console.log(`Built ${out} and published it as dist`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildSite().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
