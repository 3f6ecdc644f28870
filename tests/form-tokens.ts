import type { Locator } from "@playwright/test";
import { TOKEN_RULES } from "../core/forms/limits.ts";
import { randomUUID } from "node:crypto";
import type { Admission } from "../server/store/types.ts";
import { createTokens } from "../server/token-signer.ts";

/** The secret the test server signs tokens with, so a test can make real ones of any age. */
export const TEST_FORM_SECRET = "playwright-form-secret";

/**
 * The minimum fill time test servers run with (`FORM_MIN_FILL_MS` under `NODE_ENV=test`), so a
 * browser test waits a moment for its token rather than the 3 seconds a production server keeps.
 */
export const TEST_MIN_FILL_MS = 200;

/** A token the test server accepts for `form`, issued `ageMs` ago (old enough to send now). */
export function tokenFor(form: string, ageMs: number = TOKEN_RULES.minFillMs + 1000): string {
  return createTokens({ secret: TEST_FORM_SECRET, now: () => Date.now() - ageMs }).issue(form);
}

/** A genuine token for `form` that is past its maximum age. */
export function expiredToken(form: string): string {
  return tokenFor(form, TOKEN_RULES.maxAgeMs + 60_000);
}

/** A fresh client address per test, so the server's per-address limit never mixes tests up. */
export function uniqueAddress(): string {
  const part = () => Math.floor(Math.random() * 250);
  return `10.${part()}.${part()}.${part()}`;
}

/** The names of a built form's visible controls, in page order (the bot trap included). */
export function controlNames(form: Locator): Promise<string[]> {
  return form
    .locator("input:not([type=hidden]), select, textarea")
    .evaluateAll((controls) => controls.map((control) => (control as HTMLInputElement).name));
}

/** A store admission no other test shares: a fresh token and limit key, 5 a minute, now. */
export function freshAdmission(overrides: Partial<Admission> = {}): Admission {
  return {
    token: randomUUID(),
    tokenExpiresAt: Date.now() + 60_000,
    limitKey: randomUUID(),
    limit: 5,
    windowMs: 60_000,
    now: Date.now(),
    ...overrides,
  };
}
