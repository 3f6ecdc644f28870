import { expect, test } from "@playwright/test";
import { ROUTES } from "../content.ts";
import { layoutShifts, loadEveryWidget, recordLayoutShifts } from "../widgets.ts";

/**
 * What a first-time visitor sees once every widget on a page has loaded: each widget once, nothing
 * moved by its script taking over, and the page as its committed screenshot shows it. Update the
 * screenshots on purpose with `npx playwright test render-once --update-snapshots`.
 */
/**
 * Every route, and one page of each kind built from content: article, area and the list of
 * areas, case study, projects of one type, blog category, and the page for an unknown address.
 */
const PAGES = [
  ...ROUTES,
  "/blog/ultimate-guide-luxury-home-cinema",
  "/areas",
  "/areas/surrey",
  "/portfolio/hampstead-basement-theatre",
  "/portfolio/type/home-cinema",
  "/blog/category/audio",
  "/no-such-page",
];

for (const width of [375, 1280]) {
  for (const route of PAGES) {
    test(`${route} at ${width} px shows each widget once, without a shift, as its screenshot`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await recordLayoutShifts(page);
      // A first visit to warm the cache, so the display font (font-display: optional) is in time
      // for the visit that is measured, as it is for any visitor's second page.
      await page.goto(route, { waitUntil: "networkidle" });
      await page.goto(route, { waitUntil: "networkidle" });
      await loadEveryWidget(page);

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
      expect(await layoutShifts(page)).toEqual([]);
      await expect(page).toHaveScreenshot(
        `${route.slice(1).replace(/\//g, "-") || "home"}-${width}.png`,
        {
          maxDiffPixelRatio: 0.01,
        },
      );
    });
  }
}
