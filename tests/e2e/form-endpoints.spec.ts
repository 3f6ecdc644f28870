import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { FORMS } from "../../core/forms/definitions.ts";
import { SERVER_LIMIT } from "../../core/forms/limits.ts";
import { isTokenShaped } from "../../core/forms/token-shape.ts";
import type { StoredRecord } from "../../server/store/types.ts";
import { controlNames, expiredToken, tokenFor, uniqueAddress } from "../form-tokens.ts";

const dataDir = path.resolve(".data/test");

/** The records the server stored for `form`, one a line, oldest first. */
async function records(form: string) {
  const text = await readFile(path.join(dataDir, `${form}.jsonl`), "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredRecord);
}

function consultation(
  request: APIRequestContext,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return request.post("/api/consultation", {
    multipart: {
      firstName: "Ada",
      lastName: "Lovelace",
      website: "",
      _token: tokenFor("consultation"),
      _timestamp: String(Date.now()),
      ...fields,
    },
    headers: { Accept: "application/json", "X-Forwarded-For": uniqueAddress(), ...headers },
  });
}

test.describe("the form endpoints of npm start", () => {
  test("issue a token per form, open to other origins and never cached", async ({ request }) => {
    const response = await request.get("/api/token?form=consultation");
    expect(response.status()).toBe(200);
    expect(response.headers()["access-control-allow-origin"]).toBe("*");
    expect(response.headers()["cache-control"]).toBe("no-store");
    const body = (await response.json()) as { token: string; minFillMs: number };
    expect(isTokenShaped(body.token)).toBe(true);
    expect(body.minFillMs).toBeGreaterThan(0);
    expect((await request.get("/api/token?form=nope")).status()).toBe(400);
  });

  test("refuse a token used sooner than the minimum fill time", async ({ request }) => {
    // A genuine token younger than the minimum fill time (the test server's is short, so one
    // dated a few seconds ahead is always too young, however slow the machine).
    const token = tokenFor("consultation", -5_000);
    const response = await consultation(request, { email: "early@example.com", _token: token });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ error: "token", reason: "early" });
  });

  test("accept a valid consultation and store it as typed, with where it came from", async ({
    request,
  }) => {
    const email = `api.${Date.now()}@example.com`;
    const description = `Basement cinema: one=two, onscreen=games <img src=x onerror=alert(1)> <script>x()</script>${"x".repeat(3000)}`;
    const response = await consultation(
      request,
      { email, firstName: "A".repeat(80), projectDescription: description, _formKey: "partner-a" },
      { Origin: "https://partner.example" },
    );
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ ok: true, form: "consultation" });
    expect(response.headers()["access-control-allow-origin"]).toBe("*");
    const record = (await records("consultation")).find((item) => item.email === email);
    expect(record).toMatchObject({
      form: "consultation",
      formKey: "partner-a",
      origin: "https://partner.example",
    });
    expect(new Date(record!.receivedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(record!.firstName).toHaveLength(50);
    expect(record!.projectDescription).toMatch(
      /^Basement cinema: one=two, onscreen=games <img src=x alert\(1\)> x{20}/,
    );
    expect([...String(record!.projectDescription)]).toHaveLength(2000);
    for (const key of ["website", "_token", "_timestamp", "_formKey"])
      expect(record).not.toHaveProperty(key);
  });

  test("a copied token stops working once it has been used", async ({ request }) => {
    const token = tokenFor("consultation");
    const first = await consultation(request, { email: "copy1@example.com", _token: token });
    expect(first.status()).toBe(201);
    for (const email of ["copy2@example.com", "copy3@example.com"]) {
      const again = await consultation(request, { email, _token: token });
      expect(again.status()).toBe(403);
      expect(await again.json()).toMatchObject({ error: "token", reason: "spent" });
    }
  });

  test("refuse a filled honeypot, invalid fields, and forged, expired or other forms' tokens", async ({
    request,
  }) => {
    // Other tests append to the same file at the same time: look for this test's records only.
    const stamp = `${Date.now()}.${Math.random().toString(36).slice(2)}`;
    const honeypot = await consultation(request, {
      email: `bot.${stamp}@example.com`,
      website: "http://spam.example",
    });
    expect(honeypot.status()).toBe(400);
    const invalid = await consultation(request, {
      email: `not-an-address.${stamp}`,
      firstName: "",
    });
    expect(invalid.status()).toBe(422);
    expect(await invalid.json()).toMatchObject({
      ok: false,
      error: "invalid",
      fields: { email: "invalid", firstName: "required" },
    });
    for (const [token, reason] of [
      ["aaaaaaaaaa", "forged"],
      [expiredToken("consultation"), "expired"],
      [tokenFor("contact"), "forged"],
    ]) {
      const refused = await consultation(request, {
        email: `token.${stamp}@example.com`,
        _token: token!,
      });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ error: "token", reason });
    }
    expect(
      (await records("consultation")).filter((item) => String(item.email).includes(stamp)),
    ).toEqual([]);
  });

  test("limit accepted submissions per address, with Retry-After, counting no refusals", async ({
    request,
  }) => {
    const headers = { "X-Forwarded-For": uniqueAddress() };
    for (let i = 0; i < 3; i++) {
      const refused = await consultation(request, { email: "not-an-address" }, headers);
      expect(refused.status()).toBe(422);
    }
    const statuses: number[] = [];
    for (let i = 0; i <= SERVER_LIMIT.submissions; i++) {
      const response = await consultation(request, { email: `flood${i}@example.com` }, headers);
      statuses.push(response.status());
      if (response.status() === 429)
        expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array<number>(SERVER_LIMIT.submissions).fill(201), 429]);
  });

  test("refuse a file in a multipart body with a clear 400", async ({ request }) => {
    const response = await request.post("/api/consultation", {
      multipart: {
        firstName: "Ada",
        email: "ada@example.com",
        _token: tokenFor("consultation"),
        attachment: { name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF") },
      },
      headers: { Accept: "application/json", "X-Forwarded-For": uniqueAddress() },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "file",
      message: expect.stringMatching(/files are not accepted/i),
    });
  });

  test("lose nothing under 20 concurrent posts", async ({ request }) => {
    const stamp = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        consultation(request, {
          email: `burst${i}.${stamp}@example.com`,
          projectDescription: "y".repeat(1900),
        }),
      ),
    );
    expect(responses.map((r) => r.status())).toEqual(Array(20).fill(201));
    const landed = (await records("consultation")).filter((item) =>
      String(item.email).endsWith(`.${stamp}@example.com`),
    );
    expect(landed).toHaveLength(20);
  });

  test("the contact form, drawn from its definition, sends in one press and lands with its form key", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueAddress() });
    await page.goto("/contact");
    const form = page.locator("#enquiry form");
    const names = await controlNames(form);
    expect(names).toEqual([...FORMS.contact.fields.map((field) => field.name), "website"]);
    const email = `contact.${Date.now()}@example.com`;
    await form.getByLabel("First Name").fill("Grace");
    await form.getByLabel("Last Name").fill("Hopper");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone Number").fill("07700 900123");
    await form.getByLabel("Project Address").fill("1 The Mall, London");
    await form.getByLabel("Budget Range").selectOption("50-100k");
    await form.getByLabel(/receive news/).check();
    // Reaching for the form fetched its token; a press before the minimum fill time waits, then goes.
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/thank-you$/, {
      timeout: 10_000,
    });
    const record = (await records("contact")).find((item) => item.email === email);
    expect(record).toMatchObject({
      form: "contact",
      formKey: "contact-page",
      firstName: "Grace",
      phone: "07700 900123",
      budgetRange: "50-100k",
      marketingConsent: "yes",
    });
  });

  test("a native post without a token gets a page to confirm, escaped, that sends with one press", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueAddress() },
    });
    const page = await context.newPage();
    await page.goto("/contact");
    const email = `no-script.${Date.now()}@example.com`;
    const typed = `"><script>window.hacked=1</script> one=two`;
    const kept = `"> one=two`;
    const form = page.locator("#enquiry form");
    await form.getByLabel("First Name").fill("Grace");
    await form.getByLabel("Last Name").fill("Hopper");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone Number").fill("07700 900123");
    await form.getByLabel("Project Address").fill(typed);
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please confirm your details");
    // The trap is drawn as on every form and kept out of sight by the page's one inline style,
    // which the Content-Security-Policy allows.
    const trap = page.locator('[name="website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    expect(await trap.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThan(0);
    await expect(page.getByLabel(/Project Address/)).toHaveValue(kept);
    await expect(page.getByLabel(/Email Address/)).toHaveValue(email);
    await expect(page.locator("script")).toHaveCount(0);
    // People take longer than the minimum fill time to read the page; the test waits it out.
    await expect(async () => {
      await page.getByRole("button", { name: "Send Enquiry" }).click();
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/thank-you$/, {
        timeout: 1000,
      });
    }).toPass({ timeout: 10_000 });
    const record = (await records("contact")).find((item) => item.email === email);
    expect(record!.projectAddress).toBe(kept);
    await context.close();
  });

  test("answer a cross-origin preflight and refuse other methods", async ({ request }) => {
    const preflight = await request.fetch("/api/consultation", {
      method: "OPTIONS",
      headers: { Origin: "https://partner.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-methods"]).toContain("POST");
    expect(
      (
        await request.get("/api/consultation", { headers: { Accept: "application/json" } })
      ).status(),
    ).toBe(405);
  });
});
