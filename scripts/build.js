// @ts-check
/**
 * `npm run build`: builds the site (Eleventy + Vite, then the embeddable form) into a new folder,
 * compiles the server, and only then swaps `dist` to the new folder. A server running meanwhile
 * keeps serving the previous build until the swap, and the new one from the next request on.
 */
import { pathToFileURL } from "node:url";
import { execFileSync } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { compileServer } from "./compile-server.js";
import { newBuildDir, publish } from "./publish.js";

/** Runs a package's command-line entry with this Node, failing the build when it fails. */
function run(/** @type {string} */ script, /** @type {string[]} */ args, env = {}) {
  execFileSync(process.execPath, [path.resolve(script), ...args], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
}

/** Builds everything into a fresh folder and publishes it as `dist`. */
export async function buildSite() {
  const out = newBuildDir();
  try {
    run("node_modules/@11ty/eleventy/cmd.cjs", [`--output=${out}`, "--quiet"]);
    run(
      "node_modules/vite/bin/vite.js",
      ["build", "--config", "vite.embed.config.ts", "--logLevel", "warn"],
      { SITE_OUTPUT: out },
    );
    await compileServer();
  } catch (error) {
    await rm(out, { recursive: true, force: true });
    throw error;
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
