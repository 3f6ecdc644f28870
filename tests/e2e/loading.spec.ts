import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { ROUTES, data } from "../content.ts";
import { budgetFor, budgets, weigh } from "../page-checks.ts";
import { loadEveryWidget, takeOver } from "../widgets.ts";

const nav = data("nav");

test.describe("page weight", () => {
  test("a returning visitor downloads only the loader on every page", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    await context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    const page = await context.newPage();
    for (const route of ROUTES) {
      const weight = weigh(page);
      await page.goto(route, { waitUntil: "load" });
      expect((await weight.total()).js, route).toBeLessThanOrEqual(
        budgetFor(route).jsReturningVisit,
      );
      weight.stop();
    }
    await context.close();
  });
});

// The pictures' markup (the hero fetched first, the rest lazy; sizes, AVIF and WebP at several
// widths) is read from the built HTML in tests/site/pages.test.ts.

test.describe("the planner's weight", () => {
  test("reaching for the planner adds React and at most its own budget of code", async ({
    page,
  }) => {
    // Each script is named as its response arrives; its size is read later, so a body that takes
    // a moment to read can never make a script loaded before the reach look added by it.
    const scripts = new Map<string, Promise<number>>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const name = new URL(response.url()).pathname;
      scripts.set(
        name,
        response.body().then((body) => gzipSync(body).length),
      );
    });
    await page.goto("/plan-your-cinema");
    await page.waitForLoadState("networkidle");
    const before = new Set(scripts.keys());
    await takeOver(page, "cinema-planner", (planner) =>
      planner.locator(".planner__result").hover(),
    );
    // Taken over, the planner has run every module it imports: each has answered, so it is named.
    const added = await Promise.all(
      [...scripts]
        .filter(([name]) => !before.has(name))
        .map(async ([name, size]) => [name, await size] as const),
    );
    // React and the custom-element glue every widget shares come in one chunk of their own.
    const own = added.filter(([name]) => !/\/define-element-/.test(name));
    expect(added.length).toBeGreaterThan(own.length);
    const bytes = own.reduce((sum, [, size]) => sum + size, 0);
    expect(bytes, own.map(([name]) => name).join(", ")).toBeGreaterThan(0);
    expect(bytes, JSON.stringify(own)).toBeLessThanOrEqual(budgets.planner.js);
  });
});

test.describe("loading", () => {
  test("the first paint waits for no script: the loader comes at low priority and shows the cookie banner after it", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const priorities = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", ({ request }) =>
      priorities.set(new URL(request.url).pathname, request.initialPriority),
    );
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const banner = document.querySelector<HTMLElement>("cookie-banner");
        if (banner && !banner.hidden)
          document.documentElement.dataset.bannerShownAt ??= String(performance.now());
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["hidden"] });
    });
    await page.goto("/contact");
    await expect(page.locator("cookie-banner")).toBeVisible();
    const { shownAt, paintedAt } = await page.evaluate(() => ({
      shownAt: Number(document.documentElement.dataset.bannerShownAt),
      paintedAt: performance.getEntriesByName("first-paint")[0]?.startTime ?? NaN,
    }));
    expect(shownAt).toBeGreaterThan(paintedAt);
    const of = (pattern: RegExp) =>
      [...priorities].find(([path]) => pattern.test(path))?.[1] ?? "not requested";
    expect(of(/^\/assets\/loader-.*\.js$/)).toBe("Low");
    expect(of(/^\/assets\/loader-.*\.css$/)).toBe("VeryHigh");
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
    expect(scripts).toHaveLength(1);
    await takeOver(page, "mobile-nav", (menu) => menu.locator("summary").click());
    await expect(page.getByRole("navigation", { name: nav.menu.label })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.locator("mobile-nav summary").click();

    const react = scripts.filter((path) => /define-element/.test(path));
    expect(react).toHaveLength(1);
    expect(new Set(scripts).size).toBe(scripts.length);
  });

  test("a page loads only the widgets it has, once each is reached for", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    const defined = () =>
      page.evaluate(() =>
        [
          "cinema-planner",
          "consultation-form",
          "cookie-banner",
          "floating-cta",
          "mobile-nav",
        ].filter((tag) => customElements.get(tag)),
      );
    expect(await defined()).toEqual([]);
    await loadEveryWidget(page);
    expect(await defined()).toEqual(["cookie-banner", "mobile-nav"]);
  });
});
