import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lead } from "./message.ts";

/** The header carrying `sha256=<hex HMAC of the raw body>`, the scheme GitHub and Stripe users know. */
export const SIGNATURE_HEADER = "X-Lead-Signature-256";

/** The signature of a body: `sha256=` and the hex HMAC-SHA256 of its exact bytes under the secret. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** True when a signature header matches the body under the secret (compared in constant time). */
export function verifySignature(body: string, header: string | null | undefined, secret: string) {
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
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
  options: { timeoutMs?: number; leadId?: string } = {},
): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      [SIGNATURE_HEADER]: signBody(body, secret),
      ...(options.leadId ? { "X-Lead-Id": options.leadId } : {}),
    },
    body,
    redirect: "error",
    // A CRM that hangs must not hold the queue: give up and retry later.
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
