import { expect, test } from "@playwright/test";
import { data, posts } from "../content.ts";
import { expectAccessibleAndFitting } from "../page-checks.ts";

const site = data("site");
const all = posts();

/** Reading speed the read times are based on, in words a minute. */
const WORDS_PER_MINUTE = 230;

test.describe("articles", () => {
  for (const post of all) {
    const path = `/blog/${post.slug}`;

    test(`${path} is a full article of 700 to 1,500 words with headings, author, date and an honest read time`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.data.title);
      const body = page.locator(".post-body");
      expect(await body.locator("h2").count()).toBeGreaterThanOrEqual(3);
      // Captions describe the pictures; the count is of the running text.
      const words = await body.evaluate((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        copy.querySelectorAll("figure").forEach((figure) => figure.remove());
        return (copy.textContent ?? "").split(/\s+/).filter(Boolean).length;
      });
      expect(words).toBeGreaterThanOrEqual(700);
      expect(words).toBeLessThanOrEqual(1500);
      expect(Math.abs(post.data.readTime - words / WORDS_PER_MINUTE)).toBeLessThanOrEqual(1);

      const meta = page.locator("article header .meta");
      await expect(meta).toContainText(post.data.author);
      await expect(meta).toContainText(`${post.data.readTime} min read`);
      await expect(meta.locator("time")).toHaveAttribute(
        "datetime",
        new Date(post.data.date).toISOString().slice(0, 10),
      );
      // Prices and budgets come from the data files; an unknown name would print nothing.
      await expect(body).not.toContainText(/£\s|£0\b|undefined|NaN|\{\{/);
    });

    test(`${path} shows its own drawing, described and captioned`, async ({ page }) => {
      await page.goto(path);
      const figures = page.locator(".post-body figure");
      expect(await figures.count()).toBeGreaterThanOrEqual(1);
      for (const figure of await figures.all()) {
        // Drawn inline (room drawings, screens to scale, wide diagrams), named for assistive technology.
        const drawing = figure.locator('[role="img"]').first();
        expect(
          ((await drawing.getAttribute("aria-label")) ?? "").split(" ").length,
        ).toBeGreaterThan(8);
        await expect(figure.locator("figcaption")).not.toBeEmpty();
      }
    });

    test(`${path} has Article structured data and article Open Graph tags with its own image`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
      const article = blocks.find((block) => block["@type"] === "Article");
      expect(article).toBeTruthy();
      const published = new Date(post.data.date).toISOString();
      expect(article).toMatchObject({
        "@context": "https://schema.org",
        headline: post.data.title,
        description: post.data.excerpt,
        datePublished: published,
        author: { "@type": "Person", name: post.data.author },
        publisher: { "@type": "Organization", name: site.name },
      });
      expect(Date.parse(article.dateModified)).toBeGreaterThanOrEqual(Date.parse(published));

      const og = (property: string) =>
        page.locator(`meta[property="${property}"]`).getAttribute("content");
      expect(await og("og:type")).toBe("article");
      expect(await og("article:published_time")).toBe(published);
      const image = (await og("og:image")) ?? "";
      expect(image).toBe(`${site.url}/images/blog/og/${post.slug}.png`);
      expect(article.image).toEqual([image]);
      const card = await request.get(new URL(image).pathname);
      expect(card.status()).toBe(200);
      expect(card.headers()["content-type"]).toBe("image/png");
    });

    test(`${path} links to related articles and the consultation form, and every link lands`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const related = page.getByRole("navigation", { name: "Related articles" }).getByRole("link");
      const count = await related.count();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
      const relatedHrefs = await related.evaluateAll((links) =>
        links.map((link) => link.getAttribute("href")!),
      );
      expect(relatedHrefs).not.toContain(path);
      // Same category first: no other category's post comes before one of this post's category.
      const categories = relatedHrefs.map(
        (href) => all.find((other) => `/blog/${other.slug}` === href)?.data.category,
      );
      const firstOther = categories.findIndex((category) => category !== post.data.category);
      if (firstOther >= 0) {
        expect(categories.slice(firstOther)).not.toContain(post.data.category);
      }

      const consultation = page.locator('article a[href="/#consultation"]');
      expect(await consultation.count()).toBeGreaterThanOrEqual(2);
      const inBody = await page
        .locator(".post-body a[href^='/']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      expect(inBody.some((href) => href.startsWith("/blog/"))).toBe(true);
      for (const href of new Set([...relatedHrefs, ...inBody])) {
        const status = (await request.get(href.split("#")[0] || "/")).status();
        expect(`${href} ${status}`).toBe(`${href} 200`);
      }
    });
  }

  test("the consultation links land on the home page's consultation form", async ({ page }) => {
    await page.goto(`/blog/${all[0]!.slug}`);
    await page.locator('.post-cta a[href="/#consultation"]').click();
    await expect(page).toHaveURL(/\/#consultation$/);
    await expect(page.locator("#consultation")).toBeVisible();
  });

  for (const width of [375, 1280]) {
    for (const post of all) {
      const path = `/blog/${post.slug}`;
      test(`${path} has no accessibility violations and no horizontal scroll at ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expectAccessibleAndFitting(page);
      });
    }
  }
});
