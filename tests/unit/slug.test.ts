import { describe, expect, it } from "vitest";
import { countyOf, groupBySlug, toSlug } from "../../site/_config/slug.js";

describe("toSlug", () => {
  it.each([
    ["Design Tips", "design-tips"],
    ["Kensington & Chelsea", "kensington-and-chelsea"],
    ["Henley-on-Thames", "henley-on-thames"],
    ["  Smart   Integration ", "smart-integration"],
    ["Café Society", "cafe-society"],
    ["16-Seat Grand Theatre!", "16-seat-grand-theatre"],
  ])("turns %j into %j", (name, slug) => {
    expect(toSlug(name)).toBe(slug);
  });
});

describe("countyOf", () => {
  it.each([
    ["Hampstead, London", "London"],
    ["Virginia Water, Surrey", "Surrey"],
    ["Kent", "Kent"],
    ["Flat 2, Mayfair, London", "London"],
  ])("reads the county of %j as %j", (location, county) => {
    expect(countyOf(location)).toBe(county);
  });
});

describe("groupBySlug", () => {
  it("keeps first-seen order and collects items whose names share a slug", () => {
    const groups = groupBySlug(
      [{ c: "Audio" }, { c: "Smart Home" }, { c: "audio" }],
      (item) => item.c,
    );
    expect(groups.map((g) => [g.name, g.slug, g.items.length])).toEqual([
      ["Audio", "audio", 2],
      ["Smart Home", "smart-home", 1],
    ]);
  });
});
