import { describe, expect, it } from "vitest";
import { pictureSize, projectGeometry, type ProjectRoom } from "./project.ts";
import { parseLayout, layoutOf } from "./speakers.ts";

const theatre: ProjectRoom = {
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
const snug: ProjectRoom = {
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
const grand: ProjectRoom = {
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
    ["7.2.4", { ear: 7, subs: 2, overheads: 4 }],
    ["5.1", { ear: 5, subs: 1, overheads: 0 }],
    ["9.4.6", { ear: 9, subs: 4, overheads: 6 }],
    [" 5.1.2 ", { ear: 5, subs: 1, overheads: 2 }],
  ])("reads %s", (layout, expected) => {
    expect(layoutOf(parseLayout(layout))).toMatchObject({ name: layout.trim(), ...expected });
  });
  it.each(["7-2-4", "", "seven"])("refuses %j", (layout) => {
    expect(() => parseLayout(layout)).toThrow(/not a speaker layout/);
  });
});

describe("a case study's room, laid out by the model", () => {
  it.each([theatre, snug, grand])("places one speaker per channel of $speakers", (room) => {
    const { ear, subs, overheads } = layoutOf(parseLayout(room.speakers));
    const placed = projectGeometry(room).speakers;
    expect(placed.filter((item) => item.kind === "subwoofer")).toHaveLength(subs);
    expect(placed.filter((item) => item.kind === "overhead")).toHaveLength(overheads);
    expect(
      placed.filter((item) => item.kind !== "subwoofer" && item.kind !== "overhead"),
    ).toHaveLength(ear);
  });
  it.each([theatre, snug, grand])("keeps every speaker of $speakers inside the room", (room) => {
    for (const item of projectGeometry(room).speakers) {
      expect(item.x).toBeGreaterThanOrEqual(0);
      expect(item.x).toBeLessThanOrEqual(room.length);
      expect(Math.abs(item.y)).toBeLessThanOrEqual(room.width / 2);
      expect(item.z).toBeLessThanOrEqual(room.height);
    }
  });
  it.each([theatre, snug, grand])("mirrors each left speaker of $speakers on the right", (room) => {
    const placed = projectGeometry(room).speakers;
    for (const left of placed.filter((item) => /^L(?!FE)/.test(item.id))) {
      const right = placed.find((item) => item.id === `R${left.id.slice(1)}`);
      expect(right?.x).toBeCloseTo(left.x);
      expect(right?.y).toBeCloseTo(-left.y);
    }
  });
  it.each([
    [150, "16:9", 3.32, 1.87],
    [180, "2.39:1", 4.22, 1.76],
    [100, "4:3", 2.03, 1.52],
  ])("sizes a %s-inch %s screen", (diagonal, aspect, width, height) => {
    const size = pictureSize(diagonal, aspect);
    expect(size.width).toBeCloseTo(width, 2);
    expect(size.height).toBeCloseTo(height, 2);
  });
  it.each([theatre, snug, grand])("seats every seat of $rows inside the side walls", (room) => {
    const { seats } = projectGeometry(room);
    expect(seats).toHaveLength(room.rows.reduce((sum, count) => sum + count, 0));
    for (const seat of seats) {
      expect(Math.abs(seat.y) + room.seatWidth / 2).toBeLessThanOrEqual(room.width / 2);
      expect(seat.x).toBeLessThan(room.length);
    }
  });
  it.each([
    ["projector-solid", 0.6],
    ["projector-at", 0.6],
    ["flat-panel", 0.5],
    ["flat-panel", 1.1],
  ] as const)("keeps the kind of screen the room states (%s, %s m up)", (kind, bottom) => {
    const room = { ...snug, screen: { ...snug.screen, kind, bottom } };
    expect(projectGeometry(room).screen).toMatchObject({ kind, bottom });
  });

  it("marks the main seat in the row nearest 38% of the length from the back wall", () => {
    for (const room of [theatre, snug, grand]) {
      const geometry = projectGeometry(room);
      const target = room.length * 0.62;
      const nearest = geometry.rows.reduce(
        (best, row, index) =>
          Math.abs(row.x - target) < Math.abs(geometry.rows[best]!.x - target) ? index : best,
        0,
      );
      const main = geometry.seats.filter((seat) => seat.main);
      expect(main.length).toBeGreaterThan(0);
      expect(main.every((seat) => seat.row === nearest)).toBe(true);
    }
  });
});
