import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { FORMS } from "../../core/forms/definitions.ts";
import { data } from "../content.ts";
import { controlNames, expiredToken, TEST_MIN_FILL_MS } from "../form-tokens.ts";
import { expectNoAxeViolations } from "../page-checks.ts";

const site = data("site");
const dataDir = path.resolve(".data/test");

/** The newsletter's lines the server stored (an address, its state, consent, when), oldest first. */
async function subscriptions() {
  const text = await readFile(path.join(dataDir, "newsletter.jsonl"), "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Each test posts from its own address, so the per-address limit never couples tests. */
async function ownAddress(page: Page) {
  const part = () => Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${part()}.${part()}.${part()}` });
}

test.describe("newsletter sign-up", () => {
  // Without JavaScript the native post is answered by the server's page.
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    for (const [where, path, scope] of [
      ["the footer", "/about", "footer"],
      ["the blog", "/blog", "main"],
    ] as const) {
      test(`${where}'s Subscribe asks for one more press, then the visitor sees the outcome`, async ({
        page,
      }) => {
        await ownAddress(page);
        const email = `reader.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
        await page.goto(path);
        const form = page.locator(`${scope} form.newsletter-form`);
        await form.getByRole("textbox", { name: "Email address" }).fill(email);
        await form.getByRole("button", { name: "Subscribe" }).click();

        // The built page holds no token, so the server asks for one more press and gives one.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "Please confirm your subscription",
        );
        const again = page.locator("main form.newsletter-confirm");
        await expect(again.getByRole("textbox", { name: "Email address" })).toHaveValue(email);
        expect((await subscriptions()).some((item) => item.email === email)).toBe(false);
        // A person reads the page first; its token is good once the test server's minimum fill
        // time has passed since it was issued (before the page arrived).
        await page.waitForTimeout(TEST_MIN_FILL_MS);
        await again.getByRole("button", { name: "Subscribe" }).click();

        // `npm start` in tests has no mail server, so the sign-up is single opt-in.
        await expect(page).toHaveURL(/\/newsletter\?status=subscribed/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are subscribed");
        await expect(
          page.getByRole("link", { name: "Return to the page you were reading" }),
        ).toHaveAttribute("href", path);
        const record = (await subscriptions()).find((item) => item.email === email);
        expect(record).toMatchObject({ status: "subscribed", consent: site.newsletter.consent });
        expect(Date.parse(String(record!.at))).toBeGreaterThan(Date.now() - 60_000);
      });
    }
  });

  test("with JavaScript, answers in place and the visitor stays on the page", async ({ page }) => {
    await ownAddress(page);
    const email = `inplace.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto("/services");
    const form = page.locator("footer form.newsletter-form");
    const input = form.getByRole("textbox", { name: "Email address" });
    await input.fill(email);
    // Touching the form brings in its script; wait for it so the click is the enhanced one.
    await expect(form).toHaveAttribute("data-enhanced", "true");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText(/^You are subscribed\. Thank you\./, {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/services$/);
    await expect(input).toHaveValue("");
    expect((await subscriptions()).some((item) => item.email === email)).toBe(true);
  });

  test("with JavaScript, a second address from the same box takes a token of its own", async ({
    page,
  }) => {
    await ownAddress(page);
    const stamp = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST")
        posted.push((request.postDataJSON() as { _token?: string } | null)?._token ?? "");
    });
    await page.goto("/blog");
    const form = page.locator("main form.newsletter-form");
    const input = form.getByRole("textbox", { name: "Email address" });
    const status = form.getByRole("status");
    for (const email of [`first.${stamp}@example.com`, `second.${stamp}@example.com`]) {
      await input.fill(email);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(status).toHaveText(/^You are subscribed\./, { timeout: 15_000 });
      await expect(input).toHaveValue("");
    }
    const emails = (await subscriptions()).map((item) => item.email);
    expect(emails).toEqual(
      expect.arrayContaining([`first.${stamp}@example.com`, `second.${stamp}@example.com`]),
    );
    expect(posted).toHaveLength(2);
    expect(new Set(posted).size).toBe(2);
  });

  test("with JavaScript, an expired token (403) is renewed and the sign-up sent, silently", async ({
    page,
  }) => {
    await ownAddress(page);
    let served = 0;
    await page.route("**/api/token?*", async (route) => {
      if (served++ > 0) return route.continue();
      await route.fulfill({ json: { token: expiredToken("newsletter"), minFillMs: 0 } });
    });
    const statuses: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST") statuses.push(response.status());
    });
    const email = `renewed.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto("/about");
    const form = page.locator("footer form.newsletter-form");
    await form.getByRole("textbox", { name: "Email address" }).fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText(/^You are subscribed\./, { timeout: 15_000 });
    expect(statuses).toEqual([403, 201]);
    await expect(page).toHaveURL(/\/about$/);
    expect((await subscriptions()).some((item) => item.email === email)).toBe(true);
  });

  test("the outcome and confirmation pages are accessible", async ({ page }) => {
    await page.goto("/newsletter?status=pending&from=%2Fblog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
    await expectNoAxeViolations(page, "pending");

    // A post without a token, as a page without script sends it, gets the confirmation page.
    await ownAddress(page);
    await page.evaluate((action) => {
      const form = Object.assign(document.createElement("form"), { method: "post", action });
      form.append(
        Object.assign(document.createElement("input"), { name: "email", value: "a@example.com" }),
      );
      document.body.append(form);
      form.submit();
    }, site.endpoints.newsletter);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Please confirm your subscription",
    );
    await expectNoAxeViolations(page, "confirm");
  });

  test("is drawn from its definition, shows the consent sentence, and keeps the bot trap out of reach", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.locator("footer form.newsletter-form");
    const names = await controlNames(form);
    expect(names).toEqual([...FORMS.newsletter.fields.map((field) => field.name), "website"]);
    const input = form.getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveAccessibleDescription(
      new RegExp(site.newsletter.consent.slice(0, 30)),
    );
    await expect(form.locator('[name="website"]')).toHaveAttribute("tabindex", "-1");
    await expect(form.locator(".honeypot")).toHaveAttribute("aria-hidden", "true");
    await input.fill("not an address");
    await form.getByRole("button", { name: "Subscribe" }).click();
    // The browser's own check stops it: the visitor stays on the page with the field invalid.
    await expect(page).toHaveURL(/\/$/);
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.valid)).toBe(false);
  });
});
