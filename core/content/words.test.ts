import { describe, expect, it } from "vitest";
import { data } from "../../tests/content.ts";
import type { ContentFiles } from "./content-files.ts";
import * as words from "./words.ts";

/**
 * A content value without what the pages' build adds for the pages alone: the "from" prices
 * beside packages, and a picture's words taken from where it is described (code shows no pictures,
 * so it reads a picture as its file names it).
 */
function withoutPrices(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrices);
  if (!value || typeof value !== "object") return value;
  const picture = typeof (value as { src?: unknown }).src === "string";
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "from" && !(picture && (key === "alt" || key === "caption")))
      .map(([key, item]) => [key, withoutPrices(item)]),
  );
}

const { businessEmail, CHOICES, newsletterStatus, ...files } = words;

describe("the words code reads", () => {
  it.each(Object.keys(files))("%s is what the pages are built with, facts filled", (name) => {
    const given = files[name as keyof typeof files];
    expect(withoutPrices(given)).toEqual(withoutPrices(data(name as keyof ContentFiles)));
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
