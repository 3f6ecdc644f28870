import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signBody, verifySignature } from "./webhook.ts";

describe("signBody", () => {
  it("is t=<seconds>,v1=<hex HMAC of '<t>.<body>'>, as a receiver computes it", () => {
    const body = '{"event":"lead.created"}';
    const expected = createHmac("sha256", "secret").update(`1700000000.${body}`).digest("hex");
    expect(signBody(body, "secret", 1_700_000_000)).toBe(`t=1700000000,v1=${expected}`);
  });
});

describe("verifySignature", () => {
  const body = '{"a":1}';
  const now = 1_700_000_000;
  const signature = signBody(body, "secret", now);
  it.each([
    ["the right body and secret", body, signature, "secret", now, true],
    ["a changed body", '{"a":2}', signature, "secret", now, false],
    ["another secret", body, signature, "other", now, false],
    ["no header", body, undefined, "secret", now, false],
    ["a truncated header", body, signature.slice(0, 20), "secret", now, false],
    [
      "a changed timestamp",
      body,
      signature.replace("t=1700000000", "t=1700000100"),
      "secret",
      now + 100,
      false,
    ],
    ["a delivery 4 minutes old", body, signature, "secret", now + 240, true],
    ["a delivery replayed 6 minutes later", body, signature, "secret", now + 360, false],
    [
      "the old sha256= scheme",
      body,
      `sha256=${createHmac("sha256", "secret").update(body).digest("hex")}`,
      "secret",
      now,
      false,
    ],
  ])("with %s is %s", (_, text, header, secret, at, expected) => {
    expect(verifySignature(text, header, secret, { now: at })).toBe(expected);
  });
});
