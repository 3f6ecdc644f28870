/**
 * Where a viewer sits in a designed room and what they see from there, as numbers: the seat's eye,
 * the direction that faces the screen, and the horizontal angle the screen fills. Pure: no three.js,
 * no DOM. It reads the room model's geometry, the same the plan and section are drawn from: lengths
 * in metres, angles in degrees; x from the screen wall towards the back wall, y across the room from
 * its centre line (the seated viewer's right positive), z up from the floor.
 */
import type { RoomGeometry, Seat } from "../../core/room/shapes.ts";

/** A seat by its row (from the front, from 0) and its number in the row (from the left, from 0). */
export type SeatRef = Pick<Seat, "row" | "index">;

export interface Point {
  x: number;
  y: number;
  z: number;
}

const degrees = (radians: number) => (radians * 180) / Math.PI;

/** The seat `ref` points at, or the main seat when the room has no such seat (it was redesigned). */
export function seatAt(room: RoomGeometry, ref: SeatRef): Seat {
  return (
    room.seats.find((seat) => seat.row === ref.row && seat.index === ref.index) ??
    seatAt(room, mainSeat(room))
  );
}

/** The seated eye of one seat. */
export function eyeAt(room: RoomGeometry, ref: SeatRef): Point {
  const { x, y, z } = seatAt(room, ref);
  return { x, y, z };
}

/** The main seat: of the seats at the main listening position, the one nearest the centre line. */
export function mainSeat(room: RoomGeometry): SeatRef {
  const candidates = room.seats.filter((seat) => seat.row === room.main.row);
  const pool = candidates.length ? candidates : room.seats;
  const best = pool.reduce((a, b) =>
    Math.abs(b.y - room.main.y) < Math.abs(a.y - room.main.y) - 1e-9 ? b : a,
  );
  return { row: best.row, index: best.index };
}

/** Every seat of the room, front row first, each row from the left as a viewer facing the screen. */
export function allSeats(room: RoomGeometry): SeatRef[] {
  return [...room.seats]
    .sort((a, b) => a.row - b.row || a.y - b.y)
    .map(({ row, index }) => ({ row, index }));
}

/** The centre of the picture. */
export function screenCentre(room: RoomGeometry): Point {
  return { x: room.screen.x, y: 0, z: room.screen.bottom + room.screen.height / 2 };
}

/**
 * The direction from `eye` to the picture's centre: yaw about the vertical (0 looks straight at
 * the screen wall, positive turns towards +y) and pitch (positive looks up).
 */
export function facingScreen(room: RoomGeometry, eye: Point): { yaw: number; pitch: number } {
  const centre = screenCentre(room);
  const ahead = eye.x - centre.x;
  const across = centre.y - eye.y;
  return {
    yaw: degrees(Math.atan2(across, ahead)),
    pitch: degrees(Math.atan2(centre.z - eye.z, Math.hypot(ahead, across))),
  };
}

/**
 * The horizontal angle the picture fills at `eye`: between the lines to its left and right edges,
 * seen from above. At the centre line it is 2·atan(W / 2d); off it, each edge's angle is taken on
 * its own side.
 */
export function horizontalAngle(room: RoomGeometry, eye: Point): number {
  const ahead = eye.x - room.screen.x;
  const half = room.screen.width / 2;
  return degrees(Math.atan2(half - eye.y, ahead) + Math.atan2(half + eye.y, ahead));
}

/** The seat's distance to the picture's centre, seen from above. */
export function distanceToScreen(room: RoomGeometry, eye: Point): number {
  return Math.hypot(eye.x - room.screen.x, eye.y);
}

/** Keeps a look within what a seated head does: a full turn left and right, 60° up and down. */
export function clampLook(look: { yaw: number; pitch: number }): { yaw: number; pitch: number } {
  const yaw = ((((look.yaw + 180) % 360) + 360) % 360) - 180;
  return { yaw, pitch: Math.min(60, Math.max(-60, look.pitch)) };
}
