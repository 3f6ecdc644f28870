import { describe, expect, it } from "vitest";
import { attributeValue, type AttributeType } from "./widget-definition.ts";

describe("attributeValue", () => {
  it.each<[AttributeType, unknown, string | null]>([
    ["string", "Book a call", "Book a call"],
    ["number", 3, "3"],
    ["boolean", true, "true"],
    ["boolean", false, null],
    ["json", { seats: 12 }, '{"seats":12}'],
    ["string", undefined, null],
    ["json", null, null],
  ])("writes a %s prop of %j as %j", (type, value, written) => {
    expect(attributeValue(type, value)).toBe(written);
  });

  it("refuses a list or an object given to a text prop, naming it, instead of [object Object]", () => {
    expect(() => attributeValue("string", { seats: 12 })).toThrow(
      'A string attribute cannot hold {"seats":12}',
    );
  });
});
