import { describe, expect, it } from "vitest";
import {
  allSeats,
  clampLook,
  distanceToScreen,
  eyeAt,
  facingScreen,
  horizontalAngle,
  mainSeat,
  seatAt,
} from "./seat-geometry.ts";
import type { RoomGeometry } from "../../core/room/shapes.ts";

/**
 * Two rows of three in a 7.5 × 5 m room, the picture 3 m wide from 0.6 m, 0.45 m off the wall;
 * the main seat in the back row.
 */
const seat = (row: number, index: number, y: number) => ({
  row,
  index,
  x: row ? 5.95 : 4.05,
  y,
  z: row ? 1.4 : 1.1,
  main: row === 1 && y === 0,
});
const room: RoomGeometry = {
  length: 7.5,
  width: 5,
  height: 2.7,
  screen: {
    kind: "projector-at",
    aspect: "2.39:1",
    x: 0.45,
    width: 3,
    height: 1.26,
    bottom: 0.6,
    diagonalInches: 128,
  },
  rows: [
    { x: 4.05, floor: 0, seats: 3 },
    { x: 5.95, floor: 0.3, seats: 3 },
  ],
  seats: [
    seat(0, 0, -0.8),
    seat(0, 1, 0),
    seat(0, 2, 0.8),
    seat(1, 0, -0.8),
    seat(1, 1, 0),
    seat(1, 2, 0.8),
  ],
  speakers: [],
  layout: { name: "7.2.4", ear: 7, subs: 2, overheads: 4 },
  main: { row: 1, x: 5.95, y: 0, z: 1.4 },
};

describe("eyeAt", () => {
  it.each([
    [
      { row: 0, index: 1 },
      { x: 4.05, y: 0, z: 1.1 },
    ],
    [
      { row: 1, index: 2 },
      { x: 5.95, y: 0.8, z: 1.4 },
    ],
  ])("seat %o has its eyes at %o", (seat, expected) => {
    const eye = eyeAt(room, seat);
    expect(eye.x).toBeCloseTo(expected.x, 9);
    expect(eye.y).toBeCloseTo(expected.y, 9);
    expect(eye.z).toBeCloseTo(expected.z, 9);
  });
});

describe("mainSeat", () => {
  it("is the seat of the main row nearest the main listening position", () => {
    expect(mainSeat(room)).toEqual({ row: 1, index: 1 });
  });

  it("takes the nearer of two seats either side of the main position", () => {
    const even = {
      ...room,
      seats: [seat(1, 0, -0.4), seat(1, 1, 0.4), seat(0, 0, 0)],
      main: { ...room.main, y: 0.3 },
    };
    expect(mainSeat(even)).toEqual({ row: 1, index: 1 });
  });
});

describe("allSeats", () => {
  it("lists the front row first, each row from the left", () => {
    const shuffled = { ...room, seats: [...room.seats].reverse() };
    expect(allSeats(shuffled)).toEqual([
      { row: 0, index: 0 },
      { row: 0, index: 1 },
      { row: 0, index: 2 },
      { row: 1, index: 0 },
      { row: 1, index: 1 },
      { row: 1, index: 2 },
    ]);
  });
});

describe("seatAt", () => {
  it("falls back to the main seat when a redesign has no such seat", () => {
    expect(seatAt(room, { row: 3, index: 9 })).toMatchObject({ row: 1, index: 1 });
  });
});

describe("horizontalAngle", () => {
  it.each([
    // 2·atan(1.5 / 3.6) = 45.24°; 2·atan(1.5 / 5.5) = 30.51°
    [{ x: 4.05, y: 0, z: 1.1 }, 45.24],
    [{ x: 5.95, y: 0, z: 1.4 }, 30.51],
    // Off the centre line: atan(0.7 / 3.6) + atan(2.3 / 3.6) = 11.00° + 32.57°
    [{ x: 4.05, y: 0.8, z: 1.1 }, 43.57],
  ])("from %o the picture fills %d°", (eye, expected) => {
    expect(horizontalAngle(room, eye)).toBeCloseTo(expected, 1);
  });
});

describe("facingScreen", () => {
  it.each([
    [{ x: 4.05, y: 0, z: 1.23 }, 0, 0],
    // The centre is 0.8 m across and 3.6 m ahead: 12.53° towards it.
    [{ x: 4.05, y: 0.8, z: 1.23 }, -12.53, 0],
    // 0.5 m below the centre, 3.6 m ahead: 7.91° up.
    [{ x: 4.05, y: 0, z: 0.73 }, 0, 7.91],
  ])("from %o it turns %d° and looks up %d°", (eye, yaw, pitch) => {
    const look = facingScreen(room, eye);
    expect(look.yaw).toBeCloseTo(yaw, 1);
    expect(look.pitch).toBeCloseTo(pitch, 1);
  });
});

describe("distanceToScreen", () => {
  it("is measured from above to the picture's centre", () => {
    expect(distanceToScreen(room, { x: 4.05, y: 0.8, z: 1 })).toBeCloseTo(Math.hypot(3.6, 0.8), 9);
  });
});

describe("clampLook", () => {
  it.each([
    [
      { yaw: 0, pitch: 0 },
      { yaw: 0, pitch: 0 },
    ],
    [
      { yaw: 190, pitch: 80 },
      { yaw: -170, pitch: 60 },
    ],
    [
      { yaw: -190, pitch: -80 },
      { yaw: 170, pitch: -60 },
    ],
    [
      { yaw: 720, pitch: 10 },
      { yaw: 0, pitch: 10 },
    ],
  ])("%o becomes %o", (look, expected) => {
    const clamped = clampLook(look);
    expect(clamped.yaw).toBeCloseTo(expected.yaw, 9);
    expect(clamped.pitch).toBeCloseTo(expected.pitch, 9);
  });
});
