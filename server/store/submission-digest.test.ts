import { describe, expect, it } from "vitest";
import { submissionDigest, type StoredRecord } from "./types.ts";

const ada: StoredRecord = {
  id: "9b0c0b8e-0d6a-4f43-9d2a-2f1f7c4d1a01",
  form: "consultation",
  formKey: "hero-form",
  origin: "https://example.com",
  receivedAt: "2026-11-27T10:00:00.000Z",
  firstName: "Ada",
  email: "ada@example.com",
  projectDescription: "A 12-seat basement cinema.",
};

describe("a submission's digest", () => {
  const token = "abcdefghij0123456789";
  const base = submissionDigest(token, ada);
  it.each<[string, StoredRecord, boolean]>([
    [
      "another attempt's id, time and origin",
      { ...ada, id: "other", receivedAt: "later", origin: "" },
      true,
    ],
    ["the same fields in another order", { email: ada.email, ...ada }, true],
    ["a newsletter event's own time", { ...ada, at: "2026-11-27T10:00:09.000Z" }, true],
    ["another value", { ...ada, firstName: "Grace" }, false],
    ["a value added", { ...ada, phone: "020 7946 0018" }, false],
    ["a value left out", (({ email: _gone, ...rest }) => rest)(ada), false],
    ["another form", { ...ada, form: "contact" }, false],
    ["another form key", { ...ada, formKey: "contact-page" }, false],
    ["a planned room", { ...ada, room: { url: "https://example.com/planner#r" } }, false],
  ])("with %s is the same: %s", (_what, record, same) => {
    expect(submissionDigest(token, record) === base).toBe(same);
  });

  it("is keyed with the token, so it says nothing of the values without it", () => {
    expect(submissionDigest("zyxwvutsrq9876543210", ada)).not.toBe(base);
    expect(base).not.toContain("ada");
    expect(base).toMatch(/^[\w-]{43}$/);
  });
});
