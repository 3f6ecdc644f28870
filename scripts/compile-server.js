// @ts-check
/**
 * Compiles the server (TypeScript) to one JavaScript file, `build/server.js`, and the lead export
 * (`npm run leads`) to `build/leads.js`, so production runs both with plain Node and only the
 * runtime dependencies: those packages stay imports, not copies. React, which draws the forms of
 * the server's no-script pages with the same field markup as the site, is a build tool elsewhere,
 * so its server renderer is bundled in (production build only). The Postgres migrations are copied
 * to `build/migrations`.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { cp, readFile } from "node:fs/promises";
import { build, stop } from "esbuild";

/** Bundles `server/index.ts`, and the lead export beside it, with the local modules they import. */
export async function compileServer(outfile = "build/server.js") {
  /** @type {unknown} */
  const manifest = JSON.parse(await readFile("package.json", "utf8"));
  const { dependencies } = /** @type {{ dependencies: Record<string, string> }} */ (manifest);
  const options = /** @type {const} */ ({
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: Object.keys(dependencies),
    define: { "process.env.NODE_ENV": '"production"' },
    // The bundled CommonJS of React asks for Node's built-ins with `require`.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    logLevel: "warning",
  });
  await build({ ...options, entryPoints: ["server/index.ts"], outfile });
  await build({
    ...options,
    entryPoints: ["server/leads/cli.ts"],
    outfile: path.join(path.dirname(outfile), "leads.js"),
  });
  // The Postgres store reads its versioned SQL files from beside the module that runs.
  await cp("server/store/migrations", path.join(path.dirname(outfile), "migrations"), {
    recursive: true,
  });
  // esbuild keeps a helper process for further builds; the server that runs next needs none.
  await stop();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await compileServer();
