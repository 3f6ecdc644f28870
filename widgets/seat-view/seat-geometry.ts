/**
 * Where a viewer sits in a designed room and what they see from there, as numbers: the seat's eye,
 * the direction that faces the screen, and the horizontal angle the screen fills. Pure: no three.js,
 * no DOM. Lengths in metres, angles in degrees; x runs from the screen wall towards the back wall,
 * y across the room from its centre line, z up from the floor (the planner's axes).
 */

/** The room as the 3D view draws it: one designed room, read from the planner's design. */
export interface SeatViewRoom {
  length: number;
  width: number;
  height: number;
  screen: {
    /** The picture's surface, from the screen wall. */
    x: number;
    width: number;
    height: number;
    /** The picture's bottom edge above the floor. */
    bottom: number;
  };
  rows: {
    /** The seated viewers' eyes, from the screen's surface. */
    eyeDistance: number;
    /** The row's front edge, from the screen wall. */
    front: number;
    /** The row's floor above the room's floor. */
    riser: number;
    /** Each seat's centre across the room. */
    seats: number[];
  }[];
  /** A seated viewer's eyes above the floor their seat stands on. */
  eyeHeight: number;
  speakers: { id: string; x: number; y: number; z: number; kind: string }[];
  /** The row with the main listening position. */
  mainRow: number;
}

export interface SeatRef {
  row: number;
  seat: number;
}

export interface Point {
  x: number;
  y: number;
  z: number;
}

const degrees = (radians: number) => (radians * 180) / Math.PI;

/** The seated eye of one seat. */
export function eyeAt(room: SeatViewRoom, { row, seat }: SeatRef): Point {
  const line = room.rows[row]!;
  return {
    x: room.screen.x + line.eyeDistance,
    y: line.seats[seat]!,
    z: line.riser + room.eyeHeight,
  };
}

/** The main seat: the middle of the main row (the seat nearer the centre line when two tie). */
export function mainSeat(room: SeatViewRoom): SeatRef {
  const row = Math.min(Math.max(room.mainRow, 0), room.rows.length - 1);
  const seats = room.rows[row]!.seats;
  let best = 0;
  seats.forEach((y, index) => {
    if (Math.abs(y) < Math.abs(seats[best]!) - 1e-9) best = index;
  });
  return { row, seat: best };
}

/** Every seat of the room, front row first, left to right as a viewer facing the screen sees it. */
export function allSeats(room: SeatViewRoom): SeatRef[] {
  return room.rows.flatMap((line, row) =>
    line.seats
      .map((y, seat) => ({ row, seat, y }))
      .sort((a, b) => a.y - b.y)
      .map(({ row, seat }) => ({ row, seat })),
  );
}

/** The centre of the picture. */
export function screenCentre(room: SeatViewRoom): Point {
  return { x: room.screen.x, y: 0, z: room.screen.bottom + room.screen.height / 2 };
}

/**
 * The direction from `eye` to the picture's centre: yaw about the vertical (0 looks straight at
 * the screen wall, positive turns towards +y) and pitch (positive looks up).
 */
export function facingScreen(room: SeatViewRoom, eye: Point): { yaw: number; pitch: number } {
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
export function horizontalAngle(room: SeatViewRoom, eye: Point): number {
  const ahead = eye.x - room.screen.x;
  const half = room.screen.width / 2;
  return degrees(Math.atan2(half - eye.y, ahead) + Math.atan2(half + eye.y, ahead));
}

/** The seat's distance to the picture's centre, seen from above. */
export function distanceToScreen(room: SeatViewRoom, eye: Point): number {
  return Math.hypot(eye.x - room.screen.x, eye.y);
}

/** Keeps a look within what a seated head does: a full turn left and right, 60° up and down. */
export function clampLook(look: { yaw: number; pitch: number }): { yaw: number; pitch: number } {
  const yaw = ((((look.yaw + 180) % 360) + 360) % 360) - 180;
  return { yaw, pitch: Math.min(60, Math.max(-60, look.pitch)) };
}
