import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TOKEN_RULES } from "../core/forms/limits.ts";
import { isTokenShaped } from "../core/forms/token-shape.ts";
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

  it("wait the minimum fill time to the millisecond, whenever in a second they were issued", () => {
    for (const offset of [0, 1, 500, 999]) {
      const time = clock(Date.UTC(2026, 0, 1) + offset);
      const tokens = createTokens({ secret: "s", now: time.now });
      const token = tokens.issue("consultation");
      time.advance(TOKEN_RULES.minFillMs - 1);
      expect(tokens.check(token, "consultation")).toMatchObject({ ok: false, reason: "early" });
      time.advance(1);
      expect(tokens.check(token, "consultation")).toMatchObject({ ok: true });
    }
  });

  it("of the earlier 29-character layout are still read, never as older than they are", () => {
    // Issued at 12:00:00.999 under the earlier layout (the time in whole seconds).
    const issued = Date.UTC(2026, 0, 1, 12) + 999;
    const time = Math.floor(issued / 1000)
      .toString(36)
      .padStart(7, "0");
    const nonce = "abcdef";
    const signature = BigInt(
      `0x${createHmac("sha256", "s").update(`consultation:${time}:${nonce}`).digest().subarray(0, 10).toString("hex")}`,
    )
      .toString(36)
      .padStart(16, "0")
      .slice(-16);
    const token = `${time}${nonce}${signature}`;
    expect(token).toHaveLength(29);
    const at = (ms: number) => createTokens({ secret: "s", now: () => issued + ms });
    expect(at(TOKEN_RULES.minFillMs - 1).check(token, "consultation")).toMatchObject({
      reason: "early",
    });
    expect(at(TOKEN_RULES.minFillMs).check(token, "consultation")).toMatchObject({ ok: true });
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
    for (const index of [0, 8, 9, 13, 14, 29]) {
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
