import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * Resolves once the page has been idle after its load event: by then every widget the loader
 * defers to idle time has been requested, so an absent one is absent for good, not merely late.
 */
function afterIdle(page: Page) {
  return page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
}

test.describe("cookie banner", () => {
  for (const [button, stored] of [
    ["Accept All", "accepted"],
    ["Decline", "declined"],
  ] as const) {
    test(`${button} stores "${stored}", hides the banner, and it stays hidden on the next page`, async ({
      page,
    }) => {
      await page.goto("/about");
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute(
        "href",
        "/privacy-policy",
      );
      await banner.getByRole("button", { name: button }).click();
      await expect(banner).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(stored);
      await page.goto("/services");
      await page.reload();
      await page.waitForLoadState("load");
      await afterIdle(page);
      await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    });
  }

  test("a visitor who has answered never downloads the banner's code", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
    const scripts: string[] = [];
    page.on(
      "request",
      (request) => request.resourceType() === "script" && scripts.push(request.url()),
    );
    await page.goto("/about");
    await page.waitForLoadState("load");
    await afterIdle(page);
    expect(await page.evaluate(() => customElements.get("cookie-banner"))).toBeUndefined();
    expect(scripts.filter((url) => /react|define/.test(url))).toEqual([]);
  });

  test("never covers the consultation form's submit button on a 375 px screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    // Smooth scrolling would make the positions below depend on timing.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await page.locator("consultation-form").scrollIntoViewIfNeeded();
    const widgetSubmit = page
      .locator("consultation-form form[novalidate]")
      .getByRole("button", { name: /Request/ });
    await expect(widgetSubmit).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    // Reaching the button by keyboard scrolls it into view above the banner, never under it.
    await widgetSubmit.focus();
    const box = (await widgetSubmit.boundingBox())!;
    const banner = (await page.getByRole("region", { name: "Cookie consent" }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(banner.y);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page.locator("footer .footer-base").boundingBox();
    const bannerAtEnd = (await page.getByRole("region", { name: "Cookie consent" }).boundingBox())!;
    expect(footerEnd!.y + footerEnd!.height).toBeLessThanOrEqual(bannerAtEnd.y + 1);
  });
});

test.describe("floating call to action", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  });

  test("appears after 500 px of scrolling at 1280 px, with Free Consultation only", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services");
    const free = page.getByRole("link", { name: "Free Consultation", exact: true });
    await expect(free).toHaveCount(0);
    // Scroll, and wait until the page has handled that scroll, before asserting nothing appeared.
    await page.evaluate(
      () =>
        new Promise((done) => {
          addEventListener("scroll", () => requestAnimationFrame(done), { once: true });
          window.scrollTo(0, 400);
        }),
    );
    await expect(free).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(free).toBeVisible();
    await expect(free).toHaveAttribute("href", "/#consultation");
    await expect(page.getByRole("link", { name: "Get Consultation" })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(free).toHaveCount(0);
  });

  test("shows Get Consultation as well on a 375 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/services");
    await page.evaluate(() => window.scrollTo(0, 900));
    const get = page.getByRole("link", { name: "Get Consultation" });
    await expect(get).toBeVisible();
    await expect(get).toHaveAttribute("href", "/#consultation");
    await expect(page.getByRole("link", { name: "Free Consultation", exact: true })).toBeVisible();
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    await page.setViewportSize({ width: 375, height: 667 });
  });

  test("opens and closes with its toggle, Escape and a link tap, handling focus", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.locator("mobile-nav summary, mobile-nav button").first().hover();
    const toggle = page.locator("mobile-nav").getByRole("button", { name: /Menu/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panelId = await toggle.getAttribute("aria-controls");
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link").first()).toBeFocused();
    await expect(panel.getByRole("link", { name: "About" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await panel.getByRole("link", { name: "Request Consultation" }).click();
    await expect(page).toHaveURL(/\/#consultation$/);
  });

  test("closes when a link on the same page is tapped", async ({ page }) => {
    await page.goto("/");
    await page.locator("mobile-nav summary").hover();
    const toggle = page.locator("mobile-nav").getByRole("button", { name: /Menu/ });
    await toggle.click();
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await panel.getByRole("link", { name: "Request Consultation" }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("without script the six links are reachable through the native disclosure", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 667 },
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("mobile-nav summary").click();
    const links = page.getByRole("navigation", { name: "Mobile" }).getByRole("link");
    await expect(links).toHaveCount(7);
    await links.filter({ hasText: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await context.close();
  });
});

test.describe("every widget open", () => {
  test("has no accessibility violations", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    // Smooth scrolling would make the positions below depend on timing.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await page.locator("consultation-form").scrollIntoViewIfNeeded();
    const form = page.locator("consultation-form form[novalidate]");
    await form.getByRole("button", { name: /Request/ }).click();
    await expect(form.getByRole("alert").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Consultation" })).toBeVisible();
    await page.locator("mobile-nav summary").hover();
    await page.locator("mobile-nav").getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
