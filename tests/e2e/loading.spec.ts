import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test, type Browser } from "@playwright/test";
import { ROUTES } from "../content.ts";

interface Budget {
  html: number;
  css: number;
  jsFirstVisit: number;
  jsReturningVisit: number;
}
const budgets = JSON.parse(readFileSync("bench/budgets.json", "utf8"));
const budgetFor = (route: string): Budget => ({ ...budgets.default, ...budgets.pages[route] });

/**
 * Loads a page in a fresh phone-sized browser and returns the gzip bytes of its HTML, CSS and
 * JavaScript once every widget that loads without interaction has loaded.
 */
async function weigh(browser: Browser, route: string, returning: boolean) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  if (returning)
    await context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  const page = await context.newPage();
  const bytes = { html: 0, css: 0, js: 0 };
  const bodies: Promise<void>[] = [];
  page.on("response", (response) => {
    const kind = { document: "html", stylesheet: "css", script: "js" }[
      response.request().resourceType()
    ] as keyof typeof bytes;
    if (kind)
      bodies.push(response.body().then((body) => void (bytes[kind] += gzipSync(body).length)));
  });
  await page.goto(route, { waitUntil: "load" });
  if (!returning) await page.waitForFunction(() => customElements.get("cookie-banner"));
  await page.waitForLoadState("networkidle");
  await Promise.all(bodies);
  await context.close();
  return bytes;
}

test.describe("page weight", () => {
  for (const route of ROUTES) {
    test(`${route} stays within its gzip budget`, async ({ browser }) => {
      const budget = budgetFor(route);
      const first = await weigh(browser, route, false);
      const returning = await weigh(browser, route, true);
      expect(first.html, "HTML").toBeLessThanOrEqual(budget.html);
      expect(first.css, "CSS").toBeLessThanOrEqual(budget.css);
      expect(first.js, "JavaScript on a first visit").toBeLessThanOrEqual(budget.jsFirstVisit);
      expect(returning.js, "JavaScript once the cookie banner is answered").toBeLessThanOrEqual(
        budget.jsReturningVisit,
      );
    });
  }
});

test.describe("loading", () => {
  test("no script blocks the first paint", async ({ request }) => {
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag, route).toMatch(/type="(module|application\/ld\+json)"|\b(defer|async)\b/);
      }
    }
  });

  test("a returning visitor gets React only when a widget is needed, and only once", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
    await page.setViewportSize({ width: 375, height: 700 });
    const scripts: string[] = [];
    page.on(
      "request",
      (request) =>
        request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname),
    );
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/loader-[\w-]+\.js$/);

    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(page.getByRole("link", { name: "Get Consultation" })).toBeVisible();
    await page.locator("mobile-nav summary").hover();
    await page.locator("mobile-nav").getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();

    const react = scripts.filter((path) => /define-element/.test(path));
    expect(react).toHaveLength(1);
    expect(new Set(scripts).size).toBe(scripts.length);
  });

  test("a page loads only the widgets it uses", async ({ page }) => {
    await page.goto("/about");
    await page.waitForFunction(() => customElements.get("cookie-banner"));
    await page.waitForLoadState("networkidle");
    const defined = await page.evaluate(() =>
      ["consultation-form", "cookie-banner", "floating-cta", "mobile-nav"].filter((tag) =>
        customElements.get(tag),
      ),
    );
    expect(defined).toEqual(["cookie-banner"]);
  });
});
