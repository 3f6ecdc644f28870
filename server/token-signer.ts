import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { TOKEN_RULES } from "../forms/limits.ts";
import { isTokenShaped } from "../forms/token-shape.ts";

/**
 * Form tokens the server issues and checks. A token is 29 lowercase letters and digits, inside
 * the wire's 10 to 30: the issue time in seconds (7 base-36 digits, good until the year 4453), a
 * random nonce (6) and a signature (16): 80 bits of an HMAC-SHA256 over the form's id, the time
 * and the nonce, keyed with a server secret. So a token cannot be made without the secret, is
 * good for one form only, says when it was issued, and a copied one is refused once spent.
 */
const TIME_DIGITS = 7;
const NONCE_DIGITS = 6;
const SIGNATURE_DIGITS = 16;
const SIGNATURE_BYTES = 10;
const TOKEN_LENGTH = TIME_DIGITS + NONCE_DIGITS + SIGNATURE_DIGITS;

export type TokenRefusal = "missing" | "forged" | "early" | "expired" | "spent";
export type TokenCheck =
  { ok: true; issuedAt: number } | { ok: false; reason: TokenRefusal; issuedAt?: number };

export interface TokenOptions {
  secret: string;
  now?: () => number;
  rules?: { minFillMs: number; maxAgeMs: number; uses: number };
}

/** The secret from `FORM_SECRET`, or a random one (the server keeps one in its store instead). */
export function secretFrom(env: NodeJS.ProcessEnv): string {
  return env.FORM_SECRET || randomBytes(32).toString("hex");
}

function base36(bytes: Buffer, digits: number): string {
  return BigInt(`0x${bytes.toString("hex")}`)
    .toString(36)
    .padStart(digits, "0")
    .slice(-digits);
}

/**
 * Issues and checks tokens with one secret. Whether a genuine token was spent is the store's to
 * say: it spends a token in the same step as it stores the submission, across restarts and
 * instances.
 */
export function createTokens({ secret, now = Date.now, rules = TOKEN_RULES }: TokenOptions) {
  const sign = (form: string, time: string, nonce: string) =>
    base36(
      createHmac("sha256", secret)
        .update(`${form}:${time}:${nonce}`)
        .digest()
        .subarray(0, SIGNATURE_BYTES),
      SIGNATURE_DIGITS,
    );

  return {
    /** A fresh token for `form`, issued now. */
    issue(form: string): string {
      const time = Math.floor(now() / 1000)
        .toString(36)
        .padStart(TIME_DIGITS, "0");
      const nonce = base36(randomBytes(8), NONCE_DIGITS);
      return `${time}${nonce}${sign(form, time, nonce)}`;
    },

    /** Whether `token` is genuine, for `form`, and of an age to be used now; spends nothing. */
    check(token: unknown, form: string): TokenCheck {
      if (!isTokenShaped(token) || token.length !== TOKEN_LENGTH)
        return { ok: false, reason: token ? "forged" : "missing" };
      const time = token.slice(0, TIME_DIGITS);
      const nonce = token.slice(TIME_DIGITS, TIME_DIGITS + NONCE_DIGITS);
      const given = Buffer.from(token.slice(TIME_DIGITS + NONCE_DIGITS));
      const expected = Buffer.from(sign(form, time, nonce));
      if (!timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
      const issuedAt = parseInt(time, 36) * 1000;
      const age = now() - issuedAt;
      // The issue time is kept in whole seconds, so a token may look up to a second older.
      if (age < rules.minFillMs) return { ok: false, reason: "early", issuedAt };
      if (age > rules.maxAgeMs) return { ok: false, reason: "expired", issuedAt };
      return { ok: true, issuedAt };
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;

let shared: Tokens | undefined;

/**
 * The process's one token issuer, keyed with `FORM_SECRET` (or a random secret for a local run),
 * so every form endpoint in the process issues and accepts the same tokens and spends them once.
 */
export function processTokens(): Tokens {
  shared ??= createTokens({ secret: secretFrom(process.env) });
  return shared;
}

/** Keys the process's token issuer with `secret` (the one kept in the store when unset). */
export function useProcessSecret(secret: string): Tokens {
  shared = createTokens({ secret });
  return shared;
}
