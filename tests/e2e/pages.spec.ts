import { expect, test } from "@playwright/test";
import { ROUTES, data } from "../content.ts";

const site = data("site");

test.describe("every page", () => {
  for (const route of ROUTES) {
    test(`${route} answers 200 with its own title, description, canonical URL and Open Graph tags`, async ({
      page,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-type"]).toContain("text/html");
      const title = await page.title();
      expect(title.length).toBeGreaterThan(5);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThanOrEqual(70);
      expect(description?.length).toBeLessThanOrEqual(170);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new URL(route, site.url).href,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        new URL(route, site.url).href,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        /^https:\/\/.+\.png$/,
      );
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }
});

test.describe("unknown paths", () => {
  test("the 404 page links home and logs the missing path to the console", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/areas/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect.poll(() => messages.join("\n")).toContain("/areas/atlantis");
  });
});

test.describe("served like production", () => {
  test("the page works before and without any script", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Portfolio" })
      .click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });
});
