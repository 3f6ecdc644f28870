import { describe, expect, it } from "vitest";
import {
  MIN_TEXT_PX,
  NARROWEST_PX,
  formatLength,
  parseLayout,
  planSvg,
  screensSvg,
  distanceForAngle,
  ROW_FROM_PX,
  screenSize,
  seats,
  sectionSvg,
  sightlines,
  speakers,
  type Room,
} from "./room-drawing.ts";

const theatre: Room = {
  length: 7.2,
  width: 5.4,
  height: 2.9,
  screen: { diagonal: 150, aspect: "16:9", bottom: 0.6 },
  rows: [6, 6],
  firstRow: 3.6,
  rowPitch: 1.9,
  riser: 0.45,
  speakers: "7.2.4",
  seatWidth: 0.8,
};
const snug: Room = {
  ...theatre,
  length: 3.4,
  width: 2.8,
  height: 2.5,
  screen: { diagonal: 100, aspect: "16:9", bottom: 0.5 },
  rows: [2],
  firstRow: 2.5,
  riser: 0,
  speakers: "5.1.2",
  seatWidth: 0.75,
};
const grand: Room = {
  ...theatre,
  length: 9.6,
  width: 6.2,
  height: 3.2,
  rows: [4, 4, 4, 4],
  firstRow: 3.4,
  rowPitch: 1.7,
  speakers: "9.4.6",
};

describe("parseLayout", () => {
  it.each([
    ["7.2.4", { ear: 7, subs: 2, overhead: 4 }],
    ["5.1", { ear: 5, subs: 1, overhead: 0 }],
    ["9.4.6", { ear: 9, subs: 4, overhead: 6 }],
    [" 5.1.2 ", { ear: 5, subs: 1, overhead: 2 }],
  ])("reads %s", (layout, expected) => {
    expect(parseLayout(layout)).toEqual(expected);
  });
  it.each(["7-2-4", "", "seven"])("refuses %j", (layout) => {
    expect(() => parseLayout(layout)).toThrow(/not a speaker layout/);
  });
});

describe("speakers", () => {
  it.each([theatre, snug, grand])("places one speaker per channel of $speakers", (room) => {
    const { ear, subs, overhead } = parseLayout(room.speakers);
    const placed = speakers(room);
    expect(placed.filter((item) => item.kind === "ear")).toHaveLength(ear);
    expect(placed.filter((item) => item.kind === "sub")).toHaveLength(subs);
    expect(placed.filter((item) => item.kind === "overhead")).toHaveLength(overhead);
  });
  it.each([theatre, snug, grand])("keeps every speaker of $speakers inside the room", (room) => {
    for (const item of speakers(room)) {
      expect(item.x).toBeGreaterThanOrEqual(0);
      expect(item.x).toBeLessThanOrEqual(room.length);
      expect(item.y).toBeGreaterThanOrEqual(0);
      expect(item.y).toBeLessThanOrEqual(room.width);
    }
  });
  it.each([theatre, snug, grand])("mirrors each left speaker of $speakers on the right", (room) => {
    const placed = speakers(room);
    for (const left of placed.filter((item) => /^L(?!FE)/.test(item.name))) {
      const right = placed.find((item) => item.name === `R${left.name.slice(1)}`);
      expect(right?.x).toBeCloseTo(left.x);
      expect(right?.y).toBeCloseTo(room.width - left.y);
    }
  });
  it.each([
    [150, "16:9", 3.32, 1.87],
    [180, "2.39:1", 4.22, 1.76],
    [100, "4:3", 2.03, 1.52],
  ])("sizes a %s-inch %s screen", (diagonal, aspect, width, height) => {
    const size = screenSize({ ...theatre, screen: { diagonal, aspect, bottom: 0.6 } });
    expect(size.width).toBeCloseTo(width, 2);
    expect(size.height).toBeCloseTo(height, 2);
  });
  it("puts the front three on the screen wall, within the screen's width", () => {
    const front = speakers(theatre).filter((item) => ["L", "C", "R"].includes(item.name));
    expect(front).toHaveLength(3);
    for (const item of front) {
      expect(item.x).toBeLessThan(0.2);
      expect(Math.abs(item.y - theatre.width / 2)).toBeLessThanOrEqual(
        screenSize(theatre).width / 2,
      );
    }
  });
});

describe("seats", () => {
  it.each([theatre, snug, grand])("draws every seat of $rows, inside the side walls", (room) => {
    const all = seats(room);
    expect(all).toHaveLength(room.rows.reduce((sum, count) => sum + count, 0));
    for (const seat of all) {
      expect(seat.y - room.seatWidth / 2).toBeGreaterThanOrEqual(0);
      expect(seat.y + room.seatWidth / 2).toBeLessThanOrEqual(room.width);
      expect(seat.x).toBeLessThan(room.length);
    }
  });
  it.each([
    [theatre, 0, 2],
    [grand, 1, 2],
    [{ ...snug, rows: [3] }, 0, 1],
  ] as const)("marks the centre of the calibrated row as the main position", (room, row, count) => {
    const main = seats(room).filter((seat) => seat.main);
    expect(main).toHaveLength(count);
    expect(main.every((seat) => seat.row === row)).toBe(true);
  });
});

describe("sightlines", () => {
  it("has one sightline per row behind the first", () => {
    expect(sightlines(theatre)).toHaveLength(1);
    expect(sightlines(grand)).toHaveLength(3);
    expect(sightlines(snug)).toHaveLength(0);
  });
  it("measures the clearance over the head in front from the line to the screen's bottom", () => {
    // Eyes 4 m away and 1.6 m up see the screen's bottom (0.5 m) along a line that is 1.05 m
    // up at the front row 2 m away, whose heads reach 1.22 m: 0.17 m short.
    const room = { ...theatre, rows: [3, 3], firstRow: 2, rowPitch: 2, riser: 0.5 };
    const [line] = sightlines({ ...room, screen: { ...room.screen, bottom: 0.5 } });
    expect(line?.clearance).toBeCloseTo(-0.17);
  });
  it("gains clearance as the riser rises", () => {
    const low = sightlines({ ...theatre, riser: 0.3 })[0]?.clearance ?? 0;
    const high = sightlines({ ...theatre, riser: 0.6 })[0]?.clearance ?? 0;
    expect(high).toBeGreaterThan(low);
  });
});

describe("formatLength", () => {
  it.each([
    [7.2, "7.20 m"],
    [0.45, "450 mm"],
    [1, "1.00 m"],
  ])("writes %s as %s", (metres, text) => {
    expect(formatLength(metres)).toBe(text);
  });
});

describe("drawings", () => {
  /** The smallest text in a drawing, in CSS px, when it is shown at the narrowest width. */
  const smallestText = (svg: string) => {
    const width = Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)?.[1]);
    const size = Number(/font-size="([\d.]+)"/.exec(svg)?.[1]);
    return (size * NARROWEST_PX) / width;
  };
  it.each([theatre, snug, grand])("writes no text smaller than the minimum on a phone", (room) => {
    for (const svg of [planSvg(room, "Plan"), sectionSvg(room, "Section")]) {
      expect(svg.match(/font-size=/g)).toHaveLength(1);
      expect(smallestText(svg)).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    }
  });
  it("writes the room's dimensions on its drawings", () => {
    expect(planSvg(theatre, "Plan")).toContain(">7.20 m<");
    expect(planSvg(theatre, "Plan")).toContain(">5.40 m<");
    expect(sectionSvg(theatre, "Section")).toContain(">2.90 m<");
    expect(sectionSvg(theatre, "Section")).toContain(">450 mm<");
  });
  it("names the drawing for assistive technology", () => {
    expect(planSvg(theatre, 'Plan of "the" <room>')).toContain(
      'role="img" aria-label="Plan of &quot;the&quot; &lt;room&gt;"',
    );
  });
});

describe("screens to scale", () => {
  it.each([
    [1.88, 40, 2.58],
    [3.32, 40, 4.56],
    [2.21, 48, 2.48],
  ])("a %s m wide screen fills %s degrees from %s m", (width, angle, distance) => {
    expect(distanceForAngle(width, angle)).toBeCloseTo(distance, 2);
  });
  const screens = [
    { name: "85-inch television", diagonal: 85, aspect: "16:9" },
    { name: "150-inch projection", diagonal: 150, aspect: "16:9" },
  ];
  const options = {
    angle: 40,
    viewer: 1.8,
    title: "Screens",
    words: { wide: "wide", firstRow: "first row at" },
  };
  it.each([
    ["stack", NARROWEST_PX],
    ["row", ROW_FROM_PX],
  ] as const)("keeps the %s layout's text at the minimum from %s px wide", (layout, px) => {
    const svg = screensSvg(screens, { ...options, layout });
    const width = Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)?.[1]);
    const size = Number(/font-size="([\d.]+)"/.exec(svg)?.[1]);
    expect((size * px) / width).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    expect(svg).toContain(">first row at 4.56 m<");
  });
});
