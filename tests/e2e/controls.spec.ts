import { expect, test, type Page } from "@playwright/test";
import { data, posts } from "../content.ts";
import { toSlug } from "../../site/_config/slug.js";

const projects = data("projects");
const portfolio = data("portfolio");
const blog = data("blog");
const all = posts();

/** The labels of the chips marked current in one chip navigation. */
async function currentChips(page: Page, name: string) {
  return page.getByRole("navigation", { name }).locator("[aria-current]").allInnerTexts();
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(`${mode}`, () => {
    test.use({ javaScriptEnabled });

    // Where every filter and chip leads, and what each of their pages lists, is read from the
    // built pages in tests/site/pages.test.ts; here a visitor follows one of each and comes back.
    test("a portfolio filter shows only projects of its type and marks itself current", async ({
      page,
    }) => {
      const type = projects.at(-1)!.type;
      const filters = page.getByRole("navigation", { name: portfolio.filterLabel });
      await page.goto("/portfolio");
      expect(await currentChips(page, portfolio.filterLabel)).toEqual([portfolio.allFilter]);
      await filters.getByRole("link", { name: type }).click();
      await expect(page).toHaveURL(new RegExp(`/portfolio/type/${toSlug(type)}#projects$`));
      const expected = projects.filter((project) => project.type === type);
      await expect(page.locator(".project-grid h3")).toHaveText(
        expected.map((project) => project.title),
      );
      expect(await currentChips(page, portfolio.filterLabel)).toEqual([type]);
      await filters.getByRole("link", { name: portfolio.allFilter }).click();
      await expect(page).toHaveURL(/\/portfolio#projects$/);
      await expect(page.locator(".project-grid > li")).toHaveCount(projects.length);
    });

    test("a blog chip leads to its category's posts and marks itself current", async ({ page }) => {
      const category = all.at(-1)!.data.category;
      const chips = page.getByRole("navigation", { name: blog.categoriesLabel });
      await page.goto("/blog");
      expect(await currentChips(page, blog.categoriesLabel)).toEqual([blog.allCategories]);
      await chips.getByRole("link", { name: category, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/category/${toSlug(category)}#articles$`));
      const cards = page.locator("main").locator("article.card, li.card");
      await expect(cards).toHaveCount(all.filter((post) => post.data.category === category).length);
      expect(await currentChips(page, blog.categoriesLabel)).toEqual([category]);
      await chips.getByRole("link", { name: blog.allCategories }).click();
      await expect(page).toHaveURL(/\/blog#articles$/);
    });

    test("Load More shows the posts the first page leaves out, and appears only while there are more", async ({
      page,
    }) => {
      await page.goto("/blog");
      const cards = page.locator("main").locator("article.card, li.card");
      const firstPage = await cards.count();
      const loadMore = page.getByRole("link", { name: blog.articles.more });
      if (firstPage >= all.length) {
        await expect(loadMore).toHaveCount(0);
        return;
      }
      if (javaScriptEnabled) {
        // Its script arrives as the link nears the viewport, as it would for a visitor scrolling down.
        await loadMore.scrollIntoViewIfNeeded();
        await expect(loadMore).toHaveAttribute("aria-controls", "post-list");
      }
      await loadMore.click();
      if (javaScriptEnabled) {
        // The next page's posts join the list in place.
        await expect(page).toHaveURL(/\/blog$/);
        await expect(cards).toHaveCount(Math.min(all.length, firstPage * 2));
      } else {
        await expect(page).toHaveURL(/\/blog\/page\/2$/);
        await expect(cards).toHaveCount(Math.min(all.length - firstPage, firstPage));
      }
      const shown = javaScriptEnabled ? await cards.count() : firstPage + (await cards.count());
      if (shown >= all.length) await expect(loadMore).toHaveCount(0);
      else await expect(loadMore).toBeVisible();
    });

    test("every card's View Details opens its brief and gallery in place", async ({ page }) => {
      await page.goto("/portfolio");
      for (const [index, project] of projects.entries()) {
        const card = page.locator(".project-grid > li").nth(index);
        const gallery = card.locator(".card__gallery img");
        await expect(card.getByText(project.brief[0]!)).toBeHidden();
        await card.getByText(portfolio.viewDetails).click();
        await expect(card.getByText(project.brief[0]!)).toBeVisible();
        await expect(gallery).toHaveCount(project.gallery.length);
        for (const [i, picture] of project.gallery.entries()) {
          await expect(gallery.nth(i)).toBeVisible();
          await expect(gallery.nth(i)).toHaveAttribute("alt", picture.alt);
        }
      }
      await expect(page).toHaveURL(/\/portfolio$/);
    });
  });
}

test("View Full Case Study leads to its project's case study", async ({ page }) => {
  // Where every card's link leads, and what each case study shows, are read from the built
  // pages in tests/site/pages.test.ts; here a visitor follows one.
  const project = projects.at(-1)!;
  await page.goto("/portfolio");
  await page
    .locator(".project-grid > li")
    .nth(projects.length - 1)
    .getByRole("link", { name: portfolio.viewCaseStudy })
    .click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${project.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
  await expect(
    page.getByRole("region", { name: portfolio.caseStudy.gallery }).locator("figure"),
  ).toHaveCount(project.gallery.length);
});

test("the home page's quotes are a keyboard stop only while their row scrolls sideways", async ({
  page,
}) => {
  const quotes = page.getByRole("list", { name: data("home").testimonialsIntro.title });
  const tabIndex = () => quotes.evaluate((row) => row.tabIndex);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  // All three fit side by side: tabbing passes over the row to what follows.
  await expect.poll(tabIndex).toBe(-1);
  // A phone's row scrolls: it takes focus, and an arrow key scrolls it.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(tabIndex).toBe(0);
  await quotes.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => quotes.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
});
