import { describe, expect, it } from "vitest";
import { twelveSeatRoom } from "../../tests/rooms.ts";
import { designCinema } from "./design.ts";
import { checkRoom, packageFor, type RawRoom } from "./input.ts";
import { LIMITS } from "./rules.ts";
import { formatLength, parseLength } from "./units.ts";

const room = twelveSeatRoom;

describe("parseLength", () => {
  it.each([
    ["7.5", "metric", 7.5],
    ["7,5", "metric", 7.5],
    [" 7.5 m", "metric", 7.5],
    ["24' 7\"", "imperial", 7.493],
    ["24 7", "imperial", 7.493],
    ["24ft 7in", "imperial", 7.493],
    ["24", "imperial", 7.3152],
    ["24.5", "imperial", 7.4676],
  ] as const)("%j in %s is %d m", (text, unit, metres) => {
    expect(parseLength(text, unit)).toBeCloseTo(metres, 3);
  });

  it.each([
    ["", "metric"],
    ["abc", "metric"],
    ["-3", "metric"],
    ["7.5.1", "metric"],
    ["24' 13\"", "imperial"],
    ["1e3", "metric"],
  ] as const)("%j in %s is not a length", (text, unit) => {
    expect(parseLength(text, unit)).toBeNaN();
  });

  it.each([
    [7.493, "imperial", "24' 7\""],
    [7.5, "metric", "7.5"],
    [2.4, "imperial", "7' 10\""],
  ] as const)("%d m is written %s as %j", (metres, unit, text) => {
    expect(formatLength(metres, unit)).toBe(text);
  });
});

describe("checkRoom", () => {
  const raw = (overrides: Partial<RawRoom> = {}): RawRoom => ({
    length: "7.5",
    width: "5",
    height: "2.7",
    seats: "12",
    screen: "projector-at",
    aspect: "2.39:1",
    unit: "metric",
    ...overrides,
  });

  it("a good room comes back in metres with no problems", () => {
    expect(checkRoom(raw())).toEqual({ room: room(), problems: {} });
    expect(
      checkRoom(raw({ unit: "imperial", length: "24' 7\"", width: "16' 5\"", height: "8' 10\"" }))
        .room!.length,
    ).toBeCloseTo(7.493, 3);
  });

  it.each([
    [{ length: "0" }, { length: "too-small" }],
    [{ length: "-4" }, { length: "number" }],
    [{ width: "abc" }, { width: "number" }],
    [{ length: "40" }, { length: "too-large" }],
    [{ height: "1.5" }, { height: "too-small" }],
    [{ seats: "1" }, { seats: "too-small" }],
    [{ seats: "17" }, { seats: "too-large" }],
    [{ seats: "2.5" }, { seats: "number" }],
    [{ screen: "hologram" }, { screen: "choice" }],
    [{ aspect: "4:3" }, { aspect: "choice" }],
  ] as const)("%o is refused: %o", (overrides, problems) => {
    const result = checkRoom(raw(overrides));
    expect(result.problems).toEqual(problems);
    expect(result.room).toBeUndefined();
  });

  it.each([
    ["length", LIMITS.length.min],
    ["length", LIMITS.length.max],
    ["width", LIMITS.width.min],
    ["height", LIMITS.height.max],
    ["seats", LIMITS.seats.max],
  ] as const)("%s at its limit %d is accepted", (name, value) => {
    expect(checkRoom(raw({ [name]: String(value) })).problems).toEqual({});
  });

  it("every room within the limits gets a design with a screen, a row and speakers", () => {
    for (const length of [LIMITS.length.min, 6, LIMITS.length.max])
      for (const width of [LIMITS.width.min, 4, LIMITS.width.max])
        for (const height of [LIMITS.height.min, 2.6, LIMITS.height.max])
          for (const seats of [LIMITS.seats.min, 9, LIMITS.seats.max])
            for (const screen of ["projector-at", "projector-solid", "flat-panel"] as const) {
              const design = designCinema({ length, width, height, seats, screen, aspect: "16:9" });
              expect(design.rows.length).toBeGreaterThan(0);
              expect(design.screen.width).toBeGreaterThan(0);
              expect(Number.isFinite(design.screen.diagonalInches)).toBe(true);
              expect(design.speakers.every((s) => [s.x, s.y, s.z].every(Number.isFinite))).toBe(
                true,
              );
            }
  });
});

describe("packageFor", () => {
  const packages = [
    { name: "six", seats: 6 },
    { name: "ten", seats: 10 },
    { name: "sixteen", seats: 16 },
  ];
  it.each([
    [2, "six"],
    [6, "six"],
    [7, "ten"],
    [10, "ten"],
    [16, "sixteen"],
    [20, "sixteen"],
  ])("%d seats is the %s-seat package", (seats, name) => {
    expect(packageFor(seats, packages).name).toBe(name);
  });
});
