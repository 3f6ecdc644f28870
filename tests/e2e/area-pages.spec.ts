import { expect, test } from "@playwright/test";
import { data } from "../content.ts";
import { toSlug } from "../../site/_config/slug.js";
import { expectAccessibleAndFitting } from "../page-checks.ts";

// What the area pages' HTML says (towns, local work, hours, the call to action's link, Service and
// breadcrumb data), and the service pages' Service data, are read from the built files in
// tests/site/pages.test.ts; here is what needs a browser.
const areas = data("areas");

for (const width of [375, 1280]) {
  test(`the new kinds of page have no accessibility violations and no sideways scroll at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    // The list of areas, a case study, projects of one type and a blog category are swept in
    // page-sweep.spec.ts (with another area); this area page is the one it does not load.
    const routes = [`/areas/${toSlug(areas[0]!.county)}`];
    for (const route of routes) {
      await page.goto(route);
      await expectAccessibleAndFitting(page, route);
      await test.step(`${route}: the call to action is in view of the reader`, async () => {
        await expect(
          page.getByRole("main").locator('a[href="/#consultation"]').first(),
        ).toBeVisible();
      });
    }
  });
}
