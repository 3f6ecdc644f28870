import { expect, test, type Page } from "@playwright/test";
import { ROUTES } from "../content.ts";
import {
  budgetFor,
  expectAccessibleAndFitting,
  expectDrawingLabelsReadable,
  weigh,
} from "../page-checks.ts";
import {
  expectLiningFigures,
  expectLiningOne,
  expectNoOrphans,
  expectOwnFaces,
} from "../typography.ts";
import { layoutShifts, loadEveryWidget, recordLayoutShifts } from "../widgets.ts";

/**
 * Every page kind swept once per width, in one test that asserts everything a page owes a
 * visitor: it loads all its resources and logs no error, it has no accessibility violation and no
 * sideways scroll, it stays within its weight budgets, and once every widget has loaded it shows
 * each widget once, nothing moved by a script taking over, as its committed screenshot shows it;
 * then what its kind owes besides (its type at 375 px, its drawings' labels, its call to action).
 * Update the screenshots on purpose with `npx playwright test page-sweep --update-snapshots`.
 *
 * What every page's built HTML says (status, title, links, HTML, CSS and first-visit script
 * weight) is read without a browser for every page in tests/site/; the other pages of a kind are
 * checked there, and articles' and case studies' own content in articles-and-case-studies.spec.ts.
 */

/** What a kind's page is checked for at 375 px beyond the sweep, in the same load. */
interface Extra {
  /** Every figure drawn in the display face is a lining figure. */
  figures?: boolean;
  /** The lists in `main` whose items must never stand alone on a row. */
  rows?: string[];
  /** The site's own faces are drawn, and a 1 stands as tall as an H (one page is enough). */
  faces?: boolean;
  /** The page's drawings: every label 11 to 16 px (both widths). */
  drawings?: boolean;
  /** The consultation call to action is in view of the reader (both widths). */
  cta?: boolean;
  /** Following the consultation link lands on the home page's form (at 1280 px, last). */
  followsCta?: boolean;
}

/**
 * One page of each kind: every fixed route but one of the two legal pages (one layout, both
 * Markdown), and one page of each kind built from content: article, area and the list of areas,
 * case study, projects of one type, blog category, and the page for an unknown address.
 */
const NOT_FOUND = "/no-such-page";
const PAGES: Record<string, Extra> = {
  "/": { figures: true, rows: [".stats", ".button-row", ".badges"], faces: true },
  "/about": { figures: true, rows: [".stats"] },
  "/services": { rows: [".button-row"] },
  "/services/home-cinema-installation": { figures: true, rows: [".button-row"] },
  "/services/media-room-design": {},
  "/services/smart-home-integration": {},
  "/portfolio": { figures: true, rows: [".chips"] },
  "/blog": { rows: [".chips"] },
  "/contact": {},
  "/privacy-policy": {},
  "/sitemap": {},
  "/plan-your-cinema": { drawings: true },
  "/blog/ultimate-guide-luxury-home-cinema": { drawings: true, followsCta: true },
  "/areas": {},
  "/areas/surrey": { cta: true },
  "/portfolio/hampstead-basement-theatre": { drawings: true },
  "/portfolio/type/home-cinema": {},
  "/blog/category/audio": {},
  [NOT_FOUND]: {},
};
/** The pages with weight budgets: the fixed routes. */
const WEIGHED = new Set<string>(ROUTES);

/** The checks of `extra` that are made at `width`, each a step of the page's one test. */
async function kindChecks(page: Page, route: string, width: number, extra: Extra) {
  if (width === 375) {
    if (extra.figures)
      await test.step("every figure drawn in the display face is a lining figure", () =>
        expectLiningFigures(page, route));
    if (extra.rows)
      await test.step(`nothing stands alone on a row: ${extra.rows.join(", ")}`, () =>
        expectNoOrphans(page, route, extra.rows!));
    if (extra.faces) {
      await test.step("the body and the headlines are set in the site's own faces, loaded from the site", () =>
        expectOwnFaces(page));
      await test.step("the display face sets lining figures: a 1 stands near the height of an H, well above an x", () =>
        expectLiningOne(page));
    }
  }
  if (extra.drawings)
    await test.step("every label of its drawings is 11 to 16 px", () =>
      expectDrawingLabelsReadable(page, route));
  if (extra.cta)
    await test.step("the call to action is in view of the reader", async () => {
      await expect(
        page.getByRole("main").locator('a[href="/#consultation"]').first(),
      ).toBeVisible();
    });
  if (extra.followsCta && width === 1280)
    await test.step("the consultation links land on the home page's consultation form", async () => {
      await page.locator('.post-cta a[href="/#consultation"]').click();
      await expect(page).toHaveURL(/\/#consultation$/);
      await expect(page.locator("#consultation")).toBeVisible();
    });
}

for (const width of [375, 1280]) {
  for (const [route, extra] of Object.entries(PAGES)) {
    test(`${route} at ${width} px loads cleanly, is accessible, within its budgets, shows each widget once, without a shift, as its screenshot, and passes its kind's own checks`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("response", (response) => {
        // The page for an unknown address is itself a 404; anything it loads must not be.
        const expected = route === NOT_FOUND && response.request().resourceType() === "document";
        if (response.status() >= 400 && !expected)
          problems.push(`${response.status()} ${response.url()}`);
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The browser reports the unknown address's own 404 status as a console error too.
        const own = route === NOT_FOUND && message.location().url === page.url();
        if (!own) problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await recordLayoutShifts(page);

      // The first visit, with an empty cache: what a first-time visitor downloads and meets.
      const weight = weigh(page);
      await page.goto(route, { waitUntil: "load" });
      const firstScreen = await weight.total();
      await expectAccessibleAndFitting(page, route);
      const budget = WEIGHED.has(route) ? budgetFor(route) : undefined;
      if (budget) {
        expect(firstScreen.images, "images on the first screen").toBeLessThanOrEqual(
          budget.imagesFirstView,
        );
        // A window as tall as the page brings every lazy image into view, as a reader scrolling
        // down would, at the same width.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width, height });
        await page.waitForFunction(() =>
          [...document.images].every((image) => image.complete || !image.checkVisibility()),
        );
        await page.setViewportSize({ width, height: 800 });
        // Reading and scrolling is not reaching for a widget: no widget's code may arrive.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.evaluate(() => window.scrollTo(0, 0));
        const read = await weight.total();
        expect(read.images, "images on the whole page").toBeLessThanOrEqual(budget.images);
        expect(read.html, "HTML").toBeLessThanOrEqual(budget.html);
        expect(read.css, "CSS").toBeLessThanOrEqual(budget.css);
        // Every face the page uses has been drawn by now: the whole page has been in view.
        expect(read.fonts, "fonts").toBeGreaterThan(0);
        expect(read.fonts, "fonts").toBeLessThanOrEqual(budget.fonts);
        expect(read.js, "JavaScript before any interaction").toBeLessThanOrEqual(
          budget.jsBeforeInteraction,
        );
      }

      // Every widget reached for, as a visitor would. A web font that still arrives after the
      // first paint (font-display: swap, its fallback measured to it) is the stylesheet's matter,
      // and the window's resizing above is the test's: the shifts asked about here are the
      // widgets' own, so they are counted from when the faces are in and nothing but the widgets
      // moves.
      const since = await page.evaluate(async () => {
        await document.fonts.ready;
        // Two frames drawn since the window was given back its height, so a shift that resizing
        // made (the fixed cookie banner carried down with a page-tall window and back) lies before.
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        await frame();
        await frame();
        return performance.now();
      });
      await loadEveryWidget(page);
      if (budget) {
        const all = await weight.total();
        expect(all.js, "JavaScript once every widget has loaded").toBeLessThanOrEqual(
          budget.jsAllWidgets,
        );
      }
      weight.stop();

      await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(1);
      if (width === 375) await expect(page.locator("mobile-nav summary")).toHaveCount(1);
      if (route === "/") {
        await expect(page.locator("consultation-form")).toHaveCount(1);
        // One form, wherever its markup is: in the page, in the shadow root, or slotted into it.
        await expect(page.locator("input[name=firstName]")).toHaveCount(1);
        await expect(page.getByRole("button", { name: "Request Free Consultation" })).toHaveCount(
          1,
        );
      }
      expect(await layoutShifts(page, since)).toEqual([]);
      await expect(page).toHaveScreenshot(
        `${route.slice(1).replace(/\//g, "-") || "home"}-${width}.png`,
        { maxDiffPixelRatio: 0.01 },
      );
      expect(problems, route).toEqual([]);
      await kindChecks(page, route, width, extra);
      await context.close();
    });
  }
}
