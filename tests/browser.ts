import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Debian's Chromium, used where Playwright's own browser is not installed. */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/**
 * The Chromium to test with: Playwright's own build where it is installed, otherwise the system's.
 * `undefined` means Playwright's own.
 */
export function chromiumExecutable(): string | undefined {
  const override = process.env.CHROMIUM_PATH;
  if (override) return override;
  if (existsSync(chromium.executablePath())) return undefined;
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
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
