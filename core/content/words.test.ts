import { describe, expect, it } from "vitest";
import { data } from "../../tests/content.ts";
import type { ContentFiles } from "./content-files.ts";
import * as words from "./words.ts";

/** A content value without the "from" prices the pages' build adds beside packages. */
function withoutPrices(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrices);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "from")
      .map(([key, item]) => [key, withoutPrices(item)]),
  );
}

const { businessEmail, CHOICES, newsletterStatus, ...files } = words;

describe("the words code reads", () => {
  it.each(Object.keys(files))("%s is what the pages are built with, facts filled", (name) => {
    const given = files[name as keyof typeof files];
    expect(given).toEqual(withoutPrices(data(name as keyof ContentFiles)));
    expect(JSON.stringify(given)).not.toMatch(/\{\{/);
  });

  it("the e-mail address, the newsletter's status and the choices' values are the pages' own", () => {
    expect(businessEmail).toBe(data("site").email);
    expect(newsletterStatus).toEqual(data("widgets").newsletterForm);
    const values = (options: { value: string }[]) => options.map((option) => option.value);
    expect(CHOICES).toEqual({
      consultationProjectType: values(data("consultationForm").projectTypes),
      contactProjectType: ["", ...values(data("contact").projectTypes)],
      contactBudgetRange: ["", ...values(data("contact").budgetRanges)],
    });
  });
});
