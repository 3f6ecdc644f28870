import { expect, test } from "@playwright/test";
import { data } from "../content.ts";
// Every page's status, title, description, canonical URL and Open Graph tags are read from the
// built HTML in tests/site/pages.test.ts.

const nav = data("nav");
const notFound = data("notFound");

test.describe("unknown paths", () => {
  test("the 404 page links home and logs the missing path to the console", async ({ page }) => {
    const home = notFound.buttons.find((button) => button.href === "/")!;
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/areas/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
    await expect(page.getByRole("link", { name: home.label })).toHaveAttribute("href", "/");
    await expect.poll(() => messages.join("\n")).toContain("/areas/atlantis");
  });
});

test.describe("served like production", () => {
  test("the page works before and without any script", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const portfolio = nav.main.find((link) => link.href === "/portfolio")!;
    await page.goto("/");
    await page
      .getByRole("navigation", { name: nav.label })
      .getByRole("link", { name: portfolio.label })
      .click();
    await expect(page).toHaveURL(new RegExp(`${portfolio.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });
});
