// @ts-check
/**
 * `npm start`: serves the site locally. Builds first only when there is no build yet or a source
 * file changed since the current build began; the server is recompiled every time (it takes
 * milliseconds) so it always matches its source.
 */
import path from "node:path";
import { buildSite } from "./build.js";
import { buildIsCurrent } from "./build-current.js";
import { compileServer } from "./compile-server.js";

if (await buildIsCurrent()) {
  console.log("The build in dist is up to date (npm run build rebuilds it).");
  await compileServer();
} else {
  await buildSite();
}
await import(path.resolve("build/server.js"));
