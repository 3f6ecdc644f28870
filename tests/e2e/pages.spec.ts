import { expect, test } from "@playwright/test";
import { ROUTES, data, posts } from "../content.ts";
import { toSlug } from "../../site/_config/slug.js";
import { expectAccessibleAndFitting } from "../page-checks.ts";

const site = data("site");

test.describe("every page", () => {
  for (const route of ROUTES) {
    test(`${route} answers 200 with its own title, description, canonical URL and Open Graph tags`, async ({
      page,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-type"]).toContain("text/html");
      const title = await page.title();
      expect(title.length).toBeGreaterThan(5);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThanOrEqual(70);
      expect(description?.length).toBeLessThanOrEqual(170);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new URL(route, site.url).href,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        new URL(route, site.url).href,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        /^https:\/\/.+\.png$/,
      );
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }

  test("every page loads all its resources and logs no errors", async ({ page }) => {
    const problems: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    for (const route of ROUTES) {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      expect(problems, route).toEqual([]);
    }
  });

  test("titles and descriptions are unique across pages", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
      descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
    }
    expect(titles.size).toBe(ROUTES.length);
    expect(descriptions.size).toBe(ROUTES.length);
  });

  for (const width of [375, 1280]) {
    test(`has no accessibility violations and no horizontal scroll at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const route of [...ROUTES, "/no-such-page"]) {
        await page.goto(route);
        await expectAccessibleAndFitting(page, route);
      }
    });
  }

  test("every image carries its size, so nothing shifts as it loads", async ({ request }) => {
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
        expect(img, route).toMatch(/\swidth="\d+"/);
        expect(img, route).toMatch(/\sheight="\d+"/);
        expect(img, route).toMatch(/\salt="[^"]+"/);
      }
    }
  });
});

test.describe("unknown paths", () => {
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

  for (const path of missing) {
    test(`${path} answers 404 with the 404 page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("text/html");
      expect(await response.text()).toContain("Oops! Page not found");
    });
  }

  test("the 404 page links home and logs the missing path to the console", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/areas/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect.poll(() => messages.join("\n")).toContain("/areas/atlantis");
  });
});

test.describe("sitemaps and robots", () => {
  test("/sitemap.xml is XML listing every route, area, case study and category with its lastmod", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? "");
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
    const expected = [
      ...ROUTES,
      ...data("areas").map((area: any) => `/areas/${toSlug(area.county)}`),
      ...data("projects").map((project: any) => `/portfolio/${project.slug}`),
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
  });

  test("robots.txt points crawlers at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    expect(await response.text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

test.describe("served like production", () => {
  test("pages carry the security headers", async ({ request }) => {
    for (const path of ["/", "/contact", "/no-such-page"]) {
      const headers = (await request.get(path)).headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  test("hashed assets are cached for a year and text is compressed", async ({ page, request }) => {
    await page.goto("/");
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
    expect(stylesheet).toMatch(/^\/assets\/.+-[\w-]{8}\.css$/);
    const response = await request.get(stylesheet!, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("clean URLs serve the page without a redirect", async ({ request }) => {
    const response = await request.get("/about", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test("the page works before and without any script", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Portfolio" })
      .click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });
});
