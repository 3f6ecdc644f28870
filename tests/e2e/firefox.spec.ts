/**
 * The path to the consultation in Firefox (Debian's ESR), driven by puppeteer-core over WebDriver
 * BiDi: Firefox fires focus, pointer and click events in its own order, and a message that
 * appears as a field is left used to move the submit button between press and release there.
 * Playwright's own Firefox cannot be downloaded here, so this drives the system's.
 */
import { expect, test } from "@playwright/test";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { data } from "../content.ts";
import { firefoxExecutable } from "../browsers.js";

const copy = data("consultationForm");
const executablePath = firefoxExecutable();

test.describe("in Firefox", () => {
  test.skip(!executablePath, "No Firefox on this machine (set FIREFOX_PATH).");
  // Firefox starts in seconds, but a busy two-core machine can take ten or more.
  test.setTimeout(90_000);

  let browser: Browser;
  test.beforeAll(async () => {
    browser = await puppeteer.launch({ browser: "firefox", executablePath, headless: true });
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  /**
   * Clicks the centre of an element with the mouse, as a visitor would: no focus first. The locator
   * scrolls it into view and aims once its box has stayed put for two frames: Firefox can still move
   * the page a frame after a scroll (here by 211 px, once in about twenty runs), so a box measured at
   * once can be stale by the click.
   */
  const press = (page: Page, selector: string) => page.locator(selector).click();

  const field = (name: string) => `consultation-form >>> [name=${name}]`;
  const texts = (page: Page, selector: string) =>
    page.$$eval(selector, (elements) => elements.map((element) => element.textContent ?? ""));

  for (const width of [375, 1280]) {
    test(`at ${width} px: type, leave a field empty, one press shows every error; then send and see the confirmation`, async ({
      baseURL,
    }) => {
      const page = await browser.newPage();
      try {
        await page.setViewport({ width, height: 800 });
        await page.evaluateOnNewDocument(() => localStorage.setItem("cookie-consent", "accepted"));
        await page.goto(`${baseURL}/`);
        await press(page, field("firstName"));
        await page.keyboard.type("Ada");
        await page.waitForFunction(() =>
          document.querySelector("consultation-form")?.matches(":defined"),
        );
        await press(page, field("lastName"));
        // Leaving Last Name empty by pressing Submit: its message appears during the press.
        await press(page, "consultation-form >>> .cf-submit");
        await page.waitForSelector("consultation-form >>> .cf-summary");
        expect(await texts(page, "consultation-form >>> .cf-summary li")).toEqual([
          copy.messages.lastNameRequired,
          copy.messages.emailRequired,
        ]);

        await press(page, field("lastName"));
        await page.keyboard.type("Lovelace");
        await press(page, field("email"));
        await page.keyboard.type("ada@example.com");
        await press(page, "consultation-form >>> .cf-submit");
        // The confirmation, or the message that came instead, so a failure says what the visitor saw.
        const confirmation = (await page.waitForSelector(
          "consultation-form >>> :is(.cf-done, .cf-status--error:not(:empty))",
          { timeout: 20_000 },
        ))!;
        expect(await confirmation.evaluate((element) => element.textContent)).toContain(
          copy.success,
        );
        // Scrolled into view (smoothly, where the visitor allows motion).
        await page.waitForFunction(
          (element) => {
            const box = element.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= innerHeight;
          },
          { timeout: 5_000 },
          confirmation,
        );
      } finally {
        await page.close();
      }
    });
  }
});
