/**
 * A design as the case studies' drawings take a room: its own seats, risers and speakers placed
 * as designed (the drawing places nothing itself), x from the screen wall and y from the left
 * side wall. Pure.
 */
import type { Room, Seat, Speaker } from "../../drawings/room-drawing.ts";
import { AISLE, ROW_DEPTH, SEAT_WIDTH, type Design } from "./design.ts";

const KIND: Record<Design["speakers"][number]["kind"], Speaker["kind"]> = {
  screen: "ear",
  wide: "ear",
  surround: "ear",
  overhead: "overhead",
  subwoofer: "sub",
};

/**
 * Each row's seats side by side, centred on the screen's axis when that leaves the aisle free at
 * one side; in a narrower room the row moves over so the aisle keeps its width on the right. The
 * main seat (or, in an even row, the middle two) is marked in the listening row.
 */
export function seatsOf(design: Design): Seat[] {
  const { width } = design.input;
  return design.rows.flatMap((row, index) => {
    const span = row.seats * SEAT_WIDTH;
    const centred = (width - span) / 2;
    const left = centred >= AISLE ? centred : Math.max(0, width - AISLE - span);
    const eye = row.eyeDistance + design.screen.x;
    return Array.from({ length: row.seats }, (_, seat) => {
      const fromCentre = seat - (row.seats - 1) / 2;
      return {
        row: index,
        x: eye,
        y: left + (seat + 0.5) * SEAT_WIDTH,
        main: index === design.listener.row && Math.abs(fromCentre) < 0.75,
      };
    });
  });
}

/** The room to draw for a design, with everything it placed. */
export function roomOf(design: Design): Room {
  const half = design.input.width / 2;
  const eyes = design.rows.map((row) => row.eyeDistance + design.screen.x);
  return {
    length: design.input.length,
    width: design.input.width,
    height: design.input.height,
    screen: {
      diagonal: design.screen.diagonalInches,
      aspect: design.screen.aspect,
      bottom: design.screen.bottom,
    },
    rows: design.rows.map((row) => row.seats),
    firstRow: eyes[0]!,
    rowPitch: ROW_DEPTH,
    riser: design.rows[1]?.riser ?? 0,
    speakers: design.layout.name,
    seatWidth: SEAT_WIDTH,
    angles: true,
    placed: {
      screenX: design.screen.x,
      eyes,
      risers: design.rows.map((row) => row.riser),
      seats: seatsOf(design),
      speakers: design.speakers.map((speaker) => ({
        kind: KIND[speaker.kind],
        name: speaker.id,
        x: speaker.x,
        y: half + speaker.y,
      })),
    },
  };
}
