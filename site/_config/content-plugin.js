// @ts-check
/**
 * The content checks, the facts and each page's title and description, as an Eleventy plugin: every
 * content file is checked as Eleventy reads it (`core/content/check-content.js`).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ContentError } from "../../core/content/content-error.js";
import {
  checkDataFile,
  checkDataFilesExist,
  checkPost,
  dataDir,
  fillMarkdown,
  isPost,
  pageMeta,
} from "../../core/content/check-content.js";
import { fieldsOf } from "../../core/content/facts.js";

/**
 * Stops on a content mistake. A one-off build prints the message once and exits with status 1
 * (Eleventy's own report would repeat it, with its internals); a dev server that has already
 * built hands it to Eleventy, which shows it and keeps serving until the file is fixed.
 * @param {unknown} error
 * @param {boolean} served true once a dev server has a site to show
 * @returns {never}
 */
function stop(error, served) {
  const fromCommandLine = process.env.ELEVENTY_SOURCE === "cli";
  if (error instanceof ContentError && fromCommandLine && !served) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

/**
 * The content checks, the facts and each page's title and description, as an Eleventy plugin.
 * @param {import("@11ty/eleventy/UserConfig").default} eleventyConfig
 */
export default function contentPlugin(eleventyConfig) {
  let served = false;
  eleventyConfig.on("eleventy.after", ({ runMode }) => {
    served = runMode !== "build";
  });
  /**
   * @template {unknown[]} A
   * @template R
   * @param {(...args: A) => R} fn
   * @returns {(...args: A) => R}
   */
  const guarded =
    (fn) =>
    (...args) => {
      try {
        return fn(...args);
      } catch (error) {
        return stop(error, served);
      }
    };

  eleventyConfig.addDataExtension("json", {
    parser: guarded((contents, filePath) => checkDataFile(filePath, contents)),
  });
  eleventyConfig.on(
    "eleventy.before",
    guarded(() => {
      checkDataFilesExist(dataDir);
      // Every file checked again before anything else runs: the widgets, loaded next, import some
      // of these files themselves, and a bundler's parser would name a mistake in its own words.
      for (const name of readdirSync(dataDir).filter((each) => each.endsWith(".json"))) {
        const file = path.join(dataDir, name);
        checkDataFile(file, readFileSync(file, "utf8"));
      }
    }),
  );
  // Eleventy asks for each page's date before anything else reads the page's data, so a post's
  // front matter is checked here, first, and its date taken as written.
  eleventyConfig.addDateParsing(function (/** @type {unknown} */ date) {
    const inputPath = this.page.inputPath;
    return isPost(inputPath) ? guarded(checkPost)(inputPath) : date;
  });
  eleventyConfig.addPreprocessor("facts", "md", (data, content) =>
    guarded(fillMarkdown)(String(fieldsOf(data.page).inputPath), content, data),
  );
  eleventyConfig.addGlobalData("eleventyComputed", {
    title: guarded((/** @type {Record<string, any>} */ data) => pageMeta(data, "title")),
    description: guarded((/** @type {Record<string, any>} */ data) =>
      pageMeta(data, "description"),
    ),
  });
}
