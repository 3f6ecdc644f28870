/**
 * What browsers need to know about form tokens. Tokens are issued and checked only by the server
 * (`GET /api/token?form=<id>`, beside the form's endpoint); a page fetches one, holds it for at
 * least the minimum fill time, and sends it as `_token`.
 */

/** The wire shape of `_token`: 10 to 30 lowercase letters and digits. */
export const TOKEN_SHAPE = /^[a-z0-9]{10,30}$/;

/** True when a token has the wire shape; whether it is genuine only the server can tell. */
export function isTokenShaped(token: unknown): token is string {
  return typeof token === "string" && TOKEN_SHAPE.test(token);
}

/** Where a form's tokens come from: `token?form=<id>` beside its endpoint. */
export function tokenUrl(endpoint: string, base: string, formId: string): string {
  const url = new URL("token", new URL(endpoint, base));
  url.searchParams.set("form", formId);
  return url.href;
}

/**
 * How long to wait before a token received `ageMs` ago may be sent. The server counts from the
 * issue time, which is never later than receipt, so waiting out the rest here is always enough.
 */
export function waitBeforeSending(ageMs: number, minFillMs: number): number {
  return Math.max(0, minFillMs - ageMs);
}
