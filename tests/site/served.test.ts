import { describe, expect, test } from "vitest";
import { toSlug } from "../../site/_config/slug.js";
import { ROUTES, data, posts } from "../content.ts";
import { serveDist } from "./serve-dist.ts";

/**
 * The built site as the server `npm start` runs sends it, read without a browser: status codes,
 * headers, the sitemap and robots.txt, and what every page's HTML must carry.
 */
const site = data("site");
const origin = serveDist();

/** The server's answer to a GET of `pathname`, redirects not followed. */
const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${origin()}${pathname}`, { redirect: "manual", headers });
const text = async (pathname: string) => (await get(pathname)).text();

describe("every page", () => {
  test("titles and descriptions are unique across pages", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of ROUTES) {
      const html = await text(route);
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
      descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
    }
    expect(titles.size).toBe(ROUTES.length);
    expect(descriptions.size).toBe(ROUTES.length);
  });

  test("every image carries its size, so nothing shifts as it loads", async () => {
    for (const route of ROUTES) {
      const html = await text(route);
      for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
        expect(img, route).toMatch(/\swidth="\d+"/);
        expect(img, route).toMatch(/\sheight="\d+"/);
        expect(img, route).toMatch(/\salt="[^"]+"/);
      }
    }
  });

  test("no script blocks the first paint", async () => {
    for (const route of ROUTES) {
      const html = await text(route);
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag, route).toMatch(/type="(module|application\/ld\+json)"|\b(defer|async)\b/);
      }
    }
  });

  test("every page in the sitemap has its own title, a 70 to 170 character description and one h1", async () => {
    const xml = await text("/sitemap.xml");
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const titles = new Map<string, string>();
    for (const pathname of paths) {
      const html = await text(pathname);
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      expect(titles.get(title), `${pathname} shares its title`).toBeUndefined();
      titles.set(title, pathname);
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
      expect(description.length, `${pathname}: ${description}`).toBeGreaterThanOrEqual(70);
      expect(description.length, `${pathname}: ${description}`).toBeLessThanOrEqual(170);
      expect(html.match(/<h1[\s>]/g), pathname).toHaveLength(1);
    }
  });
});

describe("unknown paths", () => {
  const missing = [
    "/no-such-page",
    "/services/not-a-service",
    "/areas/atlantis",
    "/blog/category/no-such-category",
    "/portfolio/no-such-project",
    "/_headers",
    // A post with no body yet is a teaser: listed, but not published.
    ...posts()
      .filter((post) => !post.body.trim())
      .map((post) => `/blog/${post.slug}`),
  ];

  for (const pathname of missing) {
    test(`${pathname} answers 404 with the 404 page`, async () => {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain("Oops! Page not found");
    });
  }
});

describe("sitemaps and robots", () => {
  test("/sitemap.xml is XML listing every route, area, case study and category with its lastmod", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? "");
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
    const expected = [
      ...ROUTES,
      ...data("areas").map((area) => `/areas/${toSlug(area.county)}`),
      ...data("projects").map((project) => `/portfolio/${project.slug}`),
      ...posts().map((post) => `/blog/category/${toSlug(post.data.category)}`),
      ...posts()
        .filter((post) => post.body.trim())
        .map((post) => `/blog/${post.slug}`),
    ];
    for (const route of expected) expect(locs).toContain(new URL(route, site.url).href);
    for (const entry of entries) {
      const priority = Number(/<priority>([^<]+)<\/priority>/.exec(entry)?.[1]);
      expect(priority).toBeGreaterThanOrEqual(0.3);
      expect(priority).toBeLessThanOrEqual(1);
      expect(entry).toMatch(
        /<changefreq>(always|hourly|daily|weekly|monthly|yearly|never)<\/changefreq>/,
      );
      const lastmod = /<lastmod>(\d{4}-\d\d-\d\d)<\/lastmod>/.exec(entry)?.[1];
      expect(lastmod && !Number.isNaN(Date.parse(lastmod)), entry).toBe(true);
    }
    for (const post of posts().filter((post) => post.body.trim())) {
      const entry = entries.find((e) => e.includes(`/blog/${post.slug}<`));
      expect(entry).toContain(
        `<lastmod>${new Date(post.data.date).toISOString().slice(0, 10)}</lastmod>`,
      );
    }
    // Every article is in the XML sitemap.
    for (const post of posts()) expect(xml).toContain(`<loc>${site.url}/blog/${post.slug}</loc>`);
  });

  test("robots.txt points crawlers at the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

describe("served like production", () => {
  test("pages carry the security headers", async () => {
    for (const pathname of ["/", "/contact", "/no-such-page"]) {
      const headers = (await get(pathname)).headers;
      const csp = headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  test("hashed assets are cached for a year and text is compressed", async () => {
    const html = await text("/");
    const stylesheet = /<link rel="stylesheet"[^>]*\shref="([^"]+)"/.exec(html)?.[1];
    expect(stylesheet).toMatch(/^\/assets\/.+-[\w-]{8}\.css$/);
    const response = await get(stylesheet!, { "Accept-Encoding": "gzip" });
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  test("clean URLs serve the page without a redirect", async () => {
    expect((await get("/about")).status).toBe(200);
  });
});

/** A path no page links to: it must answer 404, so the crawl would notice a catch-all 200. */
const MISSING = "/no-such-page-for-the-crawl";

/** Every URL an HTML page points at through href, src and srcset, fragments kept. */
function htmlReferences(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\s(href|src|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = (match[2] ?? match[3] ?? "").replace(/&amp;/g, "&");
    if (match[1] === "srcset") {
      for (const candidate of value.split(",")) found.push(candidate.trim().split(/\s+/)[0] ?? "");
    } else found.push(value);
  }
  return found.filter(Boolean);
}

/** Every URL a stylesheet points at through url(). */
function cssReferences(css: string): string[] {
  return [...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)]
    .map((match) => match[1] ?? "")
    .filter((url) => !url.startsWith("data:") && !url.startsWith("#"));
}

// Every page, picture and file the site links, one request at a time: a few seconds on a quiet
// machine, several times that on a busy one.
test(
  "a crawl from / reaches only pages and files that answer 200",
  { timeout: 60_000 },
  async () => {
    const base = origin();
    const queue = ["/"];
    const seen = new Set(queue);
    const failures: string[] = [];
    const pages = new Map<string, string>();
    /** Fragments linked to, by the page that should hold them, and where each link was found. */
    const fragments: { path: string; id: string; from: string }[] = [];

    while (queue.length) {
      const path = queue.shift()!;
      const response = await get(path);
      if (response.status !== 200) {
        failures.push(`${response.status} ${path}`);
        continue;
      }
      const type = response.headers.get("content-type") ?? "";
      let references: string[] = [];
      if (type.includes("text/html")) {
        const html = await response.text();
        pages.set(path, html);
        references = htmlReferences(html);
      } else if (type.includes("text/css")) {
        references = cssReferences(await response.text());
      }
      for (const reference of references) {
        const url = new URL(reference, base + path);
        if (url.origin !== base) continue;
        if (url.hash.length > 1)
          fragments.push({
            path: url.pathname,
            id: decodeURIComponent(url.hash.slice(1)),
            from: path,
          });
        if (!seen.has(url.pathname)) {
          seen.add(url.pathname);
          queue.push(url.pathname);
        }
      }
    }

    expect(failures).toEqual([]);
    // Sanity: the crawl really walked the site rather than stopping at the front door.
    expect(pages.size).toBeGreaterThan(20);

    const missingTargets = fragments
      .filter(({ path, id }) => pages.has(path) && !pages.get(path)!.includes(`id="${id}"`))
      .map(({ path, id, from }) => `${path}#${id} (linked from ${from})`);
    expect([...new Set(missingTargets)]).toEqual([]);

    // Every page a visitor can reach is in the XML sitemap, and the sitemap lists nothing else.
    const xml = await text("/sitemap.xml");
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect([...pages.keys()].sort()).toEqual(listed.sort());
    expect(xml).toContain(`<loc>${site.url}/</loc>`);

    expect((await get(MISSING)).status).toBe(404);
  },
);
