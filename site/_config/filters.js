// @ts-check
import { check, postSchema } from "./schema.js";
import { relatedPosts } from "./related.js";

const pounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});
const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Filters and collections shared by every template. */
/** @param {import("@11ty/eleventy/UserConfig").default} eleventyConfig */
export default function (eleventyConfig) {
  /** 25000 → "£25,000" */
  eleventyConfig.addFilter("gbp", (/** @type {number} */ amount) => pounds.format(amount));
  /** A date as "5 March 2024". */
  eleventyConfig.addFilter("longDate", (/** @type {Date} */ date) => longDate.format(date));
  /** A date as "2024-03-05", for `datetime` attributes and sitemaps. */
  eleventyConfig.addFilter("isoDate", (/** @type {Date} */ date) =>
    date.toISOString().slice(0, 10),
  );
  /** "/about/" on the configured origin → "https://example.co.uk/about". */
  eleventyConfig.addFilter(
    "absoluteUrl",
    (/** @type {string | false} */ url, /** @type {string} */ origin) =>
      new URL(cleanUrl(url), origin).href,
  );
  eleventyConfig.addFilter("cleanUrl", cleanUrl);
  /** Items of a list whose `pages` include the given page. */
  eleventyConfig.addFilter(
    "forPage",
    (/** @type {{pages: string[]}[]} */ items, /** @type {string} */ page) =>
      items.filter((item) => item.pages.includes(page)),
  );
  /** 3 → "03", for numbered steps. */
  eleventyConfig.addFilter("pad2", (/** @type {number} */ n) => String(n).padStart(2, "0"));
  /** "Eleanor Whitfield" → "EW" */
  eleventyConfig.addFilter("initials", (/** @type {string} */ name) =>
    name
      .split(/\s+/)
      .map((word) => word[0])
      .join("")
      .slice(0, 2)
      .toUpperCase(),
  );
  /** The values of one key across a list of objects. */
  eleventyConfig.addFilter(
    "pluck",
    (/** @type {Record<string, unknown>[]} */ items, /** @type {string} */ key) =>
      items.map((item) => item[key]),
  );
  /** Area names as schema.org places. */
  eleventyConfig.addFilter("schemaAreas", (/** @type {string[]} */ names) =>
    names.map((name) => ({ "@type": "AdministrativeArea", name })),
  );
  /** Opening hours as schema.org OpeningHoursSpecification, closed days left out. */
  eleventyConfig.addFilter(
    "openingHours",
    (/** @type {{dayOfWeek: string[], opens?: string, closes?: string}[]} */ days) =>
      days
        .filter((day) => day.opens && day.closes)
        .map((day) => ({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: day.dayOfWeek,
          opens: day.opens,
          closes: day.closes,
        })),
  );
  /** The distinct origins of the URLs that point off this site ("/api/x" has none). */
  eleventyConfig.addFilter("externalOrigins", (/** @type {string[]} */ urls) => [
    ...new Set(urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin)),
  ]);
  /** Up to three published posts to read next, same category first. */
  eleventyConfig.addFilter("relatedPosts", relatedPosts);
  /** A date as a full ISO 8601 timestamp, for structured data and `article:published_time`. */
  eleventyConfig.addFilter("isoDateTime", (/** @type {Date} */ date) => date.toISOString());
  /** A value as JSON that is safe inside a <script> element. */
  eleventyConfig.addFilter("json", (/** @type {unknown} */ value) =>
    JSON.stringify(value).replace(/</g, "\\u003c"),
  );

  /** Every blog post, teasers included, newest first, front matter checked. */
  eleventyConfig.addCollection("posts", (collectionApi) =>
    collectionApi
      .getFilteredByGlob("site/blog/posts/*.md")
      .map((post) => {
        check(post.inputPath.replace(/^\.\//, ""), postSchema, post.data);
        return post;
      })
      .sort((a, b) => b.date.getTime() - a.date.getTime()),
  );

  /** Pages that belong in the XML sitemap: every page with a URL, bar the 404 page. */
  eleventyConfig.addCollection("sitemap", (collectionApi) =>
    collectionApi
      .getAll()
      .filter((item) => typeof item.url === "string" && item.url.endsWith("/"))
      .sort(
        (a, b) =>
          (b.data.priority ?? 0.5) - (a.data.priority ?? 0.5) ||
          String(a.url).localeCompare(String(b.url)),
      ),
  );
}

/**
 * The public form of a page URL: "/about/" → "/about", "/" stays "/"; an unpublished page's
 * `false` becomes "".
 * @param {string | false} url
 */
export function cleanUrl(url) {
  if (typeof url !== "string") return "";
  return url.length > 1 ? url.replace(/\/$/, "") : url;
}
