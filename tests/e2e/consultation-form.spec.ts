import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { data } from "../content.ts";
import { takeOver } from "../widgets.ts";

const copy = data("consultationForm");
const endpoint = data("site").endpoints.consultation as string;
const submissions = path.resolve(".data/test/consultation.jsonl");

/** A fresh address per test, so the server's per-address flood limit never mixes tests up. */
function uniqueAddress() {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

/** The form, built into the page inside the element's shadow root. */
const widget = (page: Page) => page.locator("consultation-form form");

async function openForm(page: Page) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueAddress() });
  await page.goto("/");
  // Its script arrives when a visitor reaches for it, and takes the built form over.
  await takeOver(page, "consultation-form", (form) => form.hover());
  return widget(page);
}

const field = (page: Page, name: string) =>
  widget(page).getByLabel(copy.labels[name], { exact: true });

async function fillValid(page: Page, email = `ada.${Date.now()}@example.com`) {
  await field(page, "firstName").fill("Ada");
  await field(page, "lastName").fill("Lovelace");
  await field(page, "email").fill(email);
  await field(page, "phone").fill("020 7946 0958");
  await field(page, "projectAddress").fill("12 Cheyne Walk, London SW3");
  await field(page, "projectType").selectOption("home-cinema");
  await field(page, "budget").fill("£50,000");
  await field(page, "projectDescription").fill("A 9-seat cinema in the basement.");
  return email;
}

/** Parses the multipart body of a captured request into ordered [name, value] pairs. */
function multipartFields(request: Request): [string, string][] {
  const type = request.headers()["content-type"] ?? "";
  const boundary = type.split("boundary=")[1]!;
  const body = request.postDataBuffer()!.toString("utf8");
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head, ...rest] = part.replace(/^\r\n/, "").split("\r\n\r\n");
      return [head!.match(/name="([^"]+)"/)![1]!, rest.join("\r\n\r\n").replace(/\r\n$/, "")];
    });
}

test.describe("consultation form", () => {
  test("cleans each field as it changes", async ({ page }) => {
    await openForm(page);
    await field(page, "firstName").fill("Anne-Marie 2<b>");
    await expect(field(page, "firstName")).toHaveValue("Anne-Marie b");
    await field(page, "lastName").fill("O'Brien");
    await expect(field(page, "lastName")).toHaveValue("O'Brien");
    await field(page, "email").fill("  Ada@Example.COM ");
    await expect(field(page, "email")).toHaveValue("ada@example.com");
    await field(page, "phone").fill("+44 (0)20 7946-0958 ext.");
    await expect(field(page, "phone")).not.toHaveValue(/[a-z.]/);
    await field(page, "projectDescription").fill(
      '<script>alert("x")</script>Basement cinema onclick=steal()',
    );
    await expect(field(page, "projectDescription")).not.toHaveValue(/<script|onclick\s*=/i);
    await expect(field(page, "projectDescription")).toHaveValue(/Basement cinema/);
    await field(page, "firstName").fill("A".repeat(60));
    await expect(field(page, "firstName")).toHaveValue("A".repeat(50));
  });

  test("shows an error only once the field has been left", async ({ page }) => {
    await openForm(page);
    const email = field(page, "email");
    await email.fill("not-an-address");
    await expect(page.getByText(copy.messages.emailInvalid)).toHaveCount(0);
    await email.blur();
    const error = widget(page).getByText(copy.messages.emailInvalid);
    await expect(error).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    const describedBy = await email.getAttribute("aria-describedby");
    expect(await error.getAttribute("id")).toBe(describedBy);
    await email.fill("ada@example.com");
    await expect(error).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
  });

  test("an empty submit lists every error, focuses the summary and sends nothing", async ({
    page,
  }) => {
    const form = await openForm(page);
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await form.getByRole("button", { name: copy.submit }).click();
    const summary = form.getByRole("alert").filter({ hasText: copy.messages.correctErrors });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    for (const key of ["firstNameRequired", "lastNameRequired", "emailRequired"]) {
      await expect(summary.getByRole("link", { name: copy.messages[key] })).toBeVisible();
    }
    await summary.getByRole("link", { name: copy.messages.emailRequired }).click();
    await expect(field(page, "email")).toBeFocused();
    expect(posted).toBe(false);
  });

  test("an invalid phone blocks the submission with its message", async ({ page }) => {
    const form = await openForm(page);
    await fillValid(page);
    await field(page, "phone").fill("12345");
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(form.getByRole("link", { name: copy.messages.phoneInvalid })).toBeVisible();
  });

  test("shows Submitting... on a disabled button while the request is in flight", async ({
    page,
  }) => {
    const form = await openForm(page);
    let release = () => {};
    await page.route(`**${endpoint}`, async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({ status: 200, body: "{}" });
    });
    await fillValid(page);
    await form.getByRole("button", { name: copy.submit }).click();
    const pending = form.getByRole("button", { name: copy.submitting });
    await expect(pending).toBeDisabled();
    release();
    await expect(form.getByRole("button", { name: copy.submit })).toBeEnabled();
  });

  test("sends a multipart payload with every field, the token and timestamp, asking for JSON", async ({
    page,
  }) => {
    const form = await openForm(page);
    const requests: Request[] = [];
    await page.route(`**${endpoint}`, async (route) => {
      requests.push(route.request());
      await route.fulfill({ status: 200, body: "{}" });
    });
    const email = await fillValid(page);
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(form.getByRole("status")).toHaveText(copy.success);
    const [request] = requests;
    expect(request!.headers()["accept"]).toBe("application/json");
    expect(request!.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const fields = multipartFields(request!);
    expect(fields.map(([name]) => name)).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "projectAddress",
      "projectType",
      "budget",
      "projectDescription",
      "website",
      "_token",
      "_timestamp",
    ]);
    const values = Object.fromEntries(fields);
    expect(values.email).toBe(email);
    expect(values.projectType).toBe("home-cinema");
    expect(values.website).toBe("");
    expect(values._token).toMatch(/^[a-z0-9]{10,30}$/);
    expect(Math.abs(Number(values._timestamp) - Date.now())).toBeLessThan(60_000);
  });

  test("success resets every field, announces it, makes a new token and fires an event", async ({
    page,
  }) => {
    const form = await openForm(page);
    const tokens: string[] = [];
    await page.route(`**${endpoint}`, async (route) => {
      tokens.push(Object.fromEntries(multipartFields(route.request()))._token!);
      await route.fulfill({ status: 200, body: "{}" });
    });
    await page.evaluate(() => {
      (window as any).conversions = [];
      document.addEventListener("consultationsuccess", (event) =>
        (window as any).conversions.push((event as CustomEvent).detail),
      );
    });
    for (let round = 0; round < 2; round++) {
      await fillValid(page);
      await form.getByRole("button", { name: copy.submit }).click();
      await expect(form.getByRole("status")).toHaveText(copy.success);
      for (const name of [
        "firstName",
        "lastName",
        "email",
        "phone",
        "projectAddress",
        "budget",
        "projectDescription",
      ]) {
        await expect(field(page, name)).toHaveValue("");
      }
      await expect(field(page, "projectType")).toHaveValue("");
    }
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(await page.evaluate(() => (window as any).conversions)).toEqual([
      { formKey: "hero-form" },
      { formKey: "hero-form" },
    ]);
  });

  for (const [name, failure] of [
    ["a server error", "500"],
    ["a network failure", "abort"],
  ] as const) {
    test(`${name} shows the failure message and keeps every value`, async ({ page }) => {
      const form = await openForm(page);
      await page.route(`**${endpoint}`, (route) =>
        failure === "abort"
          ? route.abort("internetdisconnected")
          : route.fulfill({ status: 500, body: "" }),
      );
      const errors: unknown[] = [];
      await page.exposeFunction("recordError", (detail: unknown) => errors.push(detail));
      await page.evaluate(() =>
        document.addEventListener("consultationerror", (event) =>
          (window as any).recordError((event as CustomEvent).detail),
        ),
      );
      const email = await fillValid(page);
      await form.getByRole("button", { name: copy.submit }).click();
      await expect(form.getByRole("alert").filter({ hasText: copy.messages.failed })).toBeVisible();
      await expect(field(page, "email")).toHaveValue(email);
      await expect(field(page, "firstName")).toHaveValue("Ada");
      await expect(field(page, "projectType")).toHaveValue("home-cinema");
      await expect.poll(() => errors).toEqual([{ formKey: "hero-form", reason: "network" }]);
    });
  }

  test("a filled honeypot stops silently with a console warning and no request", async ({
    page,
  }) => {
    const form = await openForm(page);
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await fillValid(page);
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await honeypot.fill("https://spam.example");
    await form.getByRole("button", { name: copy.submit }).click();
    await expect.poll(() => warnings.length).toBeGreaterThan(0);
    expect(posted).toBe(false);
    await expect(form.locator('[role="status"]')).toHaveText("");
    await expect(form.locator('.cf-status[role="alert"]')).toHaveText("");
  });

  test("the fourth submission within a minute is refused, and allowed again after it", async ({
    page,
  }) => {
    await page.clock.install();
    const form = await openForm(page);
    let count = 0;
    await page.route(`**${endpoint}`, async (route) => {
      count++;
      await route.fulfill({ status: 200, body: "{}" });
    });
    for (let round = 0; round < 3; round++) {
      await fillValid(page);
      await form.getByRole("button", { name: copy.submit }).click();
      await expect(form.getByRole("status")).toHaveText(copy.success);
    }
    await fillValid(page);
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(
      form.getByRole("alert").filter({ hasText: copy.messages.rateLimit }),
    ).toBeVisible();
    expect(count).toBe(3);
    await expect(field(page, "firstName")).toHaveValue("Ada");
    await page.clock.fastForward(61_000);
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(form.getByRole("status")).toHaveText(copy.success);
    expect(count).toBe(4);
  });

  test("a real submission lands in .data through npm start's endpoint", async ({ page }) => {
    const form = await openForm(page);
    const email = await fillValid(page);
    await field(page, "projectDescription").fill(
      "Cinema <script>alert(1)</script> with onerror=x()",
    );
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(form.getByRole("status")).toHaveText(copy.success);
    const record = JSON.parse(
      (await readFile(submissions, "utf8")).split("\n").find((line) => line.includes(email))!,
    );
    expect(record).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      projectType: "home-cinema",
    });
    expect(record.projectDescription).not.toMatch(/<script|onerror\s*=/i);
    expect(record.website).toBeUndefined();
  });

  test("works with JavaScript disabled: the plain form posts and lands", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueAddress() },
    });
    const page = await context.newPage();
    await page.goto("/");
    const email = `no-script.${Date.now()}@example.com`;
    const fallback = page.locator("consultation-form form");
    await fallback.getByLabel(copy.labels.firstName, { exact: true }).fill("Grace");
    await fallback.getByLabel(copy.labels.lastName, { exact: true }).fill("Hopper");
    await fallback.getByLabel(copy.labels.email, { exact: true }).fill(email);
    await fallback.getByRole("button", { name: copy.submit }).click();
    await expect(page).toHaveURL(/\/\?sent=consultation#consultation$/);
    await expect.poll(async () => (await readFile(submissions, "utf8")).includes(email)).toBe(true);
    await context.close();
  });

  test("a widget that fails to render says so inside itself, and the page keeps working", async ({
    page,
  }) => {
    await openForm(page);
    await page.evaluate(() => {
      const broken = document.createElement("consultation-form");
      broken.setAttribute("copy", JSON.stringify({ projectTypes: "not a list" }));
      broken.id = "broken";
      document.querySelector("main")!.prepend(broken);
    });
    const broken = page.locator("#broken");
    await expect(broken.getByText("Unexpected Application Error!")).toBeVisible();
    await expect(broken).toContainText("map is not a function");
    await field(page, "firstName").fill("Still works");
    await expect(field(page, "firstName")).toHaveValue("Still works");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
  });
});
