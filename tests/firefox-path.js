// @ts-check
import { existsSync } from "node:fs";

/**
 * The Firefox the browser tests drive over WebDriver BiDi: `FIREFOX_PATH` when set, otherwise
 * Debian's ESR (or a plain `firefox`); undefined when there is none.
 * @returns {string | undefined}
 */
export function firefoxExecutable() {
  const candidates = [process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"];
  return candidates.find((file) => file && existsSync(file));
}
