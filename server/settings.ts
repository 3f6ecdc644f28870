import { SERVER_LIMIT } from "../core/forms/limits.ts";

/** The numeric settings `npm start` reads from the environment, checked once at start. */
export interface Settings {
  port: number;
  /** Accepted posts per client address per form in a rolling minute (`FORM_RATE_LIMIT`). */
  formRateLimit: number;
  /** Leads older than this many months are removed (`LEADS_RETENTION_MONTHS`). */
  retentionMonths: number;
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

/** Every numeric setting, checked; throws `SettingError` at the first bad one. */
export function readSettings(env: Record<string, string | undefined>): Settings {
  return {
    port: wholeNumber(env, "PORT", 8080, 0, 65_535),
    formRateLimit: wholeNumber(env, "FORM_RATE_LIMIT", SERVER_LIMIT.submissions, 1, 1_000_000),
    retentionMonths: wholeNumber(env, "LEADS_RETENTION_MONTHS", 24, 1, 1_200),
  };
}
