import { describe, expect, it } from "vitest";
import { FIELD_NAMES, emptyValues, validate, validateField, type FormValues } from "./validate.ts";

const valid = (): FormValues => ({
  ...emptyValues(),
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
});

describe("validate", () => {
  it("passes a form with the three required fields", () => {
    expect(validate(valid())).toEqual({});
  });

  it("requires first name, last name and e-mail on an empty form", () => {
    expect(validate(emptyValues())).toEqual({
      firstName: "required",
      lastName: "required",
      email: "required",
    });
  });

  it("treats a value of spaces as empty", () => {
    expect(validateField("firstName", { ...valid(), firstName: "   " })).toBe("required");
  });

  it.each([
    ["ada@example.com", undefined],
    ["a.b+c@sub.example.co.uk", undefined],
    ["ada@example", "invalid"],
    ["ada.example.com", "invalid"],
    ["ada @example.com", "invalid"],
    ["@example.com", "invalid"],
    ["ada@.com", "invalid"],
    ["", "required"],
  ])("e-mail %j gives %s", (email, expected) => {
    expect(validateField("email", { ...valid(), email })).toBe(expected);
  });

  it.each([
    ["", undefined],
    ["1234567", "invalid"],
    ["12345678", undefined],
    ["+44 20 7946 0958", "invalid"],
    ["+442079460958", undefined],
    ["(020) 7946-0958", undefined],
    ["123456789012345", undefined],
    ["1234567890123456", "invalid"],
    ["  12345678  ", undefined],
    ["0207946095x", "invalid"],
  ])("phone %j gives %s", (phone, expected) => {
    expect(validateField("phone", { ...valid(), phone })).toBe(expected);
  });

  it("has no rules for the other fields", () => {
    const values = {
      ...valid(),
      projectAddress: "",
      projectType: "",
      budget: "",
      projectDescription: "",
      website: "x",
    };
    expect(validate(values)).toEqual({});
  });

  it("lists the payload's fields in SPEC.md's order, the honeypot last", () => {
    expect(FIELD_NAMES).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "projectAddress",
      "projectType",
      "budget",
      "projectDescription",
      "website",
    ]);
  });
});
