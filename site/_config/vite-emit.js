// @ts-check
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

/**
 * A Vite plugin that carries Eleventy's non-HTML output (sitemap.xml, robots.txt, _headers) into the final
 * build. The Vite plugin rebuilds `dist/` from HTML entries only, so anything Eleventy wrote that
 * no page imports would otherwise be dropped.
 * @param {string[]} names file names to carry over, wherever they are in the output
 * @returns {import("vite").Plugin}
 */
export function emitEleventyFiles(names) {
  /** @type {string} */
  let root = "";
  return {
    name: "emit-eleventy-files",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !names.includes(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const fileName = path.relative(root, file);
        if (fileName.startsWith("public" + path.sep)) continue;
        this.emitFile({ type: "asset", fileName, source: await readFile(file) });
      }
    },
  };
}

/**
 * Marks the page's module scripts `fetchpriority="low"`. Vite writes its own tag for the script a
 * page names, without that page's attributes, so this is done on the built HTML. The one script
 * every page loads only readies widgets a visitor reaches for later and changes nothing before the
 * first paint, so the stylesheet, the font and the hero picture are fetched first.
 * @returns {import("vite").Plugin}
 */
export function lowPriorityScripts() {
  return {
    name: "low-priority-scripts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(/<script type="module"(?![^>]*fetchpriority)/g, '$& fetchpriority="low"'),
    },
  };
}
