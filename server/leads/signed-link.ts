import { createHmac, timingSafeEqual } from "node:crypto";

export type LinkAction = "confirm" | "unsubscribe";

export type LinkCheck =
  | { ok: true; action: LinkAction; email: string; expiresAt: number }
  | { ok: false; reason: "invalid" | "expired" };

const encode = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const mac = (payload: string, secret: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

/**
 * A token for a link in an e-mail: the action, the address and an expiry (epoch ms, or 0 for
 * never), base64url-encoded and signed with HMAC-SHA256, so it cannot be altered or forged.
 */
export function signLink(
  claim: { action: LinkAction; email: string; expiresAt: number },
  secret: string,
): string {
  const payload = encode(JSON.stringify({ a: claim.action, e: claim.email, x: claim.expiresAt }));
  return `${payload}.${mac(payload, secret)}`;
}

/** The action and address a token carries, when its signature holds and it has not expired. */
export function verifyLink(token: string, secret: string, now: number): LinkCheck {
  const [payload, signature, ...rest] = String(token).split(".");
  if (!payload || !signature || rest.length) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "invalid" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  // Any JSON may be signed (null, a number, a list): only an object is a claim.
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return { ok: false, reason: "invalid" };
  const claim = parsed as { a?: unknown; e?: unknown; x?: unknown };
  if ((claim.a !== "confirm" && claim.a !== "unsubscribe") || typeof claim.e !== "string")
    return { ok: false, reason: "invalid" };
  if (typeof claim.x !== "number" || (claim.x !== 0 && claim.x < now))
    return { ok: false, reason: "expired" };
  return { ok: true, action: claim.a, email: claim.e, expiresAt: claim.x };
}
