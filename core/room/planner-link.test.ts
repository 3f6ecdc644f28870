import { describe, expect, it } from "vitest";
import { entryFromQuery, roomQuery } from "./planner-link.ts";
import { checkRoom } from "./input.ts";
import { twelveSeatRoom } from "../../tests/rooms.ts";

const room = twelveSeatRoom();

describe("roomQuery", () => {
  it.each([
    [
      "metric",
      "",
      "length=7.5&width=5&height=2.7&seats=12&screen=projector-at&aspect=2.39x1&unit=metric",
    ],
    [
      "imperial",
      "25-50k",
      "length=7.5&width=5&height=2.7&seats=12&screen=projector-at&aspect=2.39x1&unit=imperial&budget=25-50k",
    ],
    [
      "metric",
      "<script>",
      "length=7.5&width=5&height=2.7&seats=12&screen=projector-at&aspect=2.39x1&unit=metric",
    ],
  ] as const)("writes a room read in %s with budget %j", (unit, budget, query) => {
    expect(roomQuery(room, unit, budget)).toBe(query);
  });
});

describe("entryFromQuery", () => {
  it.each([
    [{ ...room }, "metric"],
    [{ ...room, aspect: "16:9", screen: "flat-panel", seats: 4 }, "metric"],
    [{ ...room, length: 0.0254 * 295, width: 0.0254 * 197, height: 0.0254 * 106 }, "imperial"],
  ] as const)("reads back the room it wrote (%#)", (written, unit) => {
    const entry = entryFromQuery(roomQuery(written, unit))!;
    const read = checkRoom(entry).room!;
    expect(entry.unit).toBe(unit);
    for (const key of ["length", "width", "height"] as const)
      expect(read[key]).toBeCloseTo(written[key], 2);
    expect([read.seats, read.screen, read.aspect]).toEqual([
      written.seats,
      written.screen,
      written.aspect,
    ]);
  });
  it("writes feet and inches as a visitor would type them", () => {
    const entry = entryFromQuery(roomQuery({ ...room, length: 0.0254 * 295 }, "imperial"))!;
    expect(entry.length).toBe(`24' 7"`);
  });
  it.each(["", "?utm_source=mail", "seats=12"])("finds no room in %j", (query) => {
    expect(entryFromQuery(query)).toBeUndefined();
  });
  it.each([
    [
      "length=abc&width=5&height=2.7&seats=12&screen=projector-at&aspect=16x9",
      { length: "number" },
    ],
    [
      "length=40&width=5&height=2.7&seats=12&screen=projector-at&aspect=16x9",
      { length: "too-large" },
    ],
    [
      "length=7&width=5&height=1.5&seats=12&screen=projector-at&aspect=16x9",
      { height: "too-small" },
    ],
    [
      "length=7&width=5&height=2.5&seats=99&screen=beamer&aspect=4x3",
      { seats: "too-large", screen: "choice", aspect: "choice" },
    ],
  ])("keeps what is not a room as it is, so checking names the field: %s", (query, problems) => {
    expect(checkRoom(entryFromQuery(query)!).problems).toEqual(problems);
  });
});
