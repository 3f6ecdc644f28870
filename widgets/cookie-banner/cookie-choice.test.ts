import { describe, expect, it } from "vitest";
import { CONSENT_KEY, readConsent, writeConsent } from "./cookie-choice.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const throwing = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

/** Where the browser refuses even to hand the storage over. */
const blocked = () => {
  throw new Error("SecurityError");
};

describe("readConsent", () => {
  it("is null when nothing is stored", () => {
    expect(readConsent(() => memoryStorage())).toBeNull();
  });

  it.each(["accepted", "declined"] as const)("reads %s", (value) => {
    expect(readConsent(() => memoryStorage({ [CONSENT_KEY]: value }))).toBe(value);
  });

  it("treats an unknown value as no choice, so the banner asks again", () => {
    expect(readConsent(() => memoryStorage({ [CONSENT_KEY]: "maybe" }))).toBeNull();
  });

  it("is null when storage throws or is blocked", () => {
    expect(readConsent(() => throwing)).toBeNull();
    expect(readConsent(blocked)).toBeNull();
  });
});

describe("writeConsent", () => {
  it("stores the choice under cookie-consent", () => {
    const storage = memoryStorage();
    expect(writeConsent("declined", () => storage)).toBe(true);
    expect(storage.values.get("cookie-consent")).toBe("declined");
  });

  it("reports false instead of throwing when storage refuses or is blocked", () => {
    expect(writeConsent("accepted", () => throwing)).toBe(false);
    expect(writeConsent("accepted", blocked)).toBe(false);
  });
});
