import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "../tests/browsers.js";

/** Full speed, and the CPU slowed four times: roughly a mid-range phone. */
export const SLOWDOWNS = [1, 4] as const;

/**
 * Runs `measure` once per slowdown in Chromium, each time on a fresh page from `open`, and
 * returns the results in order. `measure` gets a function that slows the page's CPU, to call once
 * its setup is done, so loading and setting up never count.
 */
export async function atEachSlowdown<T>(
  open: (browser: Browser) => Promise<Page>,
  measure: (page: Page, slowDown: () => Promise<void>) => Promise<T>,
): Promise<{ slowdown: number; result: T }[]> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  try {
    const results = [];
    for (const slowdown of SLOWDOWNS) {
      const page = await open(browser);
      const slowDown = async () => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
      };
      results.push({ slowdown, result: await measure(page, slowDown) });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
