// @ts-check
/**
 * Filters and collections behind the pages built from content: area pages, blog categories,
 * case studies and portfolio filters, breadcrumbs, and the XML sitemap's dates.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { cleanUrl } from "./filters.js";
import { countyOf, groupBySlug, toSlug } from "./slug.js";

/** @param {import("@11ty/eleventy/UserConfig").default} eleventyConfig */
export default function (eleventyConfig) {
  eleventyConfig.on("eleventy.before", () => changes.clear());

  /** "Design Tips" → "design-tips": the slug every derived page address uses. */
  eleventyConfig.addFilter("slug", toSlug);
  /** The areas flagged to be shown in one place ("footer", "contact", "sitemap", "schema"). */
  eleventyConfig.addFilter(
    "shownIn",
    (/** @type {{shownIn: string[]}[]} */ areas, /** @type {string} */ where) =>
      areas.filter((area) => area.shownIn.includes(where)),
  );
  /** Items whose "Town, County" `location` is in the given county. */
  eleventyConfig.addFilter(
    "inCounty",
    (/** @type {{location: string}[]} */ items, /** @type {string} */ county) =>
      items.filter((item) => toSlug(countyOf(item.location)) === toSlug(county)),
  );
  /** The distinct project types, in the order projects first use them, each with its slug. */
  eleventyConfig.addFilter("projectTypes", (/** @type {{type: string}[]} */ projects) =>
    groupBySlug(projects, (project) => project.type),
  );
  /** The projects of one type. */
  eleventyConfig.addFilter(
    "ofType",
    (/** @type {{type: string}[]} */ projects, /** @type {string} */ type) =>
      projects.filter((project) => project.type === type),
  );
  /** Items whose `key` equals `value`. */
  eleventyConfig.addFilter(
    "where",
    (
      /** @type {Record<string, unknown>[]} */ items,
      /** @type {string} */ key,
      /** @type {unknown} */ value,
    ) => items.filter((item) => item[key] === value),
  );
  /** The business address as a schema.org PostalAddress (a plain string is the street). */
  eleventyConfig.addFilter(
    "postalAddress",
    (/** @type {string | Record<string, string>} */ address) =>
      typeof address === "string"
        ? { "@type": "PostalAddress", streetAddress: address }
        : { "@type": "PostalAddress", ...address },
  );
  /**
   * The trail from the home page to this page through each ancestor path that is a page:
   * "/blog/category/audio" → Home, Blog, Audio ("/blog/category" is no page, so it is skipped).
   */
  eleventyConfig.addFilter(
    "breadcrumbs",
    (
      /** @type {string} */ url,
      /** @type {{url: string | false, data: {title?: string, crumb?: string}}[]} */ pages,
      /** @type {string} */ title,
    ) => {
      const names = new Map(pages.map((item) => [item.url, item.data.crumb ?? item.data.title]));
      const parts = url.split("/").filter(Boolean);
      const trail = [{ name: "Home", url: "/" }];
      for (let i = 1; i < parts.length; i++) {
        const ancestor = `/${parts.slice(0, i).join("/")}`;
        const name = names.get(ancestor);
        if (name) trail.push({ name, url: ancestor });
      }
      trail.push({ name: title, url });
      return trail;
    },
  );
  /** A breadcrumb trail as schema.org BreadcrumbList, with absolute URLs on `origin`. */
  eleventyConfig.addFilter(
    "breadcrumbList",
    (/** @type {{name: string, url: string}[]} */ trail, /** @type {string} */ origin) => ({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: trail.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: new URL(cleanUrl(crumb.url), origin).href,
      })),
    }),
  );
  /**
   * When a page last changed, for the XML sitemap: a post's own date, otherwise the latest
   * change to its template or to any data file the template names (`projects`, `areas`, …).
   */
  // Read once per build, before any page asks (and afresh on each rebuild in dev).
  eleventyConfig.on("eleventy.before", () => {
    changes.clear();
    committedDates = readCommittedDates();
  });
  eleventyConfig.addFilter(
    "lastModified",
    (/** @type {{inputPath: string, date: Date}} */ item) => {
      if (item.inputPath.includes("/blog/posts/")) return item.date;
      const source = readFileSync(item.inputPath, "utf8");
      const files = [
        item.inputPath,
        ...dataFiles().filter((file) =>
          new RegExp(`\\b${path.basename(file, ".json")}\\b`).test(source),
        ),
      ];
      return new Date(Math.max(...files.map((file) => lastChange(file).getTime())));
    },
  );

  /** The categories the posts use, alphabetically, each with its slug and posts (newest first). */
  eleventyConfig.addCollection("postCategories", (collectionApi) =>
    groupBySlug(
      collectionApi
        .getFilteredByGlob("site/blog/posts/*.md")
        .sort((a, b) => b.date.getTime() - a.date.getTime()),
      (post) => String(post.data.category),
    )
      .map(({ name, slug, items }) => ({ name, slug, posts: items }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  );
}

/** The content files in site/_data/. */
function dataFiles() {
  return readdirSync("site/_data")
    .filter((name) => name.endsWith(".json"))
    .map((name) => `site/_data/${name}`);
}

/** @type {Map<string, Date>} */
const changes = new Map();

/**
 * The date of the last commit that touched a file; its modification time when it has
 * uncommitted changes or the site is built outside a git checkout.
 * @param {string} file
 */
function lastChange(file) {
  const known = changes.get(file);
  if (known) return known;
  committedDates ??= readCommittedDates();
  const relative = path.relative(process.cwd(), file).split(path.sep).join("/");
  const committed = committedDates.dates.get(relative);
  const date =
    committed && !committedDates.changed.has(relative) ? committed : statSync(file).mtime;
  changes.set(file, date);
  return date;
}

/** @type {{ dates: Map<string, Date>, changed: Set<string> } | undefined} */
let committedDates;

/**
 * Each file's last commit date and the files changed since, from two git calls for the whole
 * site (one per file would cost a noticeable share of the build); empty without git.
 */
function readCommittedDates() {
  const dates = new Map();
  const changed = new Set();
  try {
    const git = (/** @type {string[]} */ ...args) =>
      execFileSync("git", args, {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
        maxBuffer: 64 * 1024 * 1024,
      });
    let current = "";
    for (const line of git("log", "--format=%x00%cI", "--name-only", "--", "site").split("\n")) {
      if (line.startsWith("\0")) current = line.slice(1);
      else if (line && current && !dates.has(line)) dates.set(line, new Date(current));
    }
    for (const line of git("status", "--porcelain", "--", "site").split("\n")) {
      if (line) changed.add(line.slice(3));
    }
  } catch {
    // No git here: each file's own time is the best we know.
  }
  return { dates, changed };
}
