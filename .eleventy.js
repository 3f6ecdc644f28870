// @ts-check
import { randomBytes } from "node:crypto";
import path from "node:path";
import EleventyVitePlugin from "@11ty/eleventy-plugin-vite";
import filters from "./site/_config/filters.js";
import pages from "./site/_config/pages.js";
import { checkDataFile, checkDataFilesExist } from "./site/_config/content.js";
import { emitEleventyFiles } from "./site/_config/vite-emit.js";

/** @param {import("@11ty/eleventy/UserConfig").default} eleventyConfig */
export default function (eleventyConfig) {
  // Every data file is checked against its schema as it is read, so a bad price or a missing
  // field stops the build with the file and field named, instead of rendering a blank.
  eleventyConfig.addDataExtension("json", {
    parser: (/** @type {string} */ contents, /** @type {string} */ filePath) =>
      checkDataFile(filePath, JSON.parse(contents)),
  });
  eleventyConfig.on("eleventy.before", () => checkDataFilesExist(path.resolve("site/_data")));

  eleventyConfig.addPlugin(filters);
  eleventyConfig.addPlugin(pages);
  eleventyConfig.addGlobalData("layout", "layouts/base.njk");
  // The no-script consultation form's token: 24 lowercase hex characters, the shape the server checks.
  eleventyConfig.addGlobalData("buildToken", () => randomBytes(12).toString("hex"));

  eleventyConfig.addPlugin(EleventyVitePlugin, {
    viteOptions: {
      resolve: {
        alias: {
          "/widgets": path.resolve("widgets"),
          "/styles": path.resolve("site/styles"),
        },
      },
      build: {
        assetsDir: "assets",
        // Inline nothing: a data: URL would need a laxer Content-Security-Policy.
        assetsInlineLimit: 0,
        modulePreload: { polyfill: false },
      },
      plugins: [emitEleventyFiles(["sitemap.xml", "robots.txt", "_headers"])],
    },
  });

  eleventyConfig.addWatchTarget("widgets/");
  eleventyConfig.addWatchTarget("site/styles/");
}

export const config = {
  dir: { input: "site", output: "dist", includes: "_includes", data: "_data" },
  markdownTemplateEngine: "njk",
  htmlTemplateEngine: "njk",
  templateFormats: ["njk", "md"],
};
