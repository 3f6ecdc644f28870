import { describe, expect, it } from "vitest";
import { TOKEN_RULES } from "../forms/limits.ts";
import { isTokenShaped } from "../forms/token-shape.ts";
import { createTokens } from "./token-signer.ts";

function clock(start = Date.UTC(2026, 0, 1)) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("form tokens", () => {
  it("have the wire shape: 10 to 30 lowercase letters and digits", () => {
    const tokens = createTokens({ secret: "s" });
    for (let i = 0; i < 50; i++) expect(isTokenShaped(tokens.issue("consultation"))).toBe(true);
  });

  it("are accepted only between the minimum fill time and the maximum age", () => {
    const time = clock();
    const tokens = createTokens({ secret: "s", now: time.now });
    const token = tokens.issue("consultation");
    expect(tokens.check(token, "consultation")).toMatchObject({ ok: false, reason: "early" });
    time.advance(TOKEN_RULES.minFillMs);
    expect(tokens.check(token, "consultation")).toMatchObject({ ok: true });
    time.advance(TOKEN_RULES.maxAgeMs);
    expect(tokens.check(token, "consultation")).toMatchObject({ ok: false, reason: "expired" });
  });

  it("are bound to their form and their secret", () => {
    const time = clock();
    const tokens = createTokens({ secret: "s", now: time.now });
    const token = tokens.issue("consultation");
    time.advance(TOKEN_RULES.minFillMs);
    expect(tokens.check(token, "contact")).toMatchObject({ ok: false, reason: "forged" });
    const other = createTokens({ secret: "other", now: time.now });
    expect(other.check(token, "consultation")).toMatchObject({ ok: false, reason: "forged" });
  });

  it("refuse any change to the issue time, the nonce or the signature", () => {
    const time = clock();
    const tokens = createTokens({ secret: "s", now: time.now });
    const token = tokens.issue("consultation");
    time.advance(TOKEN_RULES.minFillMs);
    for (const index of [0, 6, 7, 12, 13, 28]) {
      const changed =
        token.slice(0, index) + (token[index] === "a" ? "b" : "a") + token.slice(index + 1);
      expect(tokens.check(changed, "consultation")).toMatchObject({ ok: false, reason: "forged" });
    }
  });

  it("refuse what is not a token, or nothing", () => {
    const tokens = createTokens({ secret: "s" });
    expect(tokens.check("", "consultation")).toMatchObject({ reason: "missing" });
    expect(tokens.check(undefined, "consultation")).toMatchObject({ reason: "missing" });
    expect(tokens.check("aaaaaaaaaa", "consultation")).toMatchObject({ reason: "forged" });
    expect(tokens.check("A".repeat(29), "consultation")).toMatchObject({ reason: "forged" });
  });
});
