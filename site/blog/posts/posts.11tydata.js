// @ts-check
/**
 * A post with no body is a draft: it is listed on /blog without a link and has no page of its own.
 * Writing a body publishes it at /blog/{slug} and adds it to the sitemap.
 *
 * Post bodies are Markdown run through Nunjucks, so a price or a project budget is written as
 * `{{ prices["Premium Theater"] | gbp }}` (by package name) or
 * `{{ budgets["windsor-16-seat-theatre"] | gbp }}` (by the project's slug, which a renamed project
 * keeps) and always agrees with the package and project data.
 */

import { withPictureWords } from "../../../core/content/check-content.js";

/** @typedef {{ name: string, price: number }} Package */

/**
 * A lookup table from a list of records: `table(packages, "name", "price")`.
 * Eleventy first calls computed data with stand-in values to learn what it reads, so anything
 * that is not a list of records gives an empty table rather than an error.
 * @param {unknown} items
 * @param {string} key
 * @param {string} value
 * @returns {Record<string, unknown>}
 */
function table(items, key, value) {
  /** @type {Record<string, unknown>} */
  const result = {};
  if (!Array.isArray(items)) return result;
  for (const item of /** @type {unknown[]} */ (items)) {
    if (!item || typeof item !== "object") continue;
    const fields = /** @type {Record<string, unknown>} */ (item);
    result[String(fields[key])] = fields[value];
  }
  return result;
}

export default {
  layout: "layouts/post.njk",
  ogType: "article",
  priority: 0.6,
  changefreq: "monthly",
  eleventyComputed: {
    /** @param {{ page: { rawInput?: string, fileSlug: string } }} data */
    permalink: (data) =>
      (data.page.rawInput ?? "").trim() ? `/blog/${data.page.fileSlug}.html` : false,
    /** @param {{ excerpt: string }} data */
    description: (data) => data.excerpt,
    /** Each post's social-sharing card: a 1200×630 PNG drawn from its own artwork. */
    ogImage: (/** @type {{ page: { fileSlug: string } }} */ data) =>
      `/images/blog/og/${data.page.fileSlug}.png`,
    ogImageAlt: (/** @type {{ title: string }} */ data) => data.title,
    /**
     * The post's picture with its alt text, written once where the picture is described (a
     * project's picture in its entry in projects.json) unless the post gives words of its own.
     * @param {{ image: unknown }} data
     */
    image: (data) => withPictureWords(data.image),
    /**
     * The author's role on the team page, or "" for a guest writer.
     * @param {{ author: string, team: { name: string, role: string }[] }} data
     */
    authorRole: (data) => {
      const role = table(data.team, "name", "role")[data.author];
      return typeof role === "string" ? role : "";
    },
    /**
     * Every package's starting price by name ("Premium Theater" → 50000).
     * @param {{ homeCinema: { packages: Package[] }, mediaRoom: { packages: Package[] }, smartHome: { packages: Package[] } }} data
     */
    prices: (data) => ({
      ...table(data.homeCinema.packages, "name", "price"),
      ...table(data.mediaRoom.packages, "name", "price"),
      ...table(data.smartHome.packages, "name", "price"),
    }),
    /**
     * Every portfolio project's budget by title ("12-Seat Private Theater" → 75000).
     * @param {{ projects: { title: string, budget: number }[] }} data
     */
    budgets: (data) => table(data.projects, "slug", "budget"),
  },
};
