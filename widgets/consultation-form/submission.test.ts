import { describe, expect, it } from "vitest";
import {
  buildPayload,
  checkContactSubmission,
  checkServerSubmission,
  checkSubmission,
} from "./submission.ts";
import { emptyValues, type FormValues } from "./validate.ts";

const token = "abcdefghij0123456789";
const valid = (): FormValues => ({
  ...emptyValues(),
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
});

describe("checkSubmission", () => {
  it("sends a valid form and records the time", () => {
    expect(checkSubmission({ values: valid(), token, history: [], now: 5 })).toEqual({
      kind: "send",
      history: [5],
    });
  });

  it("stops on a filled honeypot before anything else", () => {
    const values = { ...emptyValues(), website: "spam.example" };
    expect(checkSubmission({ values, token: "bad", history: [1, 2, 3], now: 4 }).kind).toBe(
      "honeypot",
    );
  });

  it("reports invalid fields before a bad token", () => {
    expect(checkSubmission({ values: emptyValues(), token: "bad", history: [], now: 0 })).toEqual({
      kind: "invalid",
      errors: { firstName: "required", lastName: "required", email: "required" },
    });
  });

  it("reports a bad token before the rate limit", () => {
    expect(
      checkSubmission({ values: valid(), token: "SHORT", history: [1, 2, 3], now: 4 }).kind,
    ).toBe("token");
  });

  it("refuses the fourth submission within a minute", () => {
    expect(checkSubmission({ values: valid(), token, history: [0, 1, 2], now: 3 })).toEqual({
      kind: "rate-limited",
      retryAfterMs: 59_997,
    });
  });
});

describe("buildPayload", () => {
  it("holds every field in order, the honeypot included, then _token and _timestamp", () => {
    const payload = buildPayload(
      { ...valid(), projectType: "media-room" },
      token,
      1_700_000_000_000,
    );
    expect([...payload.keys()]).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "projectAddress",
      "projectType",
      "budget",
      "projectDescription",
      "website",
      "_token",
      "_timestamp",
    ]);
    expect(payload.get("projectType")).toBe("media-room");
    expect(payload.get("website")).toBe("");
    expect(payload.get("_token")).toBe(token);
    expect(payload.get("_timestamp")).toBe("1700000000000");
  });
});

describe("checkServerSubmission", () => {
  const fields = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ADA@example.com ",
    website: "",
    _token: token,
  };

  it("accepts a valid submission, cleaned, without the honeypot or token", () => {
    const result = checkServerSubmission({
      ...fields,
      projectDescription: "<script>x()</script>Cinema",
    });
    expect(result).toEqual({
      kind: "accepted",
      values: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        phone: "",
        projectAddress: "",
        projectType: "",
        budget: "",
        projectDescription: "Cinema",
      },
    });
  });

  it("caps over-long fields from a bypassed client", () => {
    const result = checkServerSubmission({
      ...fields,
      firstName: "A".repeat(500),
      projectDescription: "x".repeat(9000),
    });
    expect(result.kind).toBe("accepted");
    if (result.kind !== "accepted") return;
    expect(result.values.firstName).toHaveLength(50);
    expect(result.values.projectDescription).toHaveLength(2000);
  });

  it("refuses a filled honeypot, invalid fields and a bad token", () => {
    expect(checkServerSubmission({ ...fields, website: "x" }).kind).toBe("honeypot");
    expect(checkServerSubmission({ ...fields, email: "nope" })).toEqual({
      kind: "invalid",
      errors: { email: "invalid" },
    });
    expect(checkServerSubmission({ ...fields, _token: "short" }).kind).toBe("token");
    const { _token, ...noToken } = fields;
    expect(checkServerSubmission(noToken).kind).toBe("token");
  });

  it("drops fields that are not the form's", () => {
    const result = checkServerSubmission({ ...fields, isAdmin: "true" });
    expect(result.kind === "accepted" && "isAdmin" in result.values).toBe(false);
  });
});

describe("checkContactSubmission", () => {
  const fields = {
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    phone: "07700 900123",
    projectAddress: "1 The Mall, London",
  };

  it("accepts the required fields and keeps the optional ones cleaned", () => {
    const result = checkContactSubmission({
      ...fields,
      budgetRange: "25-50k",
      marketingConsent: "yes",
      budget: "<script>",
    });
    expect(result.kind).toBe("accepted");
    if (result.kind !== "accepted") return;
    expect(result.values).toMatchObject({
      budgetRange: "25-50k",
      marketingConsent: "yes",
      budget: "",
    });
  });

  it("names every missing required field", () => {
    expect(checkContactSubmission({})).toEqual({
      kind: "invalid",
      errors: {
        firstName: "required",
        lastName: "required",
        email: "required",
        phone: "required",
        projectAddress: "required",
      },
    });
  });

  it("checks the e-mail and phone shapes", () => {
    expect(checkContactSubmission({ ...fields, email: "x", phone: "12" })).toEqual({
      kind: "invalid",
      errors: { email: "invalid", phone: "invalid" },
    });
  });
});
