import { describe, expect, it } from "vitest";
import {
  BACK_ROW_MIN_ANGLE,
  EYE_HEIGHT,
  FLAT_PANEL_SIZES,
  FRONT_ROW_MAX_ANGLE,
  FRONT_ROW_STRETCH_ANGLE,
  LIMITS,
  SIGHTLINE_CLEARANCE,
  STANDING_HEADROOM,
  checkRoom,
  designCinema,
  formatLength,
  packageFor,
  parseLength,
  risersFor,
  rowsThatFit,
  seatsPerRowFor,
  viewingAngle,
  widthFromDiagonal,
  type RawRoom,
  type RoomInput,
} from "./design.ts";
import { twelveSeatRoom } from "../../tests/rooms.ts";

const room = twelveSeatRoom;
const keys = (input: RoomInput) => designCinema(input).notes.map((note) => note.key);

describe("real rooms", () => {
  it.each([
    // [room, rows × seats, layout, screen diagonal in inches, notes]
    [room(), [6, 6], "7.2.4", 138, ["front-row-angle"]],
    [
      room({
        length: 4.2,
        width: 3.6,
        height: 2.4,
        seats: 4,
        screen: "flat-panel",
        aspect: "16:9",
      }),
      [4],
      "7.1.2",
      100,
      [],
    ],
    [
      room({
        length: 6,
        width: 4,
        height: 2.2,
        seats: 8,
        screen: "projector-solid",
        aspect: "16:9",
      }),
      [4, 4],
      "7.2",
      97,
      ["low-riser", "back-row-angle", "no-overheads"],
    ],
    [
      room({ length: 10, width: 6, height: 3.2, seats: 16 }),
      [5, 5, 6],
      "9.4.6",
      148,
      ["back-row-angle"],
    ],
  ] as const)(
    "%o: rows %o, %s, %d-inch screen, notes %o",
    (input, rows, layout, diagonal, notes) => {
      const design = designCinema(input);
      expect(design.rows.map((row) => row.seats)).toEqual(rows);
      expect(design.layout.name).toBe(layout);
      expect(design.screen.diagonalInches).toBe(diagonal);
      expect(design.notes.map((note) => note.key)).toEqual(notes);
    },
  );
});

describe("screen", () => {
  it("keeps the front row within 40° when that already gives the back row 30°", () => {
    const design = designCinema(room({ seats: 4, width: 5 }));
    expect(design.rows).toHaveLength(1);
    expect(design.rows[0]!.viewingAngle).toBeCloseTo(FRONT_ROW_MAX_ANGLE, 0);
  });

  it("stretches the front row up to 45° so the back row keeps 30°, and says so", () => {
    const design = designCinema(room());
    expect(design.rows[0]!.viewingAngle).toBeGreaterThan(FRONT_ROW_MAX_ANGLE);
    expect(design.rows[0]!.viewingAngle).toBeLessThanOrEqual(FRONT_ROW_STRETCH_ANGLE);
    expect(design.rows[1]!.viewingAngle).toBeGreaterThanOrEqual(BACK_ROW_MIN_ANGLE - 0.05);
    expect(design.notes[0]).toEqual({ key: "front-row-angle", values: { angle: 43 } });
  });

  it("past 45° the front row keeps 40° and the back row is told its angle", () => {
    const design = designCinema(room({ length: 10, width: 6, height: 3.2, seats: 16 }));
    expect(design.rows[0]!.viewingAngle).toBeCloseTo(FRONT_ROW_MAX_ANGLE, 0);
    const back = design.rows.at(-1)!;
    expect(back.viewingAngle).toBeLessThan(BACK_ROW_MIN_ANGLE);
    expect(design.notes).toContainEqual({
      key: "back-row-angle",
      values: { angle: Math.round(back.viewingAngle) },
    });
  });

  it("never fills more than the room's width less the masking", () => {
    const design = designCinema(room({ length: 15, width: 3, seats: 2 }));
    expect(design.screen.width).toBeLessThanOrEqual(3 - 2 * 0.3 + 1e-9);
  });

  it("a low ceiling caps the image height and says so", () => {
    const design = designCinema(
      room({ height: 2, seats: 2, aspect: "16:9", width: 8, length: 12 }),
    );
    expect(design.screen.bottom + design.screen.height).toBeLessThanOrEqual(2 - 0.15 + 0.01);
    expect(design.notes.map((note) => note.key)).toContain("screen-ceiling");
  });

  it.each([
    [16 / 9, "16:9"],
    [2.39, "2.39:1"],
  ] as const)("keeps the %d:1 proportion of %s", (ratio, aspect) => {
    const { screen } = designCinema(room({ aspect, seats: 4 }));
    expect(screen.width / screen.height).toBeCloseTo(ratio, 1);
    expect(screen.diagonalInches).toBe(
      Math.round(Math.hypot(screen.width, screen.height) / 0.0254),
    );
  });

  it("a flat panel is a size that exists, 16:9, and the largest is named when the room wants more", () => {
    const small = designCinema(room({ screen: "flat-panel", seats: 2, length: 4 }));
    expect(FLAT_PANEL_SIZES).toContain(small.screen.diagonalInches);
    expect(small.screen.aspect).toBe("16:9");
    const large = designCinema(room({ screen: "flat-panel", seats: 4, length: 14, width: 9 }));
    expect(large.screen.diagonalInches).toBe(FLAT_PANEL_SIZES.at(-1));
    expect(keys(room({ screen: "flat-panel", seats: 4, length: 14, width: 9 }))).toContain(
      "panel-cap",
    );
  });

  it.each([
    [65, "16:9", 1.439],
    [100, "16:9", 2.214],
    [150, "2.39:1", 3.514],
  ] as const)("a %d-inch %s image is %d m wide", (diagonal, aspect, width) => {
    expect(widthFromDiagonal(diagonal, aspect)).toBeCloseTo(width, 2);
  });

  it.each([
    [3, 4, 41.1],
    [3, 6, 28.1],
    [2, 2, 53.1],
  ])("a %d m screen from %d m fills %d°", (width, distance, angle) => {
    expect(viewingAngle(width, distance)).toBeCloseTo(angle, 1);
  });
});

describe("seating", () => {
  it.each([
    [3.6, 4],
    [5, 6],
    [5.4, 6],
    [2.5, 2],
    [12, 15],
  ])("a %d m wide room seats %d in a row (0.75 m seats, one 0.5 m aisle)", (width, seats) => {
    expect(seatsPerRowFor(width)).toBe(seats);
  });

  it.each([
    [3, "projector-at", 0],
    [4.2, "flat-panel", 1],
    [6, "projector-at", 1],
    [6.1, "projector-at", 2],
    [7.5, "projector-at", 2],
    [8.2, "projector-at", 3],
  ] as const)("a %d m long room with a %s screen fits %d rows", (length, screen, rows) => {
    expect(rowsThatFit(length, screen)).toBe(rows);
  });

  it("places fewer seats than wanted when the room holds fewer, and says how many", () => {
    const design = designCinema(room({ length: 4.2, width: 3.6, seats: 9 }));
    expect(design.seatsPlaced).toBe(4);
    expect(design.notes[0]).toEqual({
      key: "fewer-seats",
      values: { wanted: 9, placed: 4, rows: 1, perRow: 4 },
    });
  });

  it("fills the back rows first, as evenly as it can", () => {
    expect(designCinema(room({ seats: 11 })).rows.map((row) => row.seats)).toEqual([5, 6]);
  });

  it("rows are 1.9 m apart and the back row keeps its seat backs clear of the wall", () => {
    const design = designCinema(room());
    expect(design.rows[1]!.front - design.rows[0]!.front).toBeCloseTo(1.9, 5);
    expect(design.rows.at(-1)!.front + 1.9).toBeLessThanOrEqual(7.5 - 0.3 + 1e-9);
  });
});

describe("risers", () => {
  it("each row's sightline to the screen's bottom clears the head in front by 12 cm", () => {
    const distances = [3.85, 5.75, 7.65];
    const { risers } = risersFor(distances, 0.6, 4);
    for (let index = 1; index < distances.length; index++) {
      const eye = risers[index]! + EYE_HEIGHT;
      const lineAtFront = 0.6 + ((eye - 0.6) * distances[index - 1]!) / distances[index]!;
      expect(lineAtFront).toBeGreaterThanOrEqual(
        risers[index - 1]! + EYE_HEIGHT + SIGHTLINE_CLEARANCE - 1e-9,
      );
      // No higher than it needs to be: 5 cm less would not clear.
      const lower = risers[index]! - 0.05 + EYE_HEIGHT;
      const lowerLine = 0.6 + ((lower - 0.6) * distances[index - 1]!) / distances[index]!;
      if (risers[index]! > risers[index - 1]!)
        expect(lowerLine).toBeLessThan(risers[index - 1]! + EYE_HEIGHT + SIGHTLINE_CLEARANCE);
    }
  });

  it.each([
    [3.5, 1.5, false],
    [2.4, 0.4, true],
    [2.2, 0.2, true],
    [2, 0, true],
  ])(
    "a %d m ceiling caps risers at %d m (2 m standing headroom); capped: %s",
    (ceiling, cap, capped) => {
      const result = risersFor([3, 4.9, 6.8], 0.6, ceiling);
      expect(result.cap).toBeCloseTo(cap, 5);
      expect(Math.max(...result.risers)).toBeLessThanOrEqual(ceiling - STANDING_HEADROOM + 1e-9);
      expect(result.capped).toBe(capped);
    },
  );

  it("a ceiling with no room for a riser says so plainly", () => {
    expect(keys(room({ height: 2, seats: 10 }))).toContain("no-riser");
  });
});

describe("sound", () => {
  it("overheads are left out under a ceiling without 1.15 m above the ears, with the height needed", () => {
    const design = designCinema(room({ height: 2.2, seats: 4 }));
    expect(design.layout.overheads).toBe(0);
    expect(design.speakers.some((speaker) => speaker.kind === "overhead")).toBe(false);
    expect(design.notes).toContainEqual({
      key: "no-overheads",
      values: { needed: 2.25, height: 2.2 },
    });
  });

  it("the front left and right sit 22–30° off centre, the surrounds 90–110° and 135–150°", () => {
    const design = designCinema(room());
    const angle = (id: string) => {
      const speaker = design.speakers.find((s) => s.id === id)!;
      return (Math.atan2(Math.abs(speaker.y), design.listener.x - speaker.x) * 180) / Math.PI;
    };
    expect(angle("R")).toBeGreaterThanOrEqual(22);
    expect(angle("R")).toBeLessThanOrEqual(30);
    expect(angle("Rss")).toBeGreaterThanOrEqual(90);
    expect(angle("Rss")).toBeLessThanOrEqual(110);
    expect(angle("Rrs")).toBeGreaterThanOrEqual(135);
    expect(angle("Rrs")).toBeLessThanOrEqual(150);
  });

  it("overheads are 30–55° above the listener, in front of and behind, on the ceiling", () => {
    const design = designCinema(room());
    for (const id of ["Ltf", "Ltr"]) {
      const speaker = design.speakers.find((s) => s.id === id)!;
      const rise = speaker.z - design.listener.z;
      const elevation = (Math.atan2(rise, Math.abs(speaker.x - design.listener.x)) * 180) / Math.PI;
      expect(elevation).toBeGreaterThanOrEqual(30);
      expect(elevation).toBeLessThanOrEqual(55);
      expect(speaker.z).toBe(2.7);
    }
  });

  it("every speaker is inside the room, and the layout's name counts them", () => {
    for (const input of [room(), room({ length: 10, width: 6, height: 3.2, seats: 16 })]) {
      const design = designCinema(input);
      for (const speaker of design.speakers) {
        expect(speaker.x).toBeGreaterThanOrEqual(0);
        expect(speaker.x).toBeLessThanOrEqual(input.length);
        expect(Math.abs(speaker.y)).toBeLessThanOrEqual(input.width / 2);
        expect(speaker.z).toBeLessThanOrEqual(input.height);
      }
      const count = (kinds: string[]) =>
        design.speakers.filter((speaker) => kinds.includes(speaker.kind)).length;
      const [bed, subs, tops] = design.layout.name.split(".").map(Number);
      expect(count(["screen", "wide", "surround"])).toBe(bed);
      expect(count(["subwoofer"])).toBe(subs);
      expect(count(["overhead"])).toBe(tops ?? 0);
    }
  });
});

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
