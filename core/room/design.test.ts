import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { twelveSeatRoom } from "../../tests/rooms.ts";
import { designCinema, type Design } from "./design.ts";
import {
  AISLE,
  EYE_HEIGHT,
  FLAT_PANEL_SIZES,
  FRONT_ROW_STRETCH_ANGLE,
  HEAD_ABOVE_EYE,
  LIMITS,
  MAX_VERTICAL_ANGLE,
  MAX_VIEWING_ANGLE,
  MIN_VIEWING_ANGLE,
  RECLINE_CLEARANCE,
  RISER_STEP,
  SEAT_WIDTH,
  STANDING_HEADROOM,
} from "./rules.ts";
import type { RoomInput } from "./shapes.ts";

const room = twelveSeatRoom;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * Every hard rule, checked for every seat from the design's geometry alone (not from the
 * designer's own arithmetic): the list of rules a seat breaks, empty when it breaks none.
 */
function broken(design: Design): string[] {
  const { screen, rows, seats } = design;
  const problems: string[] = [];
  const edge = screen.width / 2;
  for (const seat of seats) {
    const d = seat.x - screen.x;
    const view = toDegrees(Math.atan((edge - seat.y) / d) + Math.atan((edge + seat.y) / d));
    const most = seat.row === 0 ? FRONT_ROW_STRETCH_ANGLE : MAX_VIEWING_ANGLE;
    const name = `row ${seat.row + 1} seat ${seat.index + 1}`;
    if (view < MIN_VIEWING_ANGLE - 0.01) problems.push(`${name}: ${view}° < 30°`);
    if (view > most + 0.6) problems.push(`${name}: ${view}° > ${most}°`);
    const top = toDegrees(Math.atan((screen.bottom + screen.height - seat.z) / d));
    if (top > MAX_VERTICAL_ANGLE + 0.01) problems.push(`${name}: top ${top}°`);
    const before = rows[seat.row - 1];
    if (before) {
      const line = screen.bottom + ((seat.z - screen.bottom) * (before.x - screen.x)) / d;
      if (line < before.floor + EYE_HEIGHT + HEAD_ABOVE_EYE - 1e-6)
        problems.push(`${name}: sightline blocked`);
    }
    if (Math.abs(seat.y) + SEAT_WIDTH / 2 > design.width / 2 + 1e-6) problems.push(`${name}: wall`);
  }
  rows.forEach((row, index) => {
    const steps = row.floor / RISER_STEP;
    if (Math.abs(steps - Math.round(steps)) > 1e-6) problems.push(`row ${index + 1}: riser step`);
    if (row.floor + STANDING_HEADROOM > design.height + 1e-6)
      problems.push(`row ${index + 1}: headroom`);
    if (row.seats * SEAT_WIDTH + AISLE > design.width + 1e-6)
      problems.push(`row ${index + 1}: aisle`);
  });
  if (design.length - rows.at(-1)!.x < RECLINE_CLEARANCE - 1e-6) problems.push("back wall");
  return problems;
}

/** Every number anywhere in a design. */
function numbers(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(numbers);
  if (value && typeof value === "object") return Object.values(value).flatMap(numbers);
  return [];
}

const centimetres = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((cm) => cm / 100);
const rooms = fc.record({
  length: centimetres(LIMITS.length.min, LIMITS.length.max),
  width: centimetres(LIMITS.width.min, LIMITS.width.max),
  height: centimetres(LIMITS.height.min, LIMITS.height.max),
  seats: fc.integer({ min: LIMITS.seats.min, max: LIMITS.seats.max }),
  screen: fc.constantFrom("projector-at", "projector-solid", "flat-panel"),
  aspect: fc.constantFrom("16:9", "2.39:1"),
}) as fc.Arbitrary<RoomInput>;

describe("worked rooms", () => {
  it("7.5 × 5 × 2.7 m with 12 seats: two rows, the front row let to 45°, and the seats that fit said plainly", () => {
    const design = designCinema(room());
    expect(broken(design)).toEqual([]);
    expect(design.rows).toHaveLength(2);
    expect(design.seatsPlaced).toBeLessThan(12);
    expect(design.notes.map((note) => note.key)).toEqual(["front-row-angle", "fewer-seats"]);
    expect(design.notes[1]!.values).toMatchObject({ wanted: 12, placed: design.seatsPlaced });
    expect(design.rows[1]!.floor).toBeGreaterThan(0);
    expect(design.layout.overheads).toBe(4);
  });
  it("4.2 × 3.6 × 2.4 m with 4: one row of four, no compromise", () => {
    const design = designCinema(room({ length: 4.2, width: 3.6, height: 2.4, seats: 4 }));
    expect(broken(design)).toEqual([]);
    expect(design.rows.map((row) => row.seats)).toEqual([4]);
    expect(design.notes).toEqual([]);
  });
  it("a 2.2 m ceiling: one row, because a second would need a riser the ceiling cannot give", () => {
    const design = designCinema(room({ height: 2.2 }));
    expect(broken(design)).toEqual([]);
    expect(design.rows).toHaveLength(1);
    const fewer = design.notes.find((note) => note.key === "fewer-seats")!;
    expect(fewer.values.reason).toBe("ceiling");
    expect(fewer.values.needed).toBeGreaterThan(fewer.values.cap as number);
    expect(design.notes.map((note) => note.key)).toContain("no-overheads");
  });
  it("9 × 5.4 × 2.9 m with 12 on a 16:9 projector: one row because the picture, not the room, stops a second, and a 2.39:1 screen seats all twelve", () => {
    const input = room({ length: 9, width: 5.4, height: 2.9, aspect: "16:9" });
    const design = designCinema(input);
    expect(broken(design)).toEqual([]);
    expect(design.rows).toHaveLength(1);
    const fewer = design.notes.find((note) => note.key === "fewer-seats")!;
    expect(fewer.values).toMatchObject({
      reason: "picture",
      diagonal: design.screen.diagonalInches,
    });
    const scope = designCinema({ ...input, aspect: "2.39:1" });
    expect(scope.seatsPlaced).toBe(12);
    expect(fewer.values.scope).toBe(scope.seatsPlaced);
  });
  it("6 × 4.5 × 2.7 m with 6: the room's length, not the picture, stops a second row", () => {
    const design = designCinema(room({ length: 6, width: 4.5, seats: 6, aspect: "16:9" }));
    const fewer = design.notes.find((note) => note.key === "fewer-seats")!;
    expect(fewer.values.reason).toBe("length");
    expect(fewer.values.scope).toBeUndefined();
  });
  it("12 × 8 × 4 m with 16: every seat asked for, in rows on risers, with overheads", () => {
    const design = designCinema(room({ length: 12, width: 8, height: 4, seats: 16 }));
    expect(broken(design)).toEqual([]);
    expect(design.seatsPlaced).toBe(16);
    expect(design.rows.length).toBeGreaterThan(1);
    expect(design.notes).toEqual([]);
    expect(design.layout.overheads).toBeGreaterThanOrEqual(4);
  });
  it("a single row sits near 38% of the length from the back wall, not against it", () => {
    const design = designCinema(room({ length: 8, seats: 4 }));
    expect(design.rows).toHaveLength(1);
    const share = (design.length - design.rows[0]!.x) / design.length;
    expect(Math.abs(share - 0.38)).toBeLessThan(0.03);
  });
  it("a flat panel is a size that is made, in 16:9", () => {
    const design = designCinema(room({ screen: "flat-panel", seats: 4 }));
    expect(FLAT_PANEL_SIZES).toContain(
      design.screen.diagonalInches as (typeof FLAT_PANEL_SIZES)[number],
    );
    expect(design.screen.aspect).toBe("16:9");
  });
});

describe("every room", () => {
  const runs = { numRuns: 1500 };
  it("keeps every seat inside the hard rules", () => {
    fc.assert(
      fc.property(rooms, (input) => {
        expect(broken(designCinema(input))).toEqual([]);
      }),
      runs,
    );
  }, 30_000);
  it("places at least one seat and never more than asked", () => {
    fc.assert(
      fc.property(rooms, (input) => {
        const design = designCinema(input);
        const seated = design.rows.reduce((sum, row) => sum + row.seats, 0);
        return seated === design.seatsPlaced && seated >= 1 && seated <= input.seats;
      }),
      runs,
    );
  });
  it("has no NaN or Infinity anywhere", () => {
    fc.assert(
      fc.property(rooms, (input) => numbers(designCinema(input)).every(Number.isFinite)),
      runs,
    );
  });
  it("gives the same design for the same room", () => {
    fc.assert(
      fc.property(rooms, (input) => {
        expect(designCinema({ ...input })).toEqual(designCinema({ ...input }));
      }),
      { numRuns: 300 },
    );
  });
  it.each(["length", "width"] as const)(
    "a %s more never gets a smaller screen nor fewer seats",
    (dimension) => {
      fc.assert(
        fc.property(rooms, centimetres(0.01, 3), (input, more) => {
          const bigger = {
            ...input,
            [dimension]: Math.min(LIMITS[dimension].max, input[dimension] + more),
          };
          const small = designCinema(input);
          const large = designCinema(bigger);
          expect(large.screen.width).toBeGreaterThanOrEqual(small.screen.width);
          expect(large.seatsPlaced).toBeGreaterThanOrEqual(small.seatsPlaced);
        }),
        { numRuns: 3000 },
      );
    },
    60_000,
  );
});
