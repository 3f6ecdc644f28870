import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";

const dataDir = path.resolve(".data/test");
const token = "abcdefghij0123456789";

/** A fresh client address per test, so the flood limit of one never touches another. */
function address() {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

async function records(form: string) {
  const text = await readFile(path.join(dataDir, `${form}.jsonl`), "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
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
      _token: token,
      _timestamp: String(Date.now()),
      ...fields,
    },
    headers: { Accept: "application/json", "X-Forwarded-For": address(), ...headers },
  });
}

test.describe("the form endpoints of npm start", () => {
  test("accept a valid consultation, clean it with the browser's rules and append it as one JSON line", async ({
    request,
  }) => {
    const email = `api.${Date.now()}@example.com`;
    const response = await consultation(request, {
      email,
      firstName: "A".repeat(80),
      projectDescription: `<script>alert(1)</script>Basement cinema <img src=x onerror=alert(1)> ${"x".repeat(3000)}`,
    });
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ ok: true, form: "consultation" });
    expect(response.headers()["access-control-allow-origin"]).toBe("*");
    const record = (await records("consultation")).find((item) => item.email === email);
    expect(record.firstName).toHaveLength(50);
    expect(record.projectDescription.length).toBeLessThanOrEqual(2000);
    expect(record.projectDescription).not.toMatch(/<script|onerror\s*=/i);
    expect(record).not.toHaveProperty("website");
    expect(record).not.toHaveProperty("_token");
    expect(new Date(record.receivedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  test("refuse a filled honeypot, invalid fields and a bad token with clear statuses", async ({
    request,
  }) => {
    // Other tests append to the same file at the same time: look for this test's records only.
    const stamp = `${Date.now()}.${Math.random().toString(36).slice(2)}`;
    expect(
      (
        await consultation(request, {
          email: `bot.${stamp}@example.com`,
          website: "http://spam.example",
        })
      ).status(),
    ).toBe(400);
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
    const badToken = await consultation(request, {
      email: `token.${stamp}@example.com`,
      _token: "NOT-A-TOKEN",
    });
    expect(badToken.status()).toBe(403);
    expect(await badToken.json()).toMatchObject({ error: "token" });
    expect(
      (await records("consultation")).filter((item) => String(item.email).includes(stamp)),
    ).toEqual([]);
  });

  test("refuse a flood from one address with 429 and Retry-After", async ({ request }) => {
    const headers = { "X-Forwarded-For": address() };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await consultation(request, { email: `flood${i}@example.com` }, headers)).status(),
      );
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await consultation(request, { email: "again@example.com" }, headers);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
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

  test("answer a native contact post with a 303 back to the form, and keep the submission", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": address() });
    await page.goto("/contact");
    const email = `contact.${Date.now()}@example.com`;
    const form = page.locator("#enquiry form");
    await form.getByLabel("First Name").fill("Grace");
    await form.getByLabel("Last Name").fill("Hopper");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone Number").fill("07700 900123");
    await form.getByLabel("Project Address").fill("1 The Mall, London");
    await form.getByLabel("Budget Range").selectOption("50-100k");
    await form.getByLabel(/receive news/).check();
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=contact#enquiry$/);
    const record = (await records("contact")).find((item) => item.email === email);
    expect(record).toMatchObject({
      firstName: "Grace",
      phone: "07700 900123",
      budgetRange: "50-100k",
      marketingConsent: "yes",
    });
  });

  test("explain a rejected native post in a page, without losing the visitor's way back", async ({
    request,
  }) => {
    const response = await request.post("/api/contact", {
      form: { firstName: "Grace" },
      headers: { "X-Forwarded-For": address() },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(422);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).toContain("Return to the form");
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
