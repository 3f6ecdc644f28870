import { expect, test } from "@playwright/test";
// Every page's status, title, description, canonical URL and Open Graph tags are read from the
// built HTML in tests/site/pages.test.ts.

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
