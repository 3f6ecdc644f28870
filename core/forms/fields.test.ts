import { describe, expect, it } from "vitest";
import { FORMS, formById } from "./definitions.ts";
import {
  HONEYPOT,
  cleanValue,
  emptyValues,
  finalValue,
  finalValues,
  isEmail,
  validateField,
  validateValues,
  type Field,
} from "./fields.ts";

/** A character each kind of field keeps, to fill a field up to its cap and past it. */
const KEPT: Record<Field["cleaning"], string> = {
  name: "a",
  email: "a",
  phone: "1",
  text: "a",
  choice: "a",
  flag: "y",
};

const every = Object.values(FORMS).flatMap((form) =>
  form.fields.map((field) => [`${form.id}.${field.name}`, field] as const),
);

describe.each(every)("%s", (_, field) => {
  it("keeps its cap in characters and cuts one over", () => {
    const char = KEPT[field.cleaning];
    expect(cleanValue(field, char.repeat(field.maxLength))).toHaveLength(field.maxLength);
    expect(cleanValue(field, char.repeat(field.maxLength + 1))).toHaveLength(field.maxLength);
  });

  it(field.required ? "is required" : "may be left empty", () => {
    expect(validateField(field, "   ")).toBe(field.required ? "required" : undefined);
  });

  it("loses control characters and keeps line breaks only where it may", () => {
    expect(cleanValue(field, `a\u0000\u0007b`)).not.toMatch(/[\u0000\u0007]/);
  });

  if (field.options) {
    it("accepts each of its options and nothing else", () => {
      for (const option of field.options!.filter(Boolean))
        expect(validateField(field, option)).toBeUndefined();
      expect(validateField(field, "something-else")).toBe("invalid");
    });
  }
});

describe("cleaning by kind", () => {
  const byKind = (kind: Field["cleaning"]) =>
    Object.values(FORMS)
      .flatMap((form) => form.fields)
      .find((field) => field.cleaning === kind)!;

  it.each([
    ["name", "Anne-Marie", "Anne-Marie"],
    ["name", "O’Brien", "O’Brien"],
    ["name", "Zoe\u0308 Siân", "Zoe\u0308 Siân"],
    ["name", "R2-D2", "R-D"],
    ["name", "Smith<script>", "Smithscript"],
    ["name", "Nguyễn", "Nguyễn"],
    ["email", "  Ada@Example.COM ", "ada@example.com"],
    ["email", "ada@example.com<script>", "ada@example.com"],
    ["phone", "+44 (0)20 7946", "+44 (0)20 7946"],
    ["phone", "tel: 07700 900", " 07700 900"],
    ["text", "one=two, onscreen=games", "one=two, onscreen=games"],
    ["text", "Hi<script>alert(1)</script> there", "Hi there"],
    ["text", "<img src=x onerror=alert(1)>", "<img src=x alert(1)>"],
    ["text", "Line one\r\nLine two", "Line one\nLine two"],
  ] as const)("%s: %j becomes %j", (kind, input, expected) => {
    expect(cleanValue(byKind(kind), input)).toBe(expected);
  });

  it("keeps a space while typing and trims it when sent", () => {
    const name = byKind("name");
    expect(cleanValue(name, "Ada ")).toBe("Ada ");
    expect(finalValue(name, " Ada ")).toBe("Ada");
  });
});

describe("isEmail: one mailbox, local@domain", () => {
  it.each([
    ["ada@example.com", true],
    ["ada.lovelace+leads@example.co.uk", true],
    ["o'brien@example.ie", true],
    ["ada@bücher.de", true],
    ["ada@xn--bcher-kva.de", true],
    ["ada@例え.jp", true],
    ["ada@example", false],
    ["evil<victim@example.com>", false],
    ["evil <victim@example.com>", false],
    ["grp:victim@example.com;", false],
    ["victim;x@example.com", false],
    ['"a"victim@example.com', false],
    ['"a b"@example.com', false],
    ["victim@example.com,other@example.com", false],
    ["a@b@example.com", false],
    ["a..b@example.com", false],
    [".a@example.com", false],
    ["a.@example.com", false],
    ["a(comment)@example.com", false],
    ["a@[192.0.2.1]", false],
    ["a@example.com.", false],
    ["a@-example.com", false],
    ["a@example.c", false],
    ["a@example.123", false],
    ["a@exa_mple.com", false],
    ["a@example.com/path", false],
    ["a@example.com?x=1", false],
    ["vict\u200bim@example.com", false],
    ["victim@exam\u200dple.com", false],
    ["\u202egro.elpmaxe@a", false],
    ["a@example\u2066.com", false],
    [`${"a".repeat(65)}@example.com`, false],
    [`a@${"b".repeat(250)}.com`, false],
  ])("%j is %s", (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe("validation", () => {
  const consultation = FORMS.consultation;
  const field = (name: string) => consultation.fields.find((item) => item.name === name)!;

  it.each([
    ["email", "ada@example.com", undefined],
    ["email", "ada@example", "invalid"],
    ["email", "", "required"],
    ["phone", "", undefined],
    ["phone", "020 7946 0958", undefined],
    ["phone", "0207946", "invalid"],
    ["phone", "+44 (0)20 79460958", "invalid"],
  ] as const)("%s %j gives %s", (name, value, expected) => {
    expect(validateField(field(name), value)).toBe(expected);
  });

  it("lists every failing field of an empty form, and none of a valid one", () => {
    const required = consultation.fields.filter((item) => item.required).map((item) => item.name);
    expect(Object.keys(validateValues(consultation, emptyValues(consultation)))).toEqual(required);
    expect(
      validateValues(consultation, {
        ...emptyValues(consultation),
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
      }),
    ).toEqual({});
  });

  it("keeps only a form's own fields from a request, cleaned", () => {
    const values = finalValues(consultation, {
      firstName: " Ada ",
      [HONEYPOT]: "spam",
      _token: "x",
      extra: "y",
    });
    expect(Object.keys(values)).toEqual(consultation.fields.map((item) => item.name));
    expect(values.firstName).toBe("Ada");
  });

  it("finds a form by its id, and nothing for any other string", () => {
    expect(formById("contact")).toBe(FORMS.contact);
    expect(formById("toString")).toBeUndefined();
    expect(formById(undefined)).toBeUndefined();
  });
});
