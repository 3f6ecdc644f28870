import { describe, expect, it } from "vitest";
import { FORMS } from "../core/forms/definitions.ts";
import { TOKEN_RULES } from "../core/forms/limits.ts";
import { checkPost, formKeyOf, originOf } from "./checks.ts";
import { createTokens } from "./token-signer.ts";

function setup() {
  let time = Date.UTC(2026, 0, 1);
  const tokens = createTokens({ secret: "s", now: () => time });
  const token = tokens.issue("consultation");
  time += TOKEN_RULES.minFillMs;
  return { tokens, token };
}

const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };

describe("checkPost", () => {
  it("stops a filled honeypot before anything else", () => {
    const { tokens } = setup();
    expect(checkPost(FORMS.consultation, { website: "x" }, tokens).kind).toBe("honeypot");
  });

  it("refuses a missing token, with the cleaned values kept for the visitor", () => {
    const { tokens } = setup();
    const verdict = checkPost(FORMS.consultation, { ...valid, firstName: " Ada " }, tokens);
    expect(verdict).toMatchObject({
      kind: "token",
      reason: "missing",
      values: { firstName: "Ada" },
    });
  });

  it("names each failing field by its definition", () => {
    const { tokens, token } = setup();
    const verdict = checkPost(
      FORMS.consultation,
      { _token: token, firstName: "", lastName: "L", email: "nope", projectType: "castle" },
      tokens,
    );
    expect(verdict).toMatchObject({
      kind: "invalid",
      errors: { firstName: "required", email: "invalid", projectType: "invalid" },
    });
  });

  it("accepts a valid post, keeping only the form's own fields", () => {
    const { tokens, token } = setup();
    const verdict = checkPost(
      FORMS.consultation,
      { ...valid, _token: token, website: "", extra: "x", projectDescription: "one=two" },
      tokens,
    );
    expect(verdict.kind).toBe("accepted");
    if (verdict.kind !== "accepted") return;
    expect(Object.keys(verdict.values)).toEqual(FORMS.consultation.fields.map((f) => f.name));
    expect(verdict.values.projectDescription).toBe("one=two");
  });

  it("takes a token only for the form it was issued for", () => {
    const { tokens, token } = setup();
    expect(checkPost(FORMS.contact, { ...valid, _token: token }, tokens)).toMatchObject({
      kind: "token",
      reason: "forged",
    });
  });
});

describe("where a post came from", () => {
  it.each([
    [{ _formKey: "partner-a" }, "partner-a"],
    [{ _formKey: "" }, "hero-form"],
    [{ _formKey: "<script>" }, "hero-form"],
    [{ _formKey: "x".repeat(65) }, "hero-form"],
    [{}, "hero-form"],
  ])("form key of %j is %s", (fields, expected) => {
    expect(formKeyOf(fields, "hero-form")).toBe(expected);
  });

  it.each([
    [{ origin: "https://partner.example" }, "https://partner.example"],
    [{ origin: "null", referer: "https://partner.example/page?x=1" }, "https://partner.example"],
    [{ referer: "https://partner.example/page" }, "https://partner.example"],
    [{ origin: "not a url" }, ""],
    [{}, ""],
  ])("origin of %j is %j", (headers, expected) => {
    expect(originOf(headers)).toBe(expected);
  });
});
