import { expect, test } from "@playwright/test";
import { posts } from "../content.ts";
import { expectAccessibleAndFitting, expectDrawingLabelsReadable } from "../page-checks.ts";

// What an article's HTML says (its length, headings, byline, drawings, structured data, Open
// Graph tags and links) is checked from the built files in tests/site/pages.test.ts; here is
// what needs a browser: accessibility, the layout's width, the drawings' labels as rendered at
// 375 px, and following a link.
const all = posts();

test.describe("articles", () => {
  for (const width of [375, 1280]) {
    for (const [index, post] of all.entries()) {
      const path = `/blog/${post.slug}`;
      test(`${path} has no accessibility violations and no horizontal scroll at ${width} px`, async ({
        page,
      }) => {
        // A whole article swept by axe, as in the other sweeps (area pages, page-sweep.spec.ts).
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expectAccessibleAndFitting(page);
        if (width === 375) {
          await test.step("every label of its drawings is at least 11 px at 375 px", () =>
            expectDrawingLabelsReadable(page, path));
        }
        if (index === 0 && width === 1280) {
          await test.step("the consultation links land on the home page's consultation form", async () => {
            await page.locator('.post-cta a[href="/#consultation"]').click();
            await expect(page).toHaveURL(/\/#consultation$/);
            await expect(page.locator("#consultation")).toBeVisible();
          });
        }
      });
    }
  }
});
