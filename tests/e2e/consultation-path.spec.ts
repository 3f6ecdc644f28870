/**
 * The path to the consultation, as a visitor on a phone or a laptop walks it: the first press
 * counts whether or not the form's code has arrived, nothing moves under the pointer, every post
 * is confirmed where the visitor is looking, and the floating bar never covers what they use.
 */
import { expect, test, type Page } from "@playwright/test";
import { consultation } from "../../core/forms/consultation-form.ts";
import { data } from "../content.ts";
import { TEST_MIN_FILL_MS } from "../form-tokens.ts";
import { whenReady } from "../widgets.ts";

const copy = data("consultationForm");
const thankYou = data("thankYou");
const required = consultation.fields
  .filter((field) => field.required)
  .map((field) => copy.messages[`${field.name}Required` as keyof typeof copy.messages]);

/** Holds back every widget script but the loader until the returned function is called. */
async function holdWidgetCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!loader)[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const form = (page: Page) => page.locator("consultation-form");

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

test.describe("before the form's code has arrived", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px one press of submit shows the summary, every required message and moves focus there`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const release = await holdWidgetCode(page);
      await page.goto("/");
      const ready = whenReady(page, "consultation-form");
      await form(page).getByRole("button", { name: copy.submit }).click();
      // The press is held, not answered by the browser's own bubble, while the code is away.
      await expect(form(page).locator(".cf-summary")).toHaveCount(0);
      release();
      await ready;
      const summary = form(page)
        .getByRole("alert")
        .filter({ hasText: copy.messages.correctErrors });
      await expect(summary).toBeVisible();
      await expect(summary.getByRole("listitem")).toHaveText(required);
      await expect(summary).toBeFocused();
      for (const message of required)
        await expect(form(page).locator(".cf-error", { hasText: message })).toBeVisible();
    });
  }

  test("in a browser whose parser leaves the built shadow root inert, the form shows styled and one press counts", async ({
    page,
  }) => {
    // As Safari 16.3 or Firefox 122 parse the page: the form's `<template shadowrootmode>` stays a
    // template (set through innerHTML, which never attaches one), and the widget would be blank.
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<consultation-form[^>]*>)(<template shadowrootmode="open">[\s\S]*?<\/template>)(<\/consultation-form>)/,
          (_, open: string, template: string, close: string) =>
            `${open}${close}<script>document.querySelector("consultation-form").innerHTML = ${JSON.stringify(
              template,
            ).replace(/</g, "\\u003c")};</script>`,
        );
        const headers = { ...response.headers() };
        delete headers["content-security-policy"];
        await route.fulfill({ response, body: html, headers });
      },
    );
    const release = await holdWidgetCode(page);
    await page.goto("/");
    const submit = form(page).getByRole("button", { name: copy.submit });
    await expect(submit).toBeVisible();
    // Its own styles came with it: the gold button of the card, not a browser's grey one.
    expect(await submit.evaluate((button) => getComputedStyle(button).minHeight)).toBe("48px");
    const ready = whenReady(page, "consultation-form");
    await submit.click();
    release();
    await ready;
    await expect(
      form(page).getByRole("alert").filter({ hasText: copy.messages.correctErrors }),
    ).toBeFocused();
  });

  test("a field left empty or wrong shows its message once the code arrives, and typing is cleaned", async ({
    page,
  }) => {
    const release = await holdWidgetCode(page);
    await page.goto("/");
    const field = (label: string) => form(page).getByLabel(label, { exact: true });
    await field(copy.labels.firstName).fill("Ad4a");
    await field(copy.labels.lastName).focus();
    await field(copy.labels.email).fill("abc");
    await field(copy.labels.phone).fill("12");
    await field(copy.labels.budget).focus();
    const ready = whenReady(page, "consultation-form");
    release();
    await ready;
    await expect(field(copy.labels.firstName)).toHaveValue("Ada");
    await expect(form(page).locator(".cf-error")).toHaveText([
      "",
      `Error: ${copy.messages.lastNameRequired}`,
      `Error: ${copy.messages.emailInvalid}`,
      `Error: ${copy.messages.phoneInvalid}`,
      "",
      "",
      "",
      "",
    ]);
    // The field the visitor is still in is not judged yet.
    await expect(field(copy.labels.budget)).toBeFocused();
  });
});

test("a message that appears as a field is left does not move the submit button being pressed", async ({
  page,
}) => {
  await page.goto("/");
  const submit = form(page).getByRole("button", { name: copy.submit });
  const ready = whenReady(page, "consultation-form");
  await form(page).getByLabel(copy.labels.firstName).click();
  await ready;
  await form(page).getByLabel(copy.labels.projectDescription).click();
  await submit.scrollIntoViewIfNeeded();
  const before = (await submit.boundingBox())!;
  // Pressing the button leaves the description; the press and release land where it was.
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await expect(form(page).locator(".cf-error").first()).toHaveText(
    `Error: ${copy.messages.firstNameRequired}`,
  );
  expect(await submit.boundingBox()).toEqual(before);
  await page.mouse.up();
  await expect(
    form(page).getByRole("alert").filter({ hasText: copy.messages.correctErrors }),
  ).toBeVisible();
});

test("a sent request is confirmed in view above the cleared fields, which stay ready for another", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/");
  const ready = whenReady(page, "consultation-form");
  await form(page).getByLabel(copy.labels.firstName).fill("Ada");
  await ready;
  await form(page).getByLabel(copy.labels.lastName).fill("Lovelace");
  await form(page).getByLabel(copy.labels.email).fill("ada@example.com");
  await form(page).getByRole("button", { name: copy.submit }).click();
  const confirmation = form(page).getByRole("region", { name: "Thank you, Ada" });
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await expect(form(page).getByRole("status")).toContainText(copy.success);
  await expect(confirmation).toContainText(copy.successNext);
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport({ ratio: 0.9 });
  // The fields are back to their first values, on screen and editable, below the confirmation.
  const firstName = form(page).getByLabel(copy.labels.firstName);
  await expect(firstName).toHaveValue("");
  await expect(firstName).toBeEditable();
  expect((await confirmation.boundingBox())!.y).toBeLessThan((await firstName.boundingBox())!.y);
  await firstName.fill("Grace");
  await expect(firstName).toHaveValue("Grace");
});

test.describe("the contact form", () => {
  const contact = data("contact");
  const fill = async (page: Page) => {
    const enquiry = page.locator("#enquiry form");
    for (const [name, value] of Object.entries({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      phone: "020 7946 0958",
      projectAddress: "1 Navy Yard, London",
      projectDescription: "A cinema for twelve.",
    }))
      await enquiry.locator(`[name=${name}]`).fill(value);
    return enquiry;
  };
  const expectConfirmed = async (page: Page) => {
    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(thankYou.title);
    await expect(heading).toBeInViewport();
    await expect(page.locator("main .lead").first()).toBeInViewport();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  };

  test("with script, one press lands on a page that confirms the enquiry and says what happens next", async ({
    page,
  }) => {
    await page.goto("/contact");
    const enquiry = await fill(page);
    await enquiry.getByRole("button", { name: contact.form.submit }).click();
    await expectConfirmed(page);
  });

  test("without script, the confirming second press lands on the same page", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const enquiry = await fill(page);
    await enquiry.locator("button[type=submit]").click();
    // No token without script: the server asks for one more press, from a page that carries one,
    // good once the test server's minimum fill time has passed since it was issued.
    await page.waitForTimeout(TEST_MIN_FILL_MS);
    await page.locator("main form button[type=submit]").click();
    await expectConfirmed(page);
    await context.close();
  });
});

test.describe("the floating call to action", () => {
  /** The overlap in CSS px of two boxes, 0 when they do not touch. */
  const overlap = (a: DOMRect | null, b: DOMRect | null) =>
    !a || !b
      ? 0
      : Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)) *
        Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));

  const barBox = (page: Page) =>
    page.locator("floating-cta").evaluate((element) => {
      const bar = element.querySelector(".floating-cta");
      return (element as HTMLElement).hidden || !bar
        ? null
        : (bar.getBoundingClientRect().toJSON() as DOMRect);
    });

  test("walking / at 375 px it never covers the focused field, nor at the bottom a footer link", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/");
    const ready = whenReady(page, "consultation-form");
    await form(page).getByLabel(copy.labels.firstName).focus();
    await ready;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let checked = 0;
    for (let y = 0; y <= height; y += 300) {
      // In one go in the page: the bar answers focus synchronously, so each focus is judged at once.
      const result = await page.evaluate((top) => {
        window.scrollTo({ top, behavior: "instant" });
        const host = document.querySelector("consultation-form")!;
        const controls = [
          ...host.shadowRoot!.querySelectorAll<HTMLElement>(
            "input:not([type=hidden]):not([tabindex='-1']), select, textarea",
          ),
          ...document.querySelectorAll<HTMLElement>("footer input"),
        ];
        const covered: string[] = [];
        let focused = 0;
        for (const control of controls) {
          const box = control.getBoundingClientRect();
          if (box.height === 0 || box.bottom < 0 || box.top > innerHeight) continue;
          control.focus({ preventScroll: true });
          focused++;
          const cta = document.querySelector<HTMLElement>("floating-cta")!;
          const bar = cta.querySelector(".floating-cta")!.getBoundingClientRect();
          const overlaps =
            !cta.hidden &&
            bar.top < box.bottom &&
            bar.bottom > box.top &&
            bar.left < box.right &&
            bar.right > box.left;
          if (overlaps) covered.push(control.getAttribute("name") ?? control.id);
        }
        (document.activeElement as HTMLElement | null)?.blur();
        return { covered, focused };
      }, y);
      expect(result.covered, `covered at scrollY ${y}`).toEqual([]);
      checked += result.focused;
    }
    expect(checked).toBeGreaterThan(8);
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    await expect(page.locator("floating-cta")).toBeVisible();
    for (const link of await page.locator("footer a").all()) {
      const box = await link.evaluate(
        (element) => element.getBoundingClientRect().toJSON() as DOMRect,
      );
      expect(overlap(await barBox(page), box), (await link.textContent()) ?? "").toBe(0);
    }
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px on / past 500 px it shows with the form on screen, and steps aside only while a field has focus`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
      await expect(form(page)).toBeInViewport();
      const bar = page.locator("floating-cta");
      await expect(bar.getByRole("link", { name: data("widgets").floatingCta.main })).toBeVisible();
      // Opaque: nothing of the page shows through it.
      const background = await bar
        .locator(".floating-cta")
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      if (width === 375) expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
      // The field in view nearest the bar, focused where it is, as a tap on it would.
      const description = form(page).getByLabel(copy.labels.projectDescription);
      await description.evaluate((field) => (field as HTMLElement).focus({ preventScroll: true }));
      await expect(bar).toBeHidden();
      await description.blur();
      await expect(bar).toBeVisible();
    });
  }

  test("is one bar at 320 px, each button on one line", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    const buttons = page.locator("floating-cta a");
    const { main, smallScreen } = data("widgets").floatingCta;
    await expect(buttons).toHaveText([main, smallScreen]);
    const boxes = await buttons.evaluateAll((links) =>
      links.map((link) => ({
        top: link.getBoundingClientRect().top,
        overflows: link.scrollWidth > link.clientWidth,
      })),
    );
    expect(boxes[0]!.top).toBe(boxes[1]!.top);
    for (const box of boxes) expect(box).toMatchObject({ overflows: false });
    for (const link of await buttons.all()) {
      const lines = await link.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
    }
    for (const link of await buttons.all())
      await expect(link).toHaveAttribute("href", "/#consultation");
  });
});

test("the cookie banner takes at most a fifth of a phone's first screen", async ({ browser }) => {
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 390, height: 844 },
  ]) {
    const page = await browser.newPage({ viewport });
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    const box = (await page.locator("cookie-banner").boundingBox())!;
    expect(box.height, `${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(
      viewport.height / 5,
    );
    await page.close();
  }
});

// The blog's first page (the featured article and six cards) and the places /contact names for
// each area are checked in content.spec.ts, in the load of those pages that checks the rest.
