import { expect, test, type Page } from "@playwright/test";
import { layoutShifts, recordLayoutShifts, takeOver, whenReady } from "../widgets.ts";
import { expectNoAxeViolations } from "../page-checks.ts";
import { READY_ATTRIBUTE } from "../../widgets/shared/widget-definition.ts";
import { data } from "../content.ts";

const { cookieBanner, floatingCta } = data("widgets");
const formCopy = data("consultationForm");
const nav = data("nav");

test.describe("cookie banner", () => {
  for (const [button, stored] of [
    [cookieBanner.accept, "accepted"],
    [cookieBanner.decline, "declined"],
  ] as const) {
    test(`${button} stores "${stored}", hides the banner, and it stays hidden on the next page`, async ({
      page,
    }) => {
      await page.goto("/about");
      const banner = page.getByRole("region", { name: cookieBanner.label });
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
      await page.waitForLoadState("networkidle");
      // Built into the page but never shown: the element stays hidden, so the region is not exposed.
      await expect(page.locator("cookie-banner")).toBeHidden();
      await expect(page.getByRole("region", { name: cookieBanner.label })).toHaveCount(0);
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
    await page.waitForLoadState("networkidle");
    await page.locator("body").hover();
    expect(await page.evaluate(() => customElements.get("cookie-banner"))).toBeUndefined();
    expect(scripts.filter((url) => /react|define/.test(url))).toEqual([]);
  });

  test("never covers the consultation form's submit button on a 375 px screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/");
    await expect(page.getByRole("region", { name: cookieBanner.label })).toBeVisible();
    await page.locator("consultation-form").scrollIntoViewIfNeeded();
    const widgetSubmit = page.locator("consultation-form").getByRole("button", { name: /Request/ });
    await expect(widgetSubmit).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    // Reaching the button by keyboard scrolls it into view above the banner, never under it.
    await widgetSubmit.focus();
    const box = (await widgetSubmit.boundingBox())!;
    const banner = (await page.getByRole("region", { name: cookieBanner.label }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(banner.y);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page.locator("footer .footer-base").boundingBox();
    const bannerAtEnd = (await page
      .getByRole("region", { name: cookieBanner.label })
      .boundingBox())!;
    expect(footerEnd!.y + footerEnd!.height).toBeLessThanOrEqual(bannerAtEnd.y + 1);
  });
});

test("on a slow phone, the floating call to action appears above the cookie banner and never moves for it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await recordLayoutShifts(page);
  // A busy phone can report the page's first paint late, after the visitor has begun to scroll:
  // the report is held here until they have.
  await page.addInitScript(() => {
    const Native = window.PerformanceObserver;
    let release = () => {};
    const reported = new Promise<void>((resolve) => (release = resolve));
    Object.assign(window, { reportPaint: release });
    window.PerformanceObserver = class extends Native {
      constructor(callback: PerformanceObserverCallback) {
        super((list, observer) => {
          if (list.getEntriesByType("paint").length)
            void reported.then(() => callback(list, observer));
          else callback(list, observer);
        });
      }
    };
  });
  await page.goto("/services");
  await page.evaluate(
    () =>
      new Promise((done) => {
        addEventListener("scroll", () => requestAnimationFrame(() => requestAnimationFrame(done)), {
          once: true,
        });
        window.scrollTo(0, 900);
      }),
  );
  await page.evaluate(() => (window as unknown as { reportPaint: () => void }).reportPaint());

  const cta = page.getByRole("link", { name: floatingCta.main, exact: true });
  const banner = page.getByRole("region", { name: cookieBanner.label });
  await expect(cta).toBeVisible();
  await expect(banner).toBeVisible();
  const ctaBox = (await cta.boundingBox())!;
  expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual((await banner.boundingBox())!.y);
  // Two frames after both are placed, a move would have been reported.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  // Only a move of the call to action or the banner counts here. On a busy phone the page's own
  // text can still move a little as a late web font swaps in (the header's links by 3 px, seen
  // in 3 of 25 runs under load): that is the stylesheet's matter, which the page sweep checks.
  const moved = (await layoutShifts(page))
    .flatMap((shift) => shift.moved)
    .filter((source) => /floating-cta|cookie-banner/.test(source.split(" ")[0]!));
  expect(moved).toEqual([]);
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
    const free = page.getByRole("link", { name: floatingCta.main, exact: true });
    await expect(free).toBeHidden();
    // Scroll, and wait until the page has handled that scroll, before asserting nothing appeared.
    await page.evaluate(
      () =>
        new Promise((done) => {
          addEventListener("scroll", () => requestAnimationFrame(done), { once: true });
          window.scrollTo(0, 400);
        }),
    );
    await expect(page.locator("floating-cta")).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 501));
    await expect(free).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(free).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(free).toBeVisible();
    await expect(free).toHaveAttribute("href", "/#consultation");
    await expect(page.getByRole("link", { name: floatingCta.smallScreen })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(free).toBeHidden();
  });

  test("shows Get Consultation as well on a 375 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/services");
    await page.evaluate(() => window.scrollTo(0, 900));
    const get = page.getByRole("link", { name: floatingCta.smallScreen });
    await expect(get).toBeVisible();
    await expect(get).toHaveAttribute("href", "/#consultation");
    await expect(page.getByRole("link", { name: floatingCta.main, exact: true })).toBeVisible();
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
    const toggle = page.locator("mobile-nav summary");
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeHidden();

    await takeOver(page, "mobile-nav", () => toggle.click());
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(
      panel.getByRole("link", { name: nav.main.find((link) => link.href === "/about")!.label }),
    ).toHaveAttribute("aria-current", "page");

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(panel.getByRole("link").first()).toBeFocused();
    await panel.getByRole("link", { name: nav.cta.label }).click();
    await expect(page).toHaveURL(/\/#consultation$/);
  });

  test("closes when a link on the same page is tapped", async ({ page }) => {
    await page.goto("/");
    const toggle = page.locator("mobile-nav summary");
    await takeOver(page, "mobile-nav", () => toggle.click());
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await panel.getByRole("link", { name: nav.cta.label }).click();
    await expect(page).toHaveURL(/\/#consultation$/);
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("without script the six links and the call to action open from the native disclosure", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 667 },
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("mobile-nav summary").click();
    const links = page.getByRole("navigation", { name: nav.menu.label }).getByRole("link");
    // Every page link, and the call to action.
    await expect(links).toHaveCount(nav.main.length + 1);
    const last = nav.main.at(-1)!;
    await links.filter({ hasText: last.label }).click();
    await expect(page).toHaveURL(new URL(last.href, page.url()).href);
    await context.close();
  });
});

test.describe("before a widget's code has arrived", () => {
  /** Lets the held widget scripts through; until then none of them arrives. */
  let release: () => void;
  // Every widget script but the loader is held until the visitor has acted, so the visitor acts
  // first however fast or slow the machine is.
  test.beforeEach(async ({ page }) => {
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(?!loader)[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
  });
  test.afterEach(() => release());

  /** The premise: the widget's script has not taken it over yet. */
  const notYetReady = (page: Page, tag: string) =>
    expect(page.locator(`${tag}[${READY_ATTRIBUTE}]`)).toHaveCount(0);

  test("the first tap on Accept All is kept and carried out", async ({ page }) => {
    await page.goto("/contact");
    const banner = page.getByRole("region", { name: cookieBanner.label });
    await banner.getByRole("button", { name: cookieBanner.accept }).click();
    await notYetReady(page, "cookie-banner");
    release();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
  });

  test("the first tap on Menu opens it, the script keeps its state, and an Escape pressed the moment it takes over closes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/about");
    const toggle = page.locator("mobile-nav summary");
    const ready = whenReady(page, "mobile-nav");
    await toggle.click();
    await expect(page.getByRole("navigation", { name: nav.menu.label })).toBeVisible();
    await notYetReady(page, "mobile-nav");
    release();
    await ready;
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: nav.menu.label })).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  test("what is typed into the form is kept, and a submit pressed early is sent once", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await page.goto("/");
    const form = page.locator("consultation-form");
    const ready = whenReady(page, "consultation-form");
    await form.getByLabel(formCopy.labels.firstName).fill("Ada");
    await form.getByLabel(formCopy.labels.lastName).fill("Lovelace");
    await form.getByLabel(formCopy.labels.email).fill("ada@example.com");
    await form.getByLabel(formCopy.labels.email).press("Enter");
    await notYetReady(page, "consultation-form");
    release();
    await ready;
    // The server takes a token only a few seconds after it was issued, so success comes later.
    await expect(form.getByRole("region", { name: /Ada/ })).toBeVisible({ timeout: 10_000 });
    expect(posts).toHaveLength(1);
    // Sent by the script (the page never left), and ready, empty, for another request.
    await expect(page).toHaveURL(/\/$/);
    await expect(form.getByLabel(formCopy.labels.firstName)).toHaveValue("");
    await expect(form.getByLabel(formCopy.labels.firstName)).toBeEditable();
  });

  test("focus stays in the field being typed in when the script takes over", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("consultation-form");
    const ready = whenReady(page, "consultation-form");
    await form.getByLabel(formCopy.labels.firstName).click();
    await page.keyboard.type("Grace");
    await notYetReady(page, "consultation-form");
    release();
    await ready;
    await page.keyboard.type(" Hopper2");
    await expect(form.getByLabel(formCopy.labels.firstName)).toBeFocused();
    // Cleaning works on what was typed before and after: the digit is dropped.
    await expect(form.getByLabel(formCopy.labels.firstName)).toHaveValue("Grace Hopper");
  });
});

test.describe("every widget open", () => {
  test("has no accessibility violations", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/");
    await expect(page.getByRole("region", { name: cookieBanner.label })).toBeVisible();
    await page.locator("consultation-form").scrollIntoViewIfNeeded();
    const form = page.locator("consultation-form");
    await takeOver(page, "consultation-form", () =>
      form.getByRole("button", { name: /Request/ }).focus(),
    );
    await form.getByRole("button", { name: /Request/ }).click();
    await expect(form.getByRole("alert").first()).toBeVisible();
    // The visitor moves on, past the form, focus out of it: the floating bar is back.
    await page.evaluate(() => {
      document.querySelector<HTMLElement>("main a")?.focus({ preventScroll: true });
      const bottom = document.querySelector("consultation-form")!.getBoundingClientRect().bottom;
      window.scrollTo(0, window.scrollY + bottom + 10);
    });
    await expect(page.getByRole("link", { name: floatingCta.smallScreen })).toBeVisible();
    await takeOver(page, "mobile-nav", (menu) => menu.locator("summary").click());
    await expect(page.getByRole("navigation", { name: nav.menu.label })).toBeVisible();
    // The page around them is swept whole, as built, in page-sweep.spec.ts.
    await expectNoAxeViolations(
      page,
      "open",
      "consultation-form, cookie-banner, floating-cta, mobile-nav",
    );
  });
});
