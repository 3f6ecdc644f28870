import { SERVER_LIMIT, TOKEN_RULES } from "../core/forms/limits.ts";

/** The numeric settings `npm start` reads from the environment, checked once at start. */
export interface Settings {
  port: number;
  /** Accepted posts per client address per form in a rolling minute (`FORM_RATE_LIMIT`). */
  formRateLimit: number;
  /** Leads older than this many months are removed (`LEADS_RETENTION_MONTHS`). */
  retentionMonths: number;
  /** The fewest milliseconds from a form's token to its post (`FORM_MIN_FILL_MS`). */
  minFillMs: number;
}

/** A setting with a value it cannot use; its message is the one plain line start-up prints. */
export class SettingError extends Error {}

/**
 * A whole number from `name`, `fallback` when unset or empty, within `min`..`max`. Anything else
 * ("", "abc", "-1", "2.5", "1e3") is refused, naming the setting and what it takes.
 */
export function wholeNumber(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const text = raw.trim();
  if (/^\d{1,9}$/.test(text)) {
    const value = Number(text);
    if (value >= min && value <= max) return value;
  }
  throw new SettingError(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
}

/**
 * The minimum fill time, `FORM_MIN_FILL_MS`. It is the 3 seconds the forms' documentation promises
 * (a person takes longer than that; a script posting at once does not), and outside tests nothing
 * else is accepted, so a production server can neither switch the check off nor make the promise
 * untrue. Under `NODE_ENV=test` (which test runners set; the compiled server reads it from the
 * environment when it starts) it may be shortened, never to 0, so a browser test waits a moment
 * instead of 3 seconds and still meets the check.
 */
export function minFillMs(env: Record<string, string | undefined>): number {
  const name = "FORM_MIN_FILL_MS";
  const standard = TOKEN_RULES.minFillMs;
  if (env.NODE_ENV?.trim() === "test") return wholeNumber(env, name, standard, 1, standard);
  const raw = env[name];
  if (raw === undefined || raw.trim() === String(standard)) return standard;
  throw new SettingError(
    `${name} can only be ${standard} outside tests (NODE_ENV=test), not "${raw}"`,
  );
}

/** Every numeric setting, checked; throws `SettingError` at the first bad one. */
export function readSettings(env: Record<string, string | undefined>): Settings {
  return {
    port: wholeNumber(env, "PORT", 8080, 0, 65_535),
    formRateLimit: wholeNumber(env, "FORM_RATE_LIMIT", SERVER_LIMIT.submissions, 1, 1_000_000),
    retentionMonths: wholeNumber(env, "LEADS_RETENTION_MONTHS", 24, 1, 1_200),
    minFillMs: minFillMs(env),
  };
}
