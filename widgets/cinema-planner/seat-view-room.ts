/**
 * A design as the 3D seat view takes it: the room, the picture, each row's seats across the room
 * from its centre line, the speakers and the main row, all as the design placed them. Pure.
 */
import type { SeatViewRoom } from "../seat-view/seat-geometry.ts";
import { EYE_HEIGHT, type Design } from "./design.ts";
import { seatsOf } from "./drawing.ts";

export function seatViewRoomOf(design: Design): SeatViewRoom {
  const { length, width, height } = design.input;
  const seats = seatsOf(design);
  return {
    length,
    width,
    height,
    screen: {
      x: design.screen.x,
      width: design.screen.width,
      height: design.screen.height,
      bottom: design.screen.bottom,
    },
    rows: design.rows.map((row, index) => ({
      eyeDistance: row.eyeDistance,
      front: row.front,
      riser: row.riser,
      seats: seats.filter((seat) => seat.row === index).map((seat) => seat.y - width / 2),
    })),
    eyeHeight: EYE_HEIGHT,
    speakers: design.speakers.map(({ id, x, y, z, kind }) => ({ id, x, y, z, kind })),
    mainRow: design.listener.row,
  };
}
