import { describe, expect, it } from "vitest";
import { isPastThreshold } from "./visibility.ts";

describe("isPastThreshold", () => {
  it.each([
    [0, false],
    [499, false],
    [500, false],
    [500.5, true],
    [501, true],
    [4000, true],
  ])("at scrollY %d it is %s", (scrollY, expected) => {
    expect(isPastThreshold(scrollY)).toBe(expected);
  });
});
