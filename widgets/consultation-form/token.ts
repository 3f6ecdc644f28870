const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
/** Long enough to be unguessable, inside SPEC.md's 10 to 30. */
export const TOKEN_LENGTH = 24;
const TOKEN_SHAPE = /^[a-z0-9]{10,30}$/;

/** A token of lowercase letters and digits, one per random byte given. */
export function createToken(randomBytes: Uint8Array): string {
  // 256 is not a multiple of 36, so the first four characters come up a little more often:
  // harmless for a token that only proves the form was rendered.
  return Array.from(randomBytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/** A fresh token from the platform's cryptographic random source. */
export function newToken(): string {
  return createToken(crypto.getRandomValues(new Uint8Array(TOKEN_LENGTH)));
}

/** True when the token is 10 to 30 lowercase letters and digits. */
export function isValidToken(token: unknown): token is string {
  return typeof token === "string" && TOKEN_SHAPE.test(token);
}
