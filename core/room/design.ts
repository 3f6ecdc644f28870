/**
 * A room in, a cinema designed as a CEDIA designer would out: candidate layouts (one to four
 * rows, each row's place on a 5 cm grid, as many seats a row as keep every seat within the rules)
 * are searched, those that break a hard rule for any seat are dropped, and the best of the rest
 * is kept. Pure: no DOM, no React, no clock; the same room always gives the same design.
 *
 * Hard rules, for every seat: the screen fills SMPTE's 30° to THX's 40° of view (the front row
 * may reach 45°, said in a note); the screen's top is at most 15° above the eyes (THX); the
 * sightline to the screen's bottom edge clears the head in front (risers in 5 cm steps, with
 * 2.0 m of standing headroom kept on the top riser); an aisle reaches every row; the back row
 * stands clear of the back wall by the depth its seats recline into.
 *
 * Goals, in order: the seats asked for; no front row past 40°; as few rows as give those seats;
 * the main row near 38% of the length from the back wall and off the 25% and 50% points (the
 * first length modes' nulls); seats 1.2 m from the walls (RP22 level 3).
 *
 * The screen is sized from the room before the seats are searched: THX's 40° at the main seat
 * where the room wants it (38% of the length from the back wall), within the width, under the
 * ceiling and within 15° of a front row's eyes. So a longer or wider room never gets a smaller
 * screen, and the seats search a room that only grows with it.
 */
import {
  AISLE,
  ASPECT_RATIO,
  EYE_HEIGHT,
  FLAT_PANEL_SIZES,
  FRONT_ROW_STRETCH_ANGLE,
  HEAD_ABOVE_EYE,
  LENGTH_NULLS_FROM_BACK,
  MAIN_ROW_FROM_BACK,
  MAX_ROWS,
  MAX_VERTICAL_ANGLE,
  MAX_VIEWING_ANGLE,
  MIN_VIEWING_ANGLE,
  PANEL_BOTTOM_MIN,
  RECLINE_CLEARANCE,
  RISER_STEP,
  ROW_PITCH,
  SCREEN_BOTTOM,
  SCREEN_TOP_MARGIN,
  SCREEN_WALL,
  SEAT_WIDTH,
  STANDING_HEADROOM,
  WALL_CLEARANCE,
  type Aspect,
} from "./rules.ts";
import { layoutOf, placeSpeakers, planFor } from "./speakers.ts";
import type { RoomGeometry, RoomInput, Row, Screen, Seat } from "./shapes.ts";
import { INCH, degrees, radians, round } from "./units.ts";

export interface Note {
  key: "front-row-angle" | "fewer-seats" | "no-overheads" | "panel-cap" | "screen-ceiling";
  /**
   * Numbers the sentence quotes; `reason` names why seats are fewer: "ceiling" (the riser another
   * row needs), "picture" (the room has the length, but a row behind would see the picture at less
   * than 30°) or "length". `scope`, when set, is how many a 2.39:1 screen would seat instead of 16:9.
   */
  values: Record<string, number | string>;
}

export interface Design extends RoomGeometry {
  input: RoomInput;
  seatsPlaced: number;
  notes: Note[];
}

/** The horizontal angle a screen of `width` fills from a seat `across` off its axis at `distance`. */
export function viewingAngle(width: number, distance: number, across = 0): number {
  return degrees(
    Math.atan((width / 2 - across) / distance) + Math.atan((width / 2 + across) / distance),
  );
}

/** The distance from which a screen of `width` fills `angle` on its axis. */
export const distanceForAngle = (width: number, angle: number) =>
  width / 2 / Math.tan(radians(angle / 2));

/** A 16:9 or 2.39:1 image's width for a diagonal in inches. */
export function widthFromDiagonal(diagonalInches: number, aspect: Aspect): number {
  const ratio = ASPECT_RATIO[aspect];
  return (diagonalInches * INCH * ratio) / Math.sqrt(ratio * ratio + 1);
}

/** How many seats fit side by side with the aisle kept. */
export function seatsPerRowFor(width: number): number {
  return Math.max(0, Math.floor((width - AISLE + 1e-9) / SEAT_WIDTH));
}

/**
 * Each seat's place across the room, from the centre line: the row centred when that leaves the
 * aisle free at one side, else moved over so the aisle keeps its width on the right. Seats are
 * `seatWidth` apart (the planner's 0.75 m unless a built room says otherwise).
 */
export function seatOffsets(
  seats: number,
  width: number,
  seatWidth: number = SEAT_WIDTH,
): number[] {
  const span = seats * seatWidth;
  const centred = (width - span) / 2;
  const left = centred >= AISLE ? centred : Math.max(0, width - AISLE - span);
  return Array.from({ length: seats }, (_, index) => left + (index + 0.5) * seatWidth - width / 2);
}

/**
 * Every seat of the rows, placed across each as `seatOffsets` places them, with the eyes at
 * `EYE_HEIGHT` above the row's floor; and the main seat: the main row's seat nearest the screen's
 * axis (in an even row the middle two share it, and the main position lies between them).
 */
export function seatsOf(
  rows: readonly Row[],
  mainRow: number,
  width: number,
  seatWidth: number = SEAT_WIDTH,
): { seats: Seat[]; main: RoomGeometry["main"] } {
  const seats: Seat[] = rows.flatMap((row, rowIndex) =>
    seatOffsets(row.seats, width, seatWidth).map((y, index) => ({
      row: rowIndex,
      index,
      x: row.x,
      y: round(y, 0.001),
      z: round(row.floor + EYE_HEIGHT),
      main: false,
    })),
  );
  const inMain = seats.filter((seat) => seat.row === mainRow);
  const nearest = Math.min(...inMain.map((seat) => Math.abs(seat.y)));
  for (const seat of inMain) seat.main = Math.abs(seat.y) <= nearest + 1e-6;
  const mainSeats = inMain.filter((seat) => seat.main);
  const main = {
    row: mainRow,
    x: rows[mainRow]!.x,
    y: round(mainSeats.reduce((sum, seat) => sum + seat.y, 0) / mainSeats.length, 0.001),
    z: round(rows[mainRow]!.floor + EYE_HEIGHT),
  };
  return { seats, main };
}

/** The riser that lets eyes at `distance` see the screen's bottom edge over the head in front. */
function riserFor(
  distance: number,
  before: { distance: number; floor: number },
  screenBottom: number,
): number {
  const head = before.floor + EYE_HEIGHT + HEAD_ABOVE_EYE;
  // The eyes must sit on or above the line from the screen's bottom edge over the head in front.
  const eye = screenBottom + ((head - screenBottom) * distance) / before.distance;
  const riser = Math.ceil((eye - EYE_HEIGHT - 1e-9) / RISER_STEP) * RISER_STEP;
  return round(Math.max(before.floor, riser, 0));
}

/** The screen for a room, sized before the seats (see above), and what limited it. */
export function screenFor(input: RoomInput): { screen: Screen; notes: Note[] } {
  const wall = SCREEN_WALL[input.screen];
  const panel = input.screen === "flat-panel";
  const aspect: Aspect = panel ? "16:9" : input.aspect;
  const ratio = ASPECT_RATIO[aspect];
  const notes: Note[] = [];
  const mainDistance = (1 - MAIN_ROW_FROM_BACK) * input.length - wall.depth;
  const forMainSeat = 2 * mainDistance * Math.tan(radians(MAX_VIEWING_ANGLE / 2));
  const forWidth = input.width - 2 * wall.sideSpace;
  const forCeiling = (input.height - SCREEN_TOP_MARGIN - SCREEN_BOTTOM) * ratio;
  // A front row at 40° must see the top within 15°: h + bottom − eye ≤ tan 15° × d(40°).
  const slope = 1 / ratio - Math.tan(radians(MAX_VERTICAL_ANGLE)) / (2 * Math.tan(radians(20)));
  const forTopAngle = slope > 0 ? (EYE_HEIGHT - SCREEN_BOTTOM) / slope : Infinity;
  let width = Math.min(forMainSeat, forWidth, panel ? Infinity : forCeiling, forTopAngle);
  if (!panel && forCeiling < Math.min(forMainSeat, forWidth, forTopAngle) - 1e-9)
    notes.push({ key: "screen-ceiling", values: { height: input.height } });
  if (panel) {
    const ideal = width;
    const fits = FLAT_PANEL_SIZES.filter((size) => widthFromDiagonal(size, "16:9") <= ideal + 1e-9);
    const size = fits.at(-1) ?? FLAT_PANEL_SIZES[0];
    width = widthFromDiagonal(size, "16:9");
    if (size === FLAT_PANEL_SIZES.at(-1) && ideal > width + 0.05)
      notes.push({ key: "panel-cap", values: { size } });
  }
  const height = width / ratio;
  const bottom = panel ? Math.max(PANEL_BOTTOM_MIN, EYE_HEIGHT - height / 2) : SCREEN_BOTTOM;
  return {
    screen: {
      kind: input.screen,
      aspect,
      x: wall.depth,
      width: round(width, 0.001),
      height: round(height, 0.001),
      bottom: round(bottom, 0.001),
      diagonalInches: Math.round(Math.hypot(width, height) / INCH),
    },
    notes,
  };
}

interface Candidate {
  rows: Row[];
  placed: number;
  stretched: boolean;
  score: number;
  main: number;
}

/** Designs the cinema for a room within `LIMITS` (see `checkRoom`). */
export function designCinema(input: RoomInput): Design {
  const { screen, notes } = screenFor(input);
  const { length, width, height } = input;
  const perRow = Math.max(1, seatsPerRowFor(width));
  const cap = Math.max(
    0,
    Math.floor((height - STANDING_HEADROOM + 1e-9) / RISER_STEP) * RISER_STEP,
  );
  const top = screen.bottom + screen.height;
  const tan15 = Math.tan(radians(MAX_VERTICAL_ANGLE));

  // The most seats a row with its eyes at `x` holds with every seat at 30° or more. A row's two
  // end seats have its narrowest views; for a seat `y` off the axis, the screen (of width W)
  // fills θ at d where tan θ · d² − W·d − tan θ · (W²/4 − y²) = 0, so each row length's farthest
  // distance is worked out once, without a search.
  const t = Math.tan(radians(MIN_VIEWING_ANGLE));
  const W = screen.width;
  const farthestFor = (y: number) => {
    const disc = W * W + 4 * t * t * ((W * W) / 4 - y * y);
    return disc < 0 ? -Infinity : (W + Math.sqrt(disc)) / (2 * t);
  };
  const farthest = [Infinity];
  for (let seats = 1; seats <= perRow; seats++) {
    const span = seats * SEAT_WIDTH;
    const centred = (width - span) / 2;
    const left = (centred >= AISLE ? centred : Math.max(0, width - AISLE - span)) - width / 2;
    farthest.push(
      Math.min(
        farthestFor(left + SEAT_WIDTH / 2),
        farthestFor(left + span - SEAT_WIDTH / 2),
        farthest[seats - 1]!,
      ),
    );
  }
  const seatsAt = (x: number) => {
    const distance = x - screen.x;
    let seats = perRow;
    while (seats > 0 && farthest[seats]! < distance - 1e-9) seats--;
    return seats;
  };

  // The front row's eyes go no nearer than 45° of view and 15° up to the screen's top allow; the
  // back row's no nearer the back wall than its seats recline. Fronts are tried at that nearest
  // place and then on a 5 cm grid from the screen wall: a bigger screen moves the nearest place
  // back, never off the list.
  const step = 0.05;
  const nearest =
    Math.ceil(
      Math.max(
        screen.x + distanceForAngle(screen.width, FRONT_ROW_STRETCH_ANGLE),
        screen.x + (top - EYE_HEIGHT) / tan15,
      ) * 1000,
    ) / 1000;
  const backLimit = length - RECLINE_CLEARANCE;
  const noStretch = screen.x + distanceForAngle(screen.width, MAX_VIEWING_ANGLE);

  const mainTarget = (1 - MAIN_ROW_FROM_BACK) * length;
  let best: Candidate | undefined;
  let riserBlocked: { rows: number; riser: number } | undefined;
  // Scratch for one candidate's rows: a row object is made only for a candidate that wins.
  const xs = [0, 0, 0, 0];
  const floors = [0, 0, 0, 0];
  const counts = [0, 0, 0, 0];
  for (let count = 1; count <= MAX_ROWS; count++) {
    const lastFront = backLimit - (count - 1) * ROW_PITCH;
    if (lastFront < nearest - 1e-9) break;
    // More rows win only with more seats, or as many with no front row past 40°.
    const most = Math.min(input.seats, count * perRow);
    if (best && (most < best.placed || (most === best.placed && !best.stretched))) continue;
    const frontCount = Math.floor((lastFront + 1e-9) / step) - Math.floor(nearest / step + 1e-9);
    for (let k = 0; k <= frontCount; k++) {
      const front =
        k === 0 ? nearest : round((Math.floor(nearest / step + 1e-9) + k) * step, 0.001);
      let placed = 0;
      let ok = true;
      let empty = false;
      for (let row = 0; row < count && ok; row++) {
        const x = round(front + row * ROW_PITCH, 0.001);
        const seats = seatsAt(x);
        // A row farther back never holds more: no front past this one can seat this row.
        if (seats === 0) empty = true;
        const floor =
          row === 0
            ? 0
            : riserFor(
                x - screen.x,
                { distance: xs[row - 1]! - screen.x, floor: floors[row - 1]! },
                screen.bottom,
              );
        if (floor > cap + 1e-9) {
          // Only a row that would see the picture at 30° is kept out by the ceiling.
          if (
            seats > 0 &&
            (!riserBlocked || count < riserBlocked.rows || floor < riserBlocked.riser)
          )
            riserBlocked = { rows: count, riser: floor };
          ok = false;
        }
        if (top - (floor + EYE_HEIGHT) > (x - screen.x) * tan15 + 1e-9) ok = false;
        xs[row] = x;
        floors[row] = floor;
        counts[row] = seats;
        placed += seats;
      }
      if (empty) break;
      if (!ok) continue;
      placed = Math.min(placed, input.seats);
      // Within half a degree of 40° reads as 40°: the 5 cm grid rarely lands on it exactly.
      const stretched =
        xs[0]! < noStretch - 1e-9 &&
        viewingAngle(screen.width, xs[0]! - screen.x) >= MAX_VIEWING_ANGLE + 0.5;
      if (
        best &&
        (placed < best.placed || (placed === best.placed && stretched && !best.stretched))
      )
        continue;
      // The main row: the one nearest 38% of the length from the back wall.
      let main = 0;
      for (let row = 1; row < count; row++)
        if (Math.abs(xs[row]! - mainTarget) < Math.abs(xs[main]! - mainTarget)) main = row;
      const fromBack = (length - xs[main]!) / length;
      let score = Math.abs(fromBack - MAIN_ROW_FROM_BACK) * 10;
      for (const node of LENGTH_NULLS_FROM_BACK) if (Math.abs(fromBack - node) < 0.05) score += 1;
      score += Math.max(0, WALL_CLEARANCE - (length - xs[count - 1]!)) * 0.5;
      const better =
        !best ||
        placed > best.placed ||
        Number(stretched) < Number(best.stretched) ||
        count < best.rows.length ||
        (count === best.rows.length && score < best.score - 1e-9);
      if (better)
        best = {
          rows: xs
            .slice(0, count)
            .map((x, row) => ({ x, floor: floors[row]!, seats: counts[row]! })),
          placed,
          stretched,
          score,
          main,
        };
    }
  }
  // Every room within the limits has a design (one seat on the axis at the main seat's place
  // sees 40°); should none be found, the main seat's place is kept, alone.
  best ??= {
    rows: [{ x: round(Math.min(backLimit, mainTarget)), floor: 0, seats: 1 }],
    placed: 1,
    stretched: false,
    score: 0,
    main: 0,
  };

  // More seats than asked come off the front rows first.
  let surplus = best.rows.reduce((sum, row) => sum + row.seats, 0) - best.placed;
  const rows = best.rows.map((row) => ({ ...row }));
  for (const row of rows) {
    const off = Math.min(surplus, row.seats - 1);
    row.seats -= off;
    surplus -= off;
  }
  const kept = rows.filter((row) => row.seats > 0);
  if (best.stretched)
    notes.push({
      key: "front-row-angle",
      values: { angle: Math.round(viewingAngle(screen.width, kept[0]!.x - screen.x)) },
    });
  if (best.placed < input.seats) {
    // Another row fits along the room when its front row could still sit at the nearest place.
    const lengthForAnother =
      kept.length < MAX_ROWS && backLimit - kept.length * ROW_PITCH >= nearest - 1e-9;
    const reason =
      riserBlocked && riserBlocked.rows > kept.length
        ? "ceiling"
        : lengthForAnother
          ? "picture"
          : "length";
    const values: Note["values"] = {
      wanted: input.seats,
      placed: best.placed,
      rows: kept.length,
      reason,
      needed: riserBlocked?.riser ?? 0,
      cap,
      height,
      diagonal: screen.diagonalInches,
    };
    // A 16:9 picture is tall for its width, so its top, not the room, caps it: a 2.39:1 screen as
    // tall is a third wider, and may let rows further back see 30°.
    if (reason === "picture" && screen.aspect === "16:9" && screen.kind !== "flat-panel") {
      const scope = designCinema({ ...input, aspect: "2.39:1" }).seatsPlaced;
      if (scope > best.placed) values.scope = scope;
    }
    notes.push({ key: "fewer-seats", values });
  }
  return assemble(input, screen, kept, best.main, notes, best.placed);
}

/** The design's geometry: seats, main seat, speakers. */
function assemble(
  input: RoomInput,
  screen: Screen,
  rows: Row[],
  mainRow: number,
  notes: Note[],
  placed: number,
): Design {
  const { seats, main } = seatsOf(rows, mainRow, input.width);
  const plan = planFor(input, screen.x, rows, mainRow);
  const layout = layoutOf(plan);
  if (!plan.overheads)
    notes.push({
      key: "no-overheads",
      values: {
        needed: round((rows.at(-1)?.floor ?? 0) + EYE_HEIGHT + 1.15, 0.05),
        height: input.height,
      },
    });
  const speakers = placeSpeakers(
    { length: input.length, width: input.width, height: input.height, screen, rows, main },
    plan,
  );
  return {
    input,
    length: input.length,
    width: input.width,
    height: input.height,
    screen,
    rows,
    seats,
    speakers,
    layout,
    main,
    seatsPlaced: placed,
    notes,
  };
}
