import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { consultation } from "../../core/forms/consultation-form.ts";
import { HONEYPOT } from "../../core/forms/fields.ts";
import { SERVER_LIMIT } from "../../core/forms/limits.ts";
import type { StoredRecord } from "../../server/store/types.ts";
import { data } from "../content.ts";
import { expiredToken, tokenFor, uniqueAddress } from "../form-tokens.ts";
import { takeOver } from "../widgets.ts";

/** The form's fields, in the order its definition gives them. */
const fieldNames = consultation.fields.map((field) => field.name as keyof typeof copy.labels);

const copy = data("consultationForm");
const nav = data("nav");
const { errorBoundary } = data("widgets");
const confirmPage = data("formAnswers").pages.confirm;
const businessEmail = data("site").email;
const endpoint = data("site").endpoints.consultation;
const submissions = path.resolve(".data/test/consultation.jsonl");

/** The widget's form, in its shadow root; once its script has taken over it sets `novalidate`. */
const widget = (page: Page) => page.locator("consultation-form form[novalidate]");

/** Opens the home page from an address of its own and lets the widget take over its form. */
async function openForm(page: Page, address = uniqueAddress()) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  // The form is in the HTML: it is reached for once the document is parsed, not after the
  // page's pictures, which these tests never look at.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await takeOver(page, "consultation-form", (element) =>
    element.getByRole("button", { name: copy.submit }).focus(),
  );
  await expect(widget(page)).toBeAttached();
  return widget(page);
}

/** The page's window with what the tests below add to it to watch the widget's events. */
interface WatchedWindow extends Window {
  /** Exposed by `errorEvents`: hands an error event's detail to the test. */
  recordError(detail: unknown): Promise<void>;
  /** Set by the success test: every `consultationsuccess` event's detail, in order. */
  conversions: unknown[];
}

/** Collects the `consultationerror` events' details into the returned list. */
async function errorEvents(page: Page) {
  const errors: unknown[] = [];
  await page.exposeFunction("recordError", (detail: unknown) => errors.push(detail));
  await page.evaluate(() =>
    document.addEventListener("consultationerror", (event) => {
      void (window as unknown as WatchedWindow).recordError((event as CustomEvent).detail);
    }),
  );
  return errors;
}

const field = (page: Page, name: keyof typeof copy.labels) =>
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

/** Fills only the three fields a request needs: the quickest valid request. */
async function fillRequired(page: Page) {
  await field(page, "firstName").fill("Ada");
  await field(page, "lastName").fill("Lovelace");
  await field(page, "email").fill("ada@example.com");
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
  test("on one form: an error shows only once its field has been left, each field is cleaned as it changes, an invalid phone blocks the submission", async ({
    page,
  }) => {
    // Three checks of the browser's own rules, each filling what it reads, on one loaded form.
    const form = await openForm(page);
    await test.step("shows an error only once the field has been left", async () => {
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
    await test.step("cleans each field as it changes", async () => {
      await field(page, "firstName").fill("Anne-Marie 2<b>");
      await expect(field(page, "firstName")).toHaveValue("Anne-Marie b");
      await field(page, "lastName").fill("O'Brien");
      await expect(field(page, "lastName")).toHaveValue("O'Brien");
      await field(page, "email").fill("  Ada@Example.COM ");
      await expect(field(page, "email")).toHaveValue("ada@example.com");
      await field(page, "phone").fill("+44 (0)20 7946-0958 ext.");
      await expect(field(page, "phone")).not.toHaveValue(/[a-z.]/);
      await field(page, "projectDescription").fill(
        '<script>alert("x")</script><b onclick=steal()>Basement</b> cinema, onscreen=games',
      );
      // Handlers go from inside markup only; prose that merely looks like one stays whole.
      await expect(field(page, "projectDescription")).toHaveValue(
        "<b steal()>Basement</b> cinema, onscreen=games",
      );
      await field(page, "firstName").fill("A".repeat(60));
      await expect(field(page, "firstName")).toHaveValue("A".repeat(50));
    });
    await test.step("an invalid phone blocks the submission with its message", async () => {
      await fillValid(page);
      await field(page, "phone").fill("12345");
      await form.getByRole("button", { name: copy.submit }).click();
      await expect(form.getByRole("link", { name: copy.messages.phoneInvalid })).toBeVisible();
    });
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
    for (const key of ["firstNameRequired", "lastNameRequired", "emailRequired"] as const) {
      await expect(summary.getByRole("link", { name: copy.messages[key] })).toBeVisible();
    }
    await summary.getByRole("link", { name: copy.messages.emailRequired }).click();
    await expect(field(page, "email")).toBeFocused();
    expect(posted).toBe(false);
  });

  test("shows Submitting... on a disabled button while the request is in flight", async ({
    page,
  }) => {
    const form = await openForm(page);
    let release = () => {};
    const held = new Promise<void>((reached) => {
      void page.route(`**${endpoint}`, async (route) => {
        reached();
        await new Promise<void>((resolve) => (release = resolve));
        await route.fulfill({ status: 200, body: "{}" });
      });
    });
    await fillValid(page);
    await form.getByRole("button", { name: copy.submit }).click();
    const pending = form.getByRole("button", { name: copy.submitting });
    await expect(pending).toBeDisabled();
    await held;
    await expect(pending).toBeDisabled();
    release();
    await expect(form.getByRole("status")).toContainText(copy.success);
  });

  test("a request goes as multipart with every field, the token and timestamp, asking for JSON; success resets every field, announces it, makes a new token and fires an event", async ({
    page,
  }) => {
    const form = await openForm(page);
    const requests: Request[] = [];
    await page.route(`**${endpoint}`, async (route) => {
      requests.push(route.request());
      await route.fulfill({ status: 200, body: "{}" });
    });
    await page.evaluate(() => {
      const watched = window as unknown as WatchedWindow;
      watched.conversions = [];
      document.addEventListener("consultationsuccess", (event) =>
        watched.conversions.push((event as CustomEvent).detail),
      );
    });
    const emails: string[] = [];
    for (let round = 0; round < 2; round++) {
      emails.push(await fillValid(page, `ada.${round}.${Date.now()}@example.com`));
      await form.getByRole("button", { name: copy.submit }).click();
      await expect(form.getByRole("status")).toContainText(copy.success);
      // The confirmation stands above the fields, which are back to their first values and
      // editable at once: the next request needs no extra press.
      const confirmation = (await form.locator(".cf-done").boundingBox())!;
      expect(confirmation.y).toBeLessThan((await field(page, "firstName").boundingBox())!.y);
      for (const name of fieldNames) {
        await expect(field(page, name)).toHaveValue("");
        await expect(field(page, name)).toBeEditable();
      }
    }
    await test.step("the request: multipart, asking for JSON, every field in order, the token, the time and the form's key", () => {
      const request = requests[0]!;
      expect(request.headers()["accept"]).toBe("application/json");
      expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
      const fields = multipartFields(request);
      // Every field in the definition's order, the honeypot, then what the form adds on submit.
      expect(fields.map(([name]) => name)).toEqual([
        ...fieldNames,
        HONEYPOT,
        "_token",
        "_timestamp",
        "_formKey",
      ]);
      const values = Object.fromEntries(fields);
      expect(values.email).toBe(emails[0]);
      expect(values.projectType).toBe("home-cinema");
      expect(values.website).toBe("");
      expect(values._token).toMatch(/^[a-z0-9]{10,30}$/);
      expect(Math.abs(Number(values._timestamp) - Date.now())).toBeLessThan(60_000);
      expect(values._formKey).toBe("hero-form");
    });
    const tokens = requests.map((request) => Object.fromEntries(multipartFields(request))._token);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(await page.evaluate(() => (window as unknown as WatchedWindow).conversions)).toEqual([
      { formKey: "hero-form" },
      { formKey: "hero-form" },
    ]);
  });

  for (const [name, failure, reason] of [
    ["a server error", "500", "server"],
    ["a network failure", "abort", "network"],
  ] as const) {
    test(`${name} shows the failure message, keeps every value and offers the e-mail`, async ({
      page,
    }) => {
      const form = await openForm(page);
      await page.route(`**${endpoint}`, (route) =>
        failure === "abort"
          ? route.abort("internetdisconnected")
          : route.fulfill({ status: 500, body: "" }),
      );
      const errors = await errorEvents(page);
      const email = await fillValid(page);
      await form.getByRole("button", { name: copy.submit }).click();
      const alert = form.getByRole("alert").filter({ hasText: copy.messages.failed });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole("link", { name: businessEmail })).toHaveAttribute(
        "href",
        `mailto:${businessEmail}`,
      );
      await expect(field(page, "email")).toHaveValue(email);
      await expect(field(page, "firstName")).toHaveValue("Ada");
      await expect(field(page, "projectType")).toHaveValue("home-cinema");
      await expect.poll(() => errors).toEqual([{ formKey: "hero-form", reason }]);
    });
  }

  test("field errors the server finds (422) are shown on their fields and in the summary", async ({
    page,
  }) => {
    const form = await openForm(page);
    const errors = await errorEvents(page);
    // The browser's own checks pass; the post is changed on its way so the server's checks fail.
    await page.route(`**${endpoint}`, async (route) => {
      const body = route.request().postDataBuffer()!.toString("utf8");
      await route.continue({ postData: body.replace(/@example\.com/, "@example") });
    });
    await fillValid(page);
    await form.getByRole("button", { name: copy.submit }).click();
    const summary = form.getByRole("alert").filter({ hasText: copy.messages.correctErrors });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: copy.messages.emailInvalid })).toBeVisible();
    await expect(field(page, "email")).toHaveAttribute("aria-invalid", "true");
    await expect.poll(() => errors).toEqual([{ formKey: "hero-form", reason: "rejected" }]);
    await field(page, "email").fill("ada@example.org");
    await expect(field(page, "email")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the server's limit (429) is shown with the wait it gives", async ({ page, request }) => {
    const address = uniqueAddress();
    const form = await openForm(page, address);
    const errors = await errorEvents(page);
    for (let i = 0; i < SERVER_LIMIT.submissions; i++) {
      const response = await request.post(endpoint, {
        multipart: {
          firstName: "Ada",
          lastName: "Lovelace",
          email: `limit${i}@example.com`,
          _token: tokenFor("consultation"),
        },
        headers: { Accept: "application/json", "X-Forwarded-For": address },
      });
      expect(response.status()).toBe(201);
    }
    await fillValid(page);
    await form.getByRole("button", { name: copy.submit }).click();
    const alert = form.getByRole("alert").filter({ hasText: copy.messages.overLimit });
    // The wait in whole seconds, as the server gave it.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const wait = escape(copy.messages.overLimitWait).replace(escape("{seconds}"), "\\d+");
    await expect(alert).toContainText(new RegExp(wait));
    await expect(field(page, "firstName")).toHaveValue("Ada");
    await expect.poll(() => errors).toEqual([{ formKey: "hero-form", reason: "throttled" }]);
  });

  test("an expired token (403) is renewed and the submission sent, silently", async ({ page }) => {
    let served = 0;
    await page.route("**/api/token?*", async (route) => {
      if (served++ > 0) return route.continue();
      await route.fulfill({ json: { token: expiredToken("consultation"), minFillMs: 0 } });
    });
    const form = await openForm(page);
    const statuses: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST") statuses.push(response.status());
    });
    const email = await fillValid(page);
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(form.getByRole("status")).toContainText(copy.success, { timeout: 15_000 });
    expect(statuses).toEqual([403, 201]);
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect.poll(async () => (await readFile(submissions, "utf8")).includes(email)).toBe(true);
  });

  test("a token refused again after renewal says so plainly", async ({ page }) => {
    await page.route("**/api/token?*", (route) =>
      route.fulfill({ json: { token: expiredToken("consultation"), minFillMs: 0 } }),
    );
    const form = await openForm(page);
    const errors = await errorEvents(page);
    await fillValid(page);
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(form.getByRole("alert").filter({ hasText: copy.messages.security })).toBeVisible();
    await expect.poll(() => errors).toEqual([{ formKey: "hero-form", reason: "token" }]);
  });

  test("a partner's form is stored with its form key and the partner's origin", async ({
    page,
    baseURL,
  }) => {
    // A partner's page on an origin of its own (another port), embedding the form as documented.
    const html = `<!doctype html><title>Partner</title><consultation-form endpoint="${baseURL}${endpoint}" form-key="partner-a"></consultation-form><script src="${baseURL}/embed/consultation-form.js"></script>`;
    const server = createServer((_, res) => res.setHeader("Content-Type", "text/html").end(html));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const partner = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // No forwarded address here: a header of its own would need a preflight the endpoint refuses.

    await page.goto(`${partner}/`);
    await expect(widget(page)).toBeAttached();
    const email = await fillValid(page);
    await widget(page).getByRole("button", { name: copy.submit }).click();
    await expect(widget(page).getByRole("status")).toContainText(copy.success);
    const record = JSON.parse(
      (await readFile(submissions, "utf8")).split("\n").find((line) => line.includes(email))!,
    ) as StoredRecord;
    expect(record).toMatchObject({ form: "consultation", formKey: "partner-a", origin: partner });
    server.close();
  });

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
    await expect(form.locator(".cf-done")).toHaveCount(0);
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
      await fillRequired(page);
      await form.getByRole("button", { name: copy.submit }).click();
      await expect(form.getByRole("status")).toContainText(copy.success);
    }
    await fillRequired(page);
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(
      form.getByRole("alert").filter({ hasText: copy.messages.overLimit }),
    ).toBeVisible();
    expect(count).toBe(3);
    await expect(field(page, "firstName")).toHaveValue("Ada");
    await page.clock.fastForward(61_000);
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(form.getByRole("status")).toContainText(copy.success);
    expect(count).toBe(4);
  });

  test("a real submission lands in .data through npm start's endpoint", async ({ page }) => {
    const form = await openForm(page);
    const email = await fillValid(page);
    await field(page, "projectDescription").fill(
      "Cinema <script>alert(1)</script> with onerror=x()",
    );
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(form.getByRole("status")).toContainText(copy.success);
    const record = JSON.parse(
      (await readFile(submissions, "utf8")).split("\n").find((line) => line.includes(email))!,
    ) as StoredRecord;
    expect(record).toMatchObject({
      form: "consultation",
      formKey: "hero-form",
      origin: new URL(page.url()).origin,
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      projectType: "home-cinema",
      projectDescription: "Cinema  with onerror=x()",
    });
    expect(record.website).toBeUndefined();
  });

  test("works with JavaScript disabled: the built form posts, is confirmed once, and lands", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueAddress() },
    });
    const page = await context.newPage();
    await page.goto("/");
    const email = `no-script.${Date.now()}@example.com`;
    const built = page.locator("consultation-form form");
    await built.getByLabel(copy.labels.firstName, { exact: true }).fill("Grace");
    await built.getByLabel(copy.labels.lastName, { exact: true }).fill("Hopper");
    await built.getByLabel(copy.labels.email, { exact: true }).fill(email);
    await built.getByRole("button", { name: copy.submit }).click();
    // No script, no token: the server asks once more, with the values and a token of its own.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmPage.title);
    await expect(page.getByLabel(copy.labels.email)).toHaveValue(email);
    await expect(async () => {
      await page.getByRole("button", { name: copy.submit }).click();
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/thank-you$/, {
        timeout: 1000,
      });
    }).toPass({ timeout: 10_000 });
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
    await expect(broken.getByText(errorBoundary.title)).toBeVisible();
    await expect(broken.getByRole("link", { name: errorBoundary.reload })).toBeVisible();
    await expect(broken.getByRole("link", { name: businessEmail })).toBeVisible();
    await expect(broken).not.toContainText("is not a function");
    await field(page, "firstName").fill("Still works");
    await expect(field(page, "firstName")).toHaveValue("Still works");
    const about = nav.main.find((link) => link.href === "/about")!;
    await page
      .getByRole("navigation", { name: nav.label })
      .getByRole("link", { name: about.label })
      .click();
    await expect(page).toHaveURL(new RegExp(`${about.href}$`));
  });
});
