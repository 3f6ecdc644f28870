// @ts-check
import path from "node:path";
import { runnerImport } from "vite";

const WORDS = path.resolve("core/content/words.ts");
/** One module per export, so each lands in the chunk of the code that uses it. */
const PART = "\0words-as-built:";

/** The exports of a module Vite ran: `words.ts`'s, each a content file's words. */
const exportsOf = (/** @type {{ module: Record<string, unknown> }} */ result) => result.module;

/**
 * A Vite plugin that hands the browser's bundles the site's words as the build filled them:
 * `core/content/words.ts` is run once, here, and each of its exports becomes a module of its own
 * holding a plain value. A widget, and the partner embed, then carry the sentences they show, never
 * the content files whole nor the code that fills their facts, and a page that never opens the 3D
 * seat view never downloads its words. Code run by Node (the build's own rendering, the server)
 * imports the module itself.
 * @returns {import("vite").Plugin}
 */
export function wordsAsBuilt() {
  /** @type {Promise<Record<string, unknown>> | undefined} */
  let words;
  const read = () =>
    (words ??= runnerImport(WORDS, { configFile: false, logLevel: "warn" }).then(exportsOf));
  return {
    name: "words-as-built",
    // Only when building: the dev server serves words.ts itself, so an edited data file shows at
    // once rather than the words this plugin read when it started.
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(PART) ? id : null;
    },
    async load(id, options) {
      if (options?.ssr) return null;
      if (id.startsWith(PART)) {
        const name = id.slice(PART.length);
        return `export const ${name} = ${JSON.stringify((await read())[name])};`;
      }
      if (path.resolve(id.replace(/\?.*$/, "")) !== WORDS) return null;
      return Object.keys(await read())
        .map((name) => `export { ${name} } from ${JSON.stringify(PART + name)};`)
        .join("\n");
    },
  };
}
