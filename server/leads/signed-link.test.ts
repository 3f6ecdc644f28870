import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signLink, verifyLink } from "./signed-link.ts";

const secret = "test secret";
const now = Date.UTC(2026, 10, 23);

describe("signed links", () => {
  it("carry their action and address back when untouched and in time", () => {
    const token = signLink(
      { action: "confirm", email: "a@example.com", expiresAt: now + 1000 },
      secret,
    );
    expect(verifyLink(token, secret, now)).toEqual({
      ok: true,
      action: "confirm",
      email: "a@example.com",
      expiresAt: now + 1000,
    });
  });

  it("expire", () => {
    const token = signLink(
      { action: "confirm", email: "a@example.com", expiresAt: now - 1 },
      secret,
    );
    expect(verifyLink(token, secret, now)).toEqual({ ok: false, reason: "expired" });
  });

  it("never expire when made with 0, as unsubscribe links are", () => {
    const token = signLink({ action: "unsubscribe", email: "a@example.com", expiresAt: 0 }, secret);
    expect(verifyLink(token, secret, now + 10 * 365 * 86_400_000).ok).toBe(true);
  });

  it("are refused when the address, the signature or the key differ", () => {
    const token = signLink(
      { action: "confirm", email: "a@example.com", expiresAt: now + 1000 },
      secret,
    );
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ a: "confirm", e: "b@example.com", x: now + 1000 }),
    ).toString("base64url");
    expect(verifyLink(`${forged}.${signature}`, secret, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(verifyLink(`${payload}.${signature!.slice(1)}x`, secret, now).ok).toBe(false);
    expect(verifyLink(token, "another key", now).ok).toBe(false);
    expect(verifyLink("", secret, now).ok).toBe(false);
    expect(verifyLink("a.b.c", secret, now).ok).toBe(false);
  });
});

describe("a signed payload that is not a claim", () => {
  it.each(["null", "1", "[]", '"confirm"', "true"])("(%s) is invalid, never a throw", (json) => {
    const payload = Buffer.from(json).toString("base64url");
    const token = `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
    expect(verifyLink(token, secret, now)).toEqual({ ok: false, reason: "invalid" });
  });
});
