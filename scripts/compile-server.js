// @ts-check
/**
 * Compiles the server (TypeScript) to one JavaScript file, `build/server.js`, so production runs
 * it with plain Node and only the runtime dependencies; packages stay imports, not copies.
 */
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/** Bundles `server/index.ts` and the local modules it imports into `outfile`. */
export async function compileServer(outfile = "build/server.js") {
  await build({
    entryPoints: ["server/index.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await compileServer();
