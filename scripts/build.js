// @ts-check
/**
 * `npm run build`: builds the site (Eleventy + Vite, then the embeddable form) into a new folder,
 * compiles the server, and only then swaps `dist` to the new folder. A server running meanwhile
 * keeps serving the previous build until the swap, and the new one from the next request on. One
 * build runs at a time in a checkout; another waits for it.
 */
import { pathToFileURL } from "node:url";
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import lockfile from "proper-lockfile";
import { buildIsCurrent } from "./build-current.js";
import { compileServer } from "./compile-server.js";
import { finishBuild } from "./finish-build.js";
import { BUILDS, newBuildDir, publish } from "./publish.js";

/**
 * Where Eleventy's Vite plugin stages each build (its default `tempFolderName`); it removes the
 * folder when Vite is done, so one that is there was left by a build killed meanwhile.
 */
const VITE_STAGING = ".11ty-vite";

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

/**
 * Holds the checkout's build lock for the length of `run`, waiting for a build that holds it:
 * two builds at once in one checkout would share Eleventy's Vite staging folder (`VITE_STAGING`) and
 * publish a build missing files (an `npm start` that finds no build while `npm run build` is still
 * running, or two instances started together). The lock is a folder beside `.builds`
 * (proper-lockfile), touched every 10 s; one untouched for a minute was left by a killed build
 * and is taken over.
 * @template T
 * @param {() => Promise<T>} run
 */
async function withBuildLock(run) {
  const options = { realpath: false, stale: 60_000, update: 10_000 };
  /** @type {() => Promise<void>} */
  let release;
  // A lock lost while building (its folder untouched for a minute on a stalled machine) leaves
  // this build to finish; it must not crash it.
  const onCompromised = (/** @type {Error} */ error) =>
    console.warn(`The build lock was lost (${error.message}); building on.`);
  try {
    release = await lockfile.lock(BUILDS, { ...options, onCompromised });
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code !== "ELOCKED") throw error;
    console.log("Another build is running in this folder; waiting for it to finish.");
    release = await lockfile.lock(BUILDS, {
      ...options,
      onCompromised,
      // Half a second apart, for up to fifteen minutes (a build takes one or two).
      retries: { retries: 1800, factor: 1, minTimeout: 500, maxTimeout: 500 },
    });
  }
  try {
    return await run();
  } finally {
    await release().catch(() => {});
  }
}

/**
 * Builds everything into a fresh folder and publishes it as `dist`, one build at a time. With
 * `unlessCurrent`, a build that finds `dist` already a build of the current sources (another one
 * may just have finished it) only compiles the server.
 */
export async function buildSite({ unlessCurrent = false } = {}) {
  await withBuildLock(async () => {
    if (unlessCurrent && (await buildIsCurrent())) {
      console.log("The build in dist is up to date (npm run build rebuilds it).");
      await compileServer();
      return;
    }
    // The plugin cannot stage over a leftover folder (ENOTEMPTY), so a build killed while Vite ran
    // (kill -9, the machine's power) would fail every build after it; under the lock no build
    // is using it.
    await rm(VITE_STAGING, { recursive: true, force: true });
    await buildInto(newBuildDir());
  });
}

/** Builds everything into `out` and publishes it as `dist`. */
async function buildInto(/** @type {string} */ out) {
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
