import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signBody, verifySignature } from "./webhook.ts";

describe("signBody", () => {
  it("is sha256= and the hex HMAC of the exact body, as a receiver computes it", () => {
    const body = '{"event":"lead.created"}';
    const expected = createHmac("sha256", "secret").update(body).digest("hex");
    expect(signBody(body, "secret")).toBe(`sha256=${expected}`);
  });
});

describe("verifySignature", () => {
  const body = '{"a":1}';
  const signature = signBody(body, "secret");
  it.each([
    ["the right body and secret", body, signature, "secret", true],
    ["a changed body", '{"a":2}', signature, "secret", false],
    ["another secret", body, signature, "other", false],
    ["no header", body, undefined, "secret", false],
    ["a truncated header", body, signature.slice(0, 20), "secret", false],
  ])("with %s is %s", (_, text, header, secret, expected) => {
    expect(verifySignature(text, header, secret)).toBe(expected);
  });
});
