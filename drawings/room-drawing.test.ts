import { describe, expect, it } from "vitest";
import { designCinema } from "../core/room/design.ts";
import {
  MIN_TEXT_PX,
  NARROWEST_PX,
  formatLength,
  geometryOf,
  planSvg,
  screensSvg,
  distanceForAngle,
  ROW_FROM_PX,
  sectionSvg,
  sightlines,
  type Room,
} from "./room-drawing.ts";

const theatre: Room = {
  length: 7.2,
  width: 5.4,
  height: 2.9,
  screen: { kind: "projector-solid", diagonal: 150, aspect: "16:9", bottom: 0.6 },
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
  screen: { kind: "projector-solid", diagonal: 100, aspect: "16:9", bottom: 0.5 },
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
  it("draws plan and section on one scale, their left edges aligned", () => {
    const box = (svg: string) =>
      /viewBox="([-\d.]+) [-\d.]+ ([\d.]+)/.exec(svg)!.slice(1).map(Number);
    for (const room of [theatre, snug, grand])
      expect(box(planSvg(room, "Plan"))).toEqual(box(sectionSvg(room, "Section")));
  });
  it("draws every seat and speaker the model placed, no speaker over a seat", () => {
    for (const room of [theatre, snug, grand]) {
      const geometry = geometryOf(room);
      const svg = planSvg(room, "Plan");
      expect(svg.match(/class="seat"/g)).toHaveLength(geometry.seats.length);
      expect(svg.match(/data-speaker=/g)).toHaveLength(geometry.speakers.length);
    }
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

describe("a designed room's plan", () => {
  interface Box {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
    what: string;
  }
  const attribute = (tag: string, name: string) =>
    Number(new RegExp(`\\s${name}="([-\\d.]+)"`).exec(tag)?.[1]);
  /** The boxes of the seats, the speakers and the labels drawn in a plan. */
  function boxes(svg: string) {
    const seatBoxes: Box[] = [];
    const marks: Box[] = [];
    const labels: Box[] = [];
    for (const tag of svg.match(/<rect[^>]*class="seat"[^>]*>/g) ?? []) {
      const [x, y] = [attribute(tag, "x"), attribute(tag, "y")];
      seatBoxes.push({
        x1: x,
        y1: y,
        x2: x + attribute(tag, "width"),
        y2: y + attribute(tag, "height"),
        what: tag,
      });
    }
    for (const tag of svg.match(/<(circle|rect)[^>]*class="speaker[^>]*>/g) ?? []) {
      if (tag.startsWith("<circle")) {
        const [x, y, r] = [attribute(tag, "cx"), attribute(tag, "cy"), attribute(tag, "r")];
        marks.push({ x1: x - r, y1: y - r, x2: x + r, y2: y + r, what: tag });
      } else {
        const [x, y] = [attribute(tag, "x"), attribute(tag, "y")];
        marks.push({
          x1: x,
          y1: y,
          x2: x + attribute(tag, "width"),
          y2: y + attribute(tag, "height"),
          what: tag,
        });
      }
    }
    for (const tag of svg.match(/<rect[^>]*class="label-ground"[^>]*>/g) ?? []) {
      const [x, y] = [attribute(tag, "x"), attribute(tag, "y")];
      labels.push({
        x1: x,
        y1: y,
        x2: x + attribute(tag, "width"),
        y2: y + attribute(tag, "height"),
        what: tag,
      });
    }
    return { seatBoxes, marks, labels };
  }
  const overlap = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
  const rooms = [
    ...[3, 4.2, 6, 7.5, 9, 12, 15].flatMap((length) =>
      [2.5, 3.6, 5, 8, 12].flatMap((width) =>
        [2.2, 2.7, 4].flatMap((height) =>
          ([4, 12, 16] as const).map((seats) => ({ length, width, height, seats })),
        ),
      ),
    ),
  ];
  it("draws no speaker over a seat and no label over a seat or a speaker, in any room", () => {
    for (const size of rooms)
      for (const screen of ["projector-at", "projector-solid", "flat-panel"] as const) {
        const design = designCinema({ ...size, screen, aspect: "2.39:1" });
        const { seatBoxes, marks, labels } = boxes(planSvg(design, "Plan", { angles: true }));
        expect(seatBoxes.length).toBe(design.seatsPlaced);
        for (const mark of marks)
          for (const seat of seatBoxes)
            expect(
              overlap(mark, seat),
              `${JSON.stringify(size)} ${screen}: ${mark.what} over ${seat.what}`,
            ).toBe(false);
        for (const label of labels)
          for (const other of [...seatBoxes, ...marks])
            expect(
              overlap(label, other),
              `${JSON.stringify(size)} ${screen}: ${label.what} over ${other.what}`,
            ).toBe(false);
      }
  }, 30_000);
});
