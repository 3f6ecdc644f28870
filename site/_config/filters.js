// @ts-check
import { gbp } from "../../core/content/facts.js";
import { relatedPosts } from "./related.js";
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
  eleventyConfig.addFilter("gbp", gbp);
  /** "020 7946 0000" → "+442079460000", for a tel: link. */
  eleventyConfig.addFilter("telHref", telHref);
  /** A date as "5 March 2024". */
  eleventyConfig.addFilter("longDate", (/** @type {Date} */ date) => longDate.format(date));
  /** A date as "2024-03-05", for `datetime` attributes and sitemaps. */
  eleventyConfig.addFilter("isoDate", (/** @type {Date} */ date) =>
    date.toISOString().slice(0, 10),
  );
  /** "/about" on the configured origin → "https://example.co.uk/about". */
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
  /** The telephone and postal address of site.json as schema.org fields, each only when set. */
  eleventyConfig.addFilter("schemaContact", schemaContact);
  /** The core services with their "from" prices, as schema.org offers. */
  eleventyConfig.addFilter(
    "schemaOffers",
    (
      /** @type {{ title: string, href: string, from: number }[]} */ services,
      /** @type {string} */ origin,
    ) =>
      services.map((service) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: service.title, url: origin + service.href },
        priceSpecification: {
          "@type": "PriceSpecification",
          minPrice: service.from,
          priceCurrency: "GBP",
        },
      })),
  );
  /** An object with the keys of another added (JSON-LD with optional parts, a widget's words). */
  eleventyConfig.addFilter("merge", (/** @type {object} */ a, /** @type {object} */ b) => ({
    ...a,
    ...b,
  }));
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

  /** Every blog post, teasers included, newest first (front matter is checked as it is read). */
  eleventyConfig.addCollection("posts", (collectionApi) =>
    collectionApi
      .getFilteredByGlob("site/blog/posts/*.md")
      .sort((a, b) => b.date.getTime() - a.date.getTime()),
  );

  /** Pages that belong in the XML sitemap: every HTML page with a URL, bar the 404 page. */
  eleventyConfig.addCollection("sitemap", (collectionApi) =>
    collectionApi
      .getAll()
      .filter(
        (item) =>
          typeof item.url === "string" &&
          String(/** @type {{ outputPath?: unknown }} */ (item).outputPath).endsWith(".html") &&
          item.url !== "/404",
      )
      .sort(
        (a, b) =>
          (b.data.priority ?? 0.5) - (a.data.priority ?? 0.5) ||
          String(a.url).localeCompare(String(b.url)),
      ),
  );
}

/**
 * The public form of a page URL, the one every host serves without a redirect: "/about/",
 * "/about.html" and "/about/index.html" → "/about", "/" stays "/"; an unpublished page's `false`
 * becomes "".
 * @param {string | false} url
 */
export function cleanUrl(url) {
  if (typeof url !== "string") return "";
  const clean = url.replace(/(\/index)?\.html$/, "").replace(/\/$/, "");
  return clean === "" ? "/" : clean;
}

/**
 * A UK telephone number as a tel: link wants it: "020 7946 0000" → "+442079460000".
 * @param {string} telephone
 */
export function telHref(telephone) {
  const digits = telephone.replace(/[^\d+]/g, "");
  return digits.startsWith("0") ? `+44${digits.slice(1)}` : digits;
}

/**
 * The telephone and postal address as schema.org fields; a field that is not set is left out.
 * @param {{ telephone?: string, address?: { street: string, town: string, county?: string, postcode: string } }} site
 */
export function schemaContact(site) {
  return {
    ...(site.telephone ? { telephone: telHref(site.telephone) } : {}),
    ...(site.address
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: site.address.street,
            addressLocality: site.address.town,
            ...(site.address.county ? { addressRegion: site.address.county } : {}),
            postalCode: site.address.postcode,
            addressCountry: "GB",
          },
        }
      : {}),
  };
}
