// @ts-check
/**
 * The browsers the tests and benchmarks drive, found on this machine. `scripts/ensure-browser.js`
 * installs what is missing before the browser tests run.
 */
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Debian's Chromium: the whole browser, as the benchmarks measure pages and cards are drawn. */
const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/**
 * Debian's Chromium headless shell, what the browser tests drive: the same Blink and V8 without
 * the whole browser's window machinery (Playwright's own headless runs use its build of the same
 * shell). The page sweep took 40 % less processor time in it than in the whole browser (76
 * against 127 core-seconds), which is what lets the browser tests run two at a time on two cores.
 */
const SYSTEM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** The first of `files` that exists; `undefined` when none does. */
const found = (/** @type {(string | undefined)[]} */ ...files) =>
  files.find((file) => file && existsSync(file));

/**
 * The Chromium to drive: `CHROMIUM_PATH` when set; Playwright's own build where it is installed
 * (`undefined`: Playwright picks it, and its headless shell for headless tests); otherwise the
 * system's headless shell for tests (`shell`) or its whole browser.
 * @param {{ shell?: boolean }} [options]
 * @returns {string | undefined}
 */
export function chromiumExecutable({ shell = false } = {}) {
  const override = process.env.CHROMIUM_PATH;
  if (override) return override;
  if (existsSync(chromium.executablePath())) return undefined;
  return shell ? found(SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM) : found(SYSTEM_CHROMIUM);
}

/** Whether the browser tests have a Chromium of their own kind (a headless shell or an override). */
export function testChromiumFound() {
  return Boolean(
    process.env.CHROMIUM_PATH ||
    existsSync(chromium.executablePath()) ||
    existsSync(SYSTEM_HEADLESS_SHELL),
  );
}

/** Flags that keep a headless Chromium quiet on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The Firefox the browser tests drive over WebDriver BiDi: `FIREFOX_PATH` when set, otherwise
 * Debian's ESR (or a plain `firefox`); undefined when there is none.
 * @returns {string | undefined}
 */
export function firefoxExecutable() {
  return found(process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox");
}
