import { describe, expect, it } from "vitest";
import { planSvg, sectionSvg, sightlines, speakers } from "../../drawings/room-drawing.ts";
import { designCinema, type RoomInput } from "./design.ts";
import { roomOf, seatsOf } from "./drawing.ts";
import { twelveSeatRoom } from "../../tests/rooms.ts";

const rooms: RoomInput[] = [
  twelveSeatRoom(),
  { length: 4.2, width: 3.6, height: 2.4, seats: 4, screen: "flat-panel", aspect: "16:9" },
  { length: 6, width: 4, height: 2.2, seats: 8, screen: "projector-solid", aspect: "16:9" },
  { length: 12, width: 7, height: 3.4, seats: 16, screen: "projector-at", aspect: "2.39:1" },
];

describe("a design drawn to scale", () => {
  it.each(rooms)(
    "seats everyone the design placed, inside the walls ($length × $width)",
    (room) => {
      const design = designCinema(room);
      const seats = seatsOf(design);
      expect(seats).toHaveLength(design.seatsPlaced);
      for (const seat of seats) {
        expect(seat.y - 0.375).toBeGreaterThanOrEqual(-1e-9);
        expect(seat.y + 0.375).toBeLessThanOrEqual(room.width + 1e-9);
        expect(seat.x).toBeLessThan(room.length);
      }
      expect(
        seats.filter((seat) => seat.main).every((seat) => seat.row === design.listener.row),
      ).toBe(true);
    },
  );
  it.each(rooms)("draws the design's own speakers, every one ($length × $width)", (room) => {
    const design = designCinema(room);
    const drawn = speakers(roomOf(design));
    expect(drawn.map((speaker) => speaker.name)).toEqual(
      design.speakers.map((speaker) => speaker.id),
    );
    for (const speaker of drawn) {
      expect(speaker.y).toBeGreaterThanOrEqual(0);
      expect(speaker.y).toBeLessThanOrEqual(room.width);
    }
    const plan = planSvg(roomOf(design), "Plan");
    expect(plan.match(/class="speaker /g)).toHaveLength(design.speakers.length);
  });
  it.each(rooms)(
    "clears every head in front along the sightlines it draws ($length × $width)",
    (room) => {
      const design = designCinema(room);
      if (design.notes.some((note) => note.key === "no-riser" || note.key === "low-riser")) return;
      for (const line of sightlines(roomOf(design)))
        expect(line.clearance).toBeGreaterThanOrEqual(-1e-6);
    },
  );
  it("writes the viewing angles and the back row's riser on the drawings", () => {
    const design = designCinema(rooms[0]!);
    const front = Math.round(design.rows[0]!.viewingAngle);
    expect(planSvg(roomOf(design), "Plan")).toContain(`>${front}°<`);
    expect(sectionSvg(roomOf(design), "Section")).toContain(
      `>${Math.round(design.rows.at(-1)!.riser * 1000)} mm<`,
    );
  });
});
