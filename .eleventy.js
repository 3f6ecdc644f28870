// @ts-check
import { randomBytes } from "node:crypto";
import path from "node:path";
import EleventyVitePlugin from "@11ty/eleventy-plugin-vite";
import filters from "./site/_config/filters.js";
import content from "./site/_config/content.js";
import { emitEleventyFiles } from "./site/_config/vite-emit.js";
import { servePagesAsBuilt } from "./site/_config/dev-server.js";

/** @param {import("@11ty/eleventy/UserConfig").default} eleventyConfig */
export default function (eleventyConfig) {
  // Every content file is checked as it is read, so a bad price or a missing field stops the
  // build with the file, line and field named, instead of rendering a blank.
  eleventyConfig.addPlugin(content);
  eleventyConfig.addPlugin(filters);
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
      plugins: [emitEleventyFiles(["sitemap.xml", "robots.txt", "_headers"]), servePagesAsBuilt()],
    },
    // `npm run dev` listens on PORT, like `npm start`.
    serverOptions: { port: Number(process.env.PORT) || 8080 },
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
