import { describe, expect, it } from "vitest";
import { isEditing, isPastThreshold, showsFloatingCta } from "./visibility.ts";

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

describe("isEditing", () => {
  it.each([
    [null, false],
    [{ tagName: "INPUT", type: "text" }, true],
    [{ tagName: "INPUT", type: "email" }, true],
    [{ tagName: "INPUT", type: "tel" }, true],
    [{ tagName: "INPUT", type: "checkbox" }, true],
    [{ tagName: "INPUT" }, true],
    [{ tagName: "TEXTAREA" }, true],
    [{ tagName: "SELECT" }, true],
    [{ tagName: "INPUT", type: "submit" }, false],
    [{ tagName: "INPUT", type: "BUTTON" }, false],
    [{ tagName: "BUTTON", type: "submit" }, false],
    [{ tagName: "A" }, false],
    // A form's own button: pressing Subscribe moves focus there from the address.
    [{ tagName: "BUTTON", type: "submit", closest: (s: string) => s === "form" }, true],
    [{ tagName: "A", closest: () => null }, false],
    [{ tagName: "BODY" }, false],
  ])("%o is edited: %s", (focused, expected) => {
    expect(isEditing(focused)).toBe(expected);
  });
});

describe("showsFloatingCta", () => {
  it.each([
    [0, false, false],
    [500, false, false],
    [501, false, true],
    [501, true, false],
    [0, true, false],
  ])("at scrollY %d, editing %s, it shows: %s", (scrollY, editing, expected) => {
    expect(showsFloatingCta({ scrollY, editing })).toBe(expected);
  });
});
