import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { TOKEN_RULES } from "../core/forms/limits.ts";
import { isTokenShaped } from "../core/forms/token-shape.ts";

/**
 * Form tokens the server issues and checks. A token is 30 lowercase letters and digits, the most
 * the wire allows: the issue time in milliseconds (9 base-36 digits, good until the year 5138), a
 * random nonce (5) and a signature (16): 80 bits of an HMAC-SHA256 over the form's id, the time
 * and the nonce, keyed with a server secret. So a token cannot be made without the secret, is
 * good for one form only, says to the millisecond when it was issued (the minimum fill time is
 * exactly what it says), and a copied one is refused once spent. Tokens of the earlier layout
 * (29 characters, the time in whole seconds and a 6-digit nonce) are still read, so a page open
 * across an upgrade keeps working.
 */
const LAYOUTS = [
  { time: 9, nonce: 5, unitMs: 1 },
  { time: 7, nonce: 6, unitMs: 1000 },
] as const;
const SIGNATURE_DIGITS = 16;
const SIGNATURE_BYTES = 10;
const CURRENT = LAYOUTS[0];

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
    /** The rules these tokens are checked by (the minimum fill time is told to the browser). */
    rules,

    /** A fresh token for `form`, issued now. */
    issue(form: string): string {
      const time = Math.floor(now()).toString(36).padStart(CURRENT.time, "0");
      const nonce = base36(randomBytes(8), CURRENT.nonce);
      return `${time}${nonce}${sign(form, time, nonce)}`;
    },

    /** Whether `token` is genuine, for `form`, and of an age to be used now; spends nothing. */
    check(token: unknown, form: string): TokenCheck {
      const layout = LAYOUTS.find(
        (candidate) =>
          typeof token === "string" &&
          token.length === candidate.time + candidate.nonce + SIGNATURE_DIGITS,
      );
      if (!isTokenShaped(token) || !layout)
        return { ok: false, reason: token ? "forged" : "missing" };
      const time = token.slice(0, layout.time);
      const nonce = token.slice(layout.time, layout.time + layout.nonce);
      const given = Buffer.from(token.slice(layout.time + layout.nonce));
      const expected = Buffer.from(sign(form, time, nonce));
      if (!timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
      // An earlier token's time is the start of its second: it is counted from the second's end,
      // so it is never taken as older than it is.
      const issuedAt = parseInt(time, 36) * layout.unitMs + (layout.unitMs - 1);
      const age = now() - issuedAt;
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

/**
 * Keys the process's token issuer with `secret` (the one kept in the store when unset), checking
 * the minimum fill time `minFillMs` (the standard one unless given).
 */
export function useProcessSecret(secret: string, minFillMs?: number): Tokens {
  shared = createTokens({
    secret,
    rules: minFillMs === undefined ? TOKEN_RULES : { ...TOKEN_RULES, minFillMs },
  });
  return shared;
}
