import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lead } from "./message.ts";

/**
 * The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the scheme
 * Stripe uses: the receiver checks the signature and that `t` is recent, so a captured delivery
 * cannot be replayed later.
 */
export const SIGNATURE_HEADER = "X-Lead-Signature";

/** How far the receiver's clock may be from the signer's by default, in seconds. */
export const DEFAULT_TOLERANCE_S = 300;

function hmac(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload, "utf8").digest("hex");
}

/** The signature header for a body sent at `timestamp` (unix seconds). */
export function signBody(body: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(`${timestamp}.${body}`, secret)}`;
}

/**
 * True when a signature header matches the body under the secret (compared in constant time) and
 * its timestamp is within `toleranceS` of `now` (unix seconds).
 */
export function verifySignature(
  body: string,
  header: string | null | undefined,
  secret: string,
  options: { now?: number; toleranceS?: number } = {},
): boolean {
  const parts = new Map<string, string[]>();
  for (const part of (header ?? "").split(",")) {
    const at = part.indexOf("=");
    if (at < 1) continue;
    const key = part.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), part.slice(at + 1).trim()]);
  }
  const t = parts.get("t")?.[0] ?? "";
  if (!/^\d{1,12}$/.test(t)) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(t)) > (options.toleranceS ?? DEFAULT_TOLERANCE_S)) return false;
  const expected = Buffer.from(hmac(`${t}.${body}`, secret));
  return (parts.get("v1") ?? []).some((given) => {
    const buffer = Buffer.from(given);
    return buffer.length === expected.length && timingSafeEqual(buffer, expected);
  });
}

/** The JSON a webhook receives for one lead. */
export function webhookBody(form: string, lead: Lead): string {
  return JSON.stringify({ event: "lead.created", form, lead });
}

/** POSTs a signed body; throws on a network error, a timeout or any status other than 2xx. */
export async function postWebhook(
  url: string,
  body: string,
  secret: string,
  options: { timeoutMs?: number; leadId?: string; signal?: AbortSignal; now?: number } = {},
): Promise<void> {
  const timestamp = Math.floor((options.now ?? Date.now()) / 1000);
  // A CRM that hangs must not hold the queue: give up and retry later.
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      [SIGNATURE_HEADER]: signBody(body, secret, timestamp),
      ...(options.leadId ? { "X-Lead-Id": options.leadId } : {}),
    },
    body,
    redirect: "error",
    signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
