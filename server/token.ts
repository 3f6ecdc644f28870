import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { TOKEN_RULES } from "../forms/limits.ts";
import { isTokenShaped } from "../forms/token.ts";

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

/** The secret from `FORM_SECRET`, or a random one for this process (tokens then end with it). */
export function secretFrom(env: NodeJS.ProcessEnv): string {
  return env.FORM_SECRET || randomBytes(32).toString("hex");
}

function base36(bytes: Buffer, digits: number): string {
  return BigInt(`0x${bytes.toString("hex")}`)
    .toString(36)
    .padStart(digits, "0")
    .slice(-digits);
}

/** Issues and checks tokens with one secret; remembers spent tokens until they would expire. */
export function createTokens({ secret, now = Date.now, rules = TOKEN_RULES }: TokenOptions) {
  const spent = new Map<string, { uses: number; expiresAt: number }>();

  const sign = (form: string, time: string, nonce: string) =>
    base36(
      createHmac("sha256", secret)
        .update(`${form}:${time}:${nonce}`)
        .digest()
        .subarray(0, SIGNATURE_BYTES),
      SIGNATURE_DIGITS,
    );

  const forget = (at: number) => {
    for (const [token, entry] of spent) if (entry.expiresAt <= at) spent.delete(token);
  };

  return {
    /** A fresh token for `form`, issued now. */
    issue(form: string): string {
      const time = Math.floor(now() / 1000)
        .toString(36)
        .padStart(TIME_DIGITS, "0");
      const nonce = base36(randomBytes(8), NONCE_DIGITS);
      return `${time}${nonce}${sign(form, time, nonce)}`;
    },

    /** Whether `token` may be used for `form` now; spends nothing. */
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
      if ((spent.get(token)?.uses ?? 0) >= rules.uses)
        return { ok: false, reason: "spent", issuedAt };
      return { ok: true, issuedAt };
    },

    /** Counts one accepted submission against a token that `check` passed. */
    spend(token: string, issuedAt: number): void {
      const at = now();
      forget(at);
      const entry = spent.get(token) ?? { uses: 0, expiresAt: issuedAt + rules.maxAgeMs + 1000 };
      entry.uses += 1;
      spent.set(token, entry);
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
