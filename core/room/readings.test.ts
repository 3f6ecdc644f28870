import { describe, expect, it } from "vitest";
import { twelveSeatRoom } from "../../tests/rooms.ts";
import { designCinema } from "./design.ts";
import { axialMode, lumensFor, readingsOf, schroeder, wattsFor } from "./readings.ts";
import { DOLBY } from "./rules.ts";

describe("the formulas", () => {
  it.each([
    [7.5, 22.87],
    [5, 34.3],
    [2.7, 63.52],
  ])("the first axial mode of %s m is %s Hz (c / 2L)", (metres, hertz) => {
    expect(axialMode(metres)).toBeCloseTo(hertz, 1);
  });
  it("Schroeder's frequency falls as the room grows and rises with its reverberation", () => {
    expect(schroeder(0.4, 100)).toBeCloseTo(126.5, 1);
    expect(schroeder(0.3, 100)).toBeLessThan(schroeder(0.4, 100));
    expect(schroeder(0.4, 200)).toBeLessThan(schroeder(0.4, 100));
  });
  it("needs ten times the power for 10 dB more, and four times for twice the distance", () => {
    expect(wattsFor(89, 89, 1)).toBeCloseTo(1);
    expect(wattsFor(99, 89, 1)).toBeCloseTo(10);
    expect(wattsFor(99, 89, 2) / wattsFor(99, 89, 1)).toBeCloseTo(4);
  });
  it("lights 1 m² to 16 fL with about 172 lumens at gain 1, fewer at a higher gain", () => {
    expect(lumensFor(16, 1, 1)).toBeCloseTo(172.2, 1);
    expect(lumensFor(16, 1, 1.3)).toBeLessThan(lumensFor(16, 1, 1));
  });
});

describe("a designed room read as a designer reads it", () => {
  const design = designCinema(twelveSeatRoom());
  const readings = readingsOf(design);
  it("reads every seat, and names as the worst the seat with the least margin", () => {
    expect(readings.seats).toHaveLength(design.seatsPlaced);
    expect(readings.worst.margin).toBe(Math.min(...readings.seats.map((seat) => seat.margin)));
    expect(readings.worst.margin).toBeGreaterThanOrEqual(0);
  });
  it("hears the front left and right within Dolby's 22°–30° at the main seat", () => {
    const main = readings.seats.find(
      (seat) =>
        seat.row === design.main.row &&
        Math.abs(
          design.seats.find((s) => s.row === seat.row && s.index === seat.index)!.y - design.main.y,
        ) < 0.4,
    )!;
    expect(main.frontLeft).toBeLessThanOrEqual(DOLBY.front.max);
    expect(main.frontRight).toBeGreaterThanOrEqual(DOLBY.front.min - 8);
  });
  it("gives every row a side surround within Dolby's 90°–110°", () => {
    for (const row of design.rows.keys()) {
      const centre = readings.seats
        .filter((seat) => seat.row === row)
        .sort((a, b) => Math.abs(a.surround - 100) - Math.abs(b.surround - 100))[0]!;
      expect(centre.surround).toBeGreaterThanOrEqual(DOLBY.side.min - 5);
      expect(centre.surround).toBeLessThanOrEqual(DOLBY.side.max + 5);
    }
  });
  it("puts the main row off the length modes' nulls, and two subwoofers at opposite walls", () => {
    expect(readings.mainRow.share).toBeGreaterThan(0.25);
    expect(readings.subwoofers).toEqual({ count: 2, where: "front-back" });
    const subs = design.speakers.filter((speaker) => speaker.kind === "subwoofer");
    expect(subs.map((sub) => sub.y)).toEqual([0, 0]);
    expect(subs[1]!.x - subs[0]!.x).toBeGreaterThan(design.length - 1);
  });
  it("states the light and the power the screen and the main seat need", () => {
    expect(readings.light.kind).toBe("projector");
    if (readings.light.kind !== "projector") return;
    expect(readings.light.hdr).toBeGreaterThan(readings.light.sdr);
    expect(readings.amplifier.watts).toBeGreaterThan(0);
  });
});
