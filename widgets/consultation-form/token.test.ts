import { describe, expect, it } from "vitest";
import { TOKEN_LENGTH, createToken, isValidToken, newToken } from "./token.ts";

describe("tokens", () => {
  it("makes one lowercase letter or digit per byte", () => {
    expect(createToken(new Uint8Array([0, 25, 26, 35, 36, 255]))).toBe("az09ad");
  });

  it("makes fresh, valid tokens", () => {
    const tokens = new Set(Array.from({ length: 50 }, newToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toHaveLength(TOKEN_LENGTH);
      expect(isValidToken(token)).toBe(true);
    }
  });

  it.each([
    ["a".repeat(9), false],
    ["a".repeat(10), true],
    ["a1".repeat(15), true],
    ["a".repeat(31), false],
    ["abcdefghiJ", false],
    ["abcdefghi-", false],
    ["abcdefghi ", false],
    ["", false],
  ])("%j is valid: %s", (token, expected) => {
    expect(isValidToken(token)).toBe(expected);
  });

  it("rejects what is not a string", () => {
    expect(isValidToken(undefined)).toBe(false);
    expect(isValidToken(1234567890)).toBe(false);
  });
});
