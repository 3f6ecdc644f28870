/**
 * The planner's design rules: a room's dimensions and the seats wanted in, a to-scale cinema
 * design out (screen, rows and risers, Dolby Atmos layout with every speaker's position). Pure:
 * no DOM, no React, no clock. Every length is in metres, every angle in degrees; x runs from the
 * screen wall towards the back wall, y across the room from its centre line, z up from the floor.
 *
 * It is a tool to start a conversation, not a survey: the rules are the published rules of thumb
 * professionals start from, each stated where it is used.
 */

export type ScreenKind = "projector-at" | "projector-solid" | "flat-panel";
export type Aspect = "16:9" | "2.39:1";

export interface RoomInput {
  /** From the screen wall to the back wall. */
  length: number;
  width: number;
  height: number;
  seats: number;
  screen: ScreenKind;
  aspect: Aspect;
}

/** What each input may be; outside these a design means nothing (or no room is that size). */
export const LIMITS = {
  length: { min: 3, max: 15 },
  width: { min: 2.5, max: 12 },
  height: { min: 2, max: 6 },
  seats: { min: 2, max: 16 },
} as const;

// Seating. A cinema recliner is 0.75 to 0.9 m wide; we plan on 0.75 m so a room shows the most it
// can seat (wider seats are a choice for the consultation), with one aisle of at least 0.5 m down
// one side so every seat can be reached.
export const SEAT_WIDTH = 0.75;
export const AISLE = 0.5;
/** A row of recliners with room to pass in front of them: 1.8 to 2.0 m; we plan on 1.9 m. */
export const ROW_DEPTH = 1.9;
/** From a row's front edge to a seated viewer's eyes, a recliner upright. */
const EYE_FROM_ROW_FRONT = 1.2;
/** Seated eye height above the floor the seat stands on. */
export const EYE_HEIGHT = 1.1;
/**
 * Each row must see the bottom of the screen over the head in front: its sightline clears the
 * front viewer's eyes by about 12 cm (the head above the eyes).
 */
export const SIGHTLINE_CLEARANCE = 0.12;
/** Risers go up in 5 cm steps (a joiner's practical increment). */
const RISER_STEP = 0.05;
/** Standing headroom on the highest riser. */
export const STANDING_HEADROOM = 2.0;
/** Behind the back row: room for the seat backs to recline and for rear speakers. */
const BEHIND_BACK_ROW = 0.3;

// Viewing angles: the horizontal angle the screen fills at a seat. THX puts the upper bound for
// an immersive front row at about 40°; SMPTE's minimum for the back row is 30°.
export const FRONT_ROW_MAX_ANGLE = 40;
export const BACK_ROW_MIN_ANGLE = 30;
/**
 * With rows 1.9 m apart the two bounds meet only when the front row sits 5 m or more from the
 * screen. In a shorter room we let the front row see up to 45° (THX's 40° is "about") so the back
 * row keeps its 30°; past that the front row keeps 40° and the back row is told what it gets.
 */
export const FRONT_ROW_STRETCH_ANGLE = 45;

// The screen wall. An acoustically transparent screen has the left, centre and right speakers
// behind it, so it stands 0.45 m off the wall and can fill the width less 0.3 m of masking each
// side; a solid screen stands at the wall with the speakers beside it (0.5 m a side); a flat panel
// hangs on the wall.
const SCREEN_WALL: Record<ScreenKind, { depth: number; sideSpace: number }> = {
  "projector-at": { depth: 0.45, sideSpace: 0.3 },
  "projector-solid": { depth: 0.15, sideSpace: 0.5 },
  "flat-panel": { depth: 0.1, sideSpace: 0.3 },
};
/** A projected image starts at least 0.6 m above the floor and stops 0.15 m under the ceiling. */
const SCREEN_BOTTOM_MIN = 0.6;
const SCREEN_TOP_MARGIN = 0.15;
/** Flat panels that exist, by diagonal in inches (16:9). */
export const FLAT_PANEL_SIZES = [65, 75, 77, 83, 85, 98, 100, 115] as const;

// Sound: Dolby's recommended angles from the main listening position.
const FRONT_ANGLE = 26; // left and right at ±22–30°
const WIDE_ANGLE = 60; // front wides at ±60°
const SIDE_ANGLE = 100; // side surrounds at ±90–110°
const REAR_ANGLE = 142; // rear surrounds at ±135–150°
const OVERHEAD_ELEVATION = 45; // overheads at 30–55° elevation in front of and behind the listener
/** Overheads need this much ceiling above the listeners' ears, or they sit on their heads. */
export const OVERHEAD_MIN_ABOVE_EAR = 1.15;
/** Front wides fill the gap between screen and sides for three rows or more, in a wide room. */
const WIDES_MIN_WIDTH = 5.5;

export interface Row {
  /** Distance from the screen to the seated viewers' eyes. */
  eyeDistance: number;
  /** The row's front edge, from the screen wall. */
  front: number;
  seats: number;
  /** The floor of the row above the room's floor (0 for the front row). */
  riser: number;
  /** Horizontal angle the screen fills from this row. */
  viewingAngle: number;
}

export interface Speaker {
  /** Dolby's name: L, C, R, Lw, Rw, Lss, Rss, Lrs, Rrs, Ltf, Rtf, Ltr, Rtr, Ltm, Rtm, LFE1… */
  id: string;
  x: number;
  y: number;
  z: number;
  kind: "screen" | "wide" | "surround" | "overhead" | "subwoofer";
}

export interface Note {
  /** Stable key for copy and tests. */
  key:
    | "back-row-angle"
    | "front-row-angle"
    | "fewer-seats"
    | "no-riser"
    | "low-riser"
    | "no-overheads"
    | "panel-cap"
    | "screen-ceiling";
  /** Numbers the sentence quotes. */
  values: Record<string, number | string>;
}

export interface Design {
  input: RoomInput;
  screen: {
    kind: ScreenKind;
    aspect: Aspect;
    width: number;
    height: number;
    diagonalInches: number;
    /** Height of the image's bottom edge above the floor. */
    bottom: number;
    /** The screen surface's distance from the screen wall. */
    x: number;
  };
  rows: Row[];
  seatsPlaced: number;
  perRow: number;
  layout: {
    name: string;
    ear: number;
    sides: number;
    rears: number;
    wides: number;
    overheads: number;
    subs: number;
  };
  speakers: Speaker[];
  /** The main listening position: the middle of the row nearest the room's acoustic sweet spot. */
  listener: { x: number; z: number; row: number };
  notes: Note[];
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (deg: number) => (deg * Math.PI) / 180;
const round = (value: number, step = 0.01) => Math.round(value / step) * step;
/** The horizontal angle a screen of `width` fills from `distance`. */
export const viewingAngle = (width: number, distance: number) =>
  degrees(2 * Math.atan(width / 2 / distance));
/** The widest screen that fills at most `angle` from `distance`. */
const widthForAngle = (angle: number, distance: number) =>
  2 * distance * Math.tan(radians(angle / 2));
const heightOf = (width: number, aspect: Aspect) => width / (aspect === "16:9" ? 16 / 9 : 2.39);
const inches = (metres: number) => metres / 0.0254;

/** How many seats fit side by side in a room this wide. */
export function seatsPerRowFor(width: number): number {
  return Math.max(0, Math.floor((width - AISLE + 1e-9) / SEAT_WIDTH));
}

/** How many rows fit in a room this long behind a screen of this kind. */
export function rowsThatFit(length: number, screen: ScreenKind): number {
  // The front row needs at least 1.5 m of floor in front of it to the screen: no one watches a
  // cinema screen from closer.
  const usable = length - SCREEN_WALL[screen].depth - 1.5 - BEHIND_BACK_ROW;
  return Math.max(0, Math.floor((usable + 1e-9) / ROW_DEPTH));
}

/**
 * Floor heights that give every row a clear sightline to the screen's bottom edge over the head
 * in front (eyes + 12 cm), each rounded up to a 5 cm step; capped so a standing adult keeps 2 m
 * of headroom on the top riser.
 */
export function risersFor(
  eyeDistances: number[],
  screenBottom: number,
  ceiling: number,
): { risers: number[]; capped: boolean; cap: number } {
  const cap = Math.max(
    0,
    Math.floor((ceiling - STANDING_HEADROOM + 1e-9) / RISER_STEP) * RISER_STEP,
  );
  const risers: number[] = [];
  let capped = false;
  eyeDistances.forEach((distance, index) => {
    if (index === 0) return risers.push(0);
    const before = eyeDistances[index - 1]!;
    const headInFront = risers[index - 1]! + EYE_HEIGHT + SIGHTLINE_CLEARANCE;
    // The eye must sit on or above the line from the screen's bottom edge through the head in front.
    const eye = screenBottom + ((headInFront - screenBottom) * distance) / before;
    let riser = Math.max(0, Math.ceil((eye - EYE_HEIGHT - 1e-9) / RISER_STEP) * RISER_STEP);
    if (riser > cap) {
      riser = cap;
      capped = true;
    }
    risers.push(round(Math.max(riser, risers[index - 1]!)));
  });
  return { risers, capped, cap };
}

/** Lays out one to `seats` seats in as few rows as fit, the back rows fullest. */
function seatRows(seats: number, perRow: number, rowsAvailable: number) {
  const rows = Math.min(rowsAvailable, Math.ceil(seats / perRow));
  const placed = Math.min(seats, rows * perRow);
  const counts = Array.from({ length: rows }, (_, index) => {
    const base = Math.floor(placed / rows);
    return base + (index >= rows - (placed % rows) ? 1 : 0);
  });
  return { counts, placed };
}

/** The biggest flat panel no wider than `width`; undefined if even the smallest is too wide. */
function panelFor(width: number): number | undefined {
  const fits = FLAT_PANEL_SIZES.filter(
    (size) => inches(widthFromDiagonal(size, "16:9")) <= inches(width) + 1e-9,
  );
  return fits.at(-1);
}

/** A 16:9 or 2.39:1 image's width for a diagonal in inches. */
export function widthFromDiagonal(diagonalInches: number, aspect: Aspect): number {
  const ratio = aspect === "16:9" ? 16 / 9 : 2.39;
  return (diagonalInches * 0.0254 * ratio) / Math.sqrt(ratio * ratio + 1);
}

/**
 * Designs the cinema for a room. The input must be within `LIMITS` (see `checkRoom`); every
 * design has at least one row, a screen and a speaker layout, and `notes` says plainly what the
 * room could not give and what was done instead.
 */
export function designCinema(input: RoomInput): Design {
  const notes: Note[] = [];
  const wall = SCREEN_WALL[input.screen];
  const screenX = wall.depth;

  // Seats: as many per row as the width allows, as few rows as needed, as many rows as fit.
  const perRow = Math.max(1, seatsPerRowFor(input.width));
  const rowsAvailable = Math.max(1, rowsThatFit(input.length, input.screen));
  const { counts, placed } = seatRows(input.seats, perRow, rowsAvailable);
  if (placed < input.seats)
    notes.push({
      key: "fewer-seats",
      values: { wanted: input.seats, placed, rows: counts.length, perRow },
    });

  // Rows sit as far back as the room allows: that makes the largest screen that keeps the front
  // row within 40°, and the back row's angle larger too (it grows with the front row's distance).
  const backEdge = input.length - BEHIND_BACK_ROW;
  const rows: Row[] = counts.map((seats, index) => {
    const front = backEdge - (counts.length - index) * ROW_DEPTH;
    return {
      front,
      eyeDistance: front + EYE_FROM_ROW_FRONT - screenX,
      seats,
      riser: 0,
      viewingAngle: 0,
    };
  });

  // Screen: the widest that keeps the front row within 40° and the back row at 30° or more,
  // within the room's width and under its ceiling.
  const front = rows[0]!.eyeDistance;
  const forBackRow = widthForAngle(BACK_ROW_MIN_ANGLE, rows.at(-1)!.eyeDistance);
  let width = widthForAngle(FRONT_ROW_MAX_ANGLE, front);
  if (forBackRow > width && viewingAngle(forBackRow, front) <= FRONT_ROW_STRETCH_ANGLE + 1e-9) {
    width = forBackRow;
    notes.push({
      key: "front-row-angle",
      values: { angle: Math.round(viewingAngle(width, front)) },
    });
  }
  width = Math.min(width, input.width - 2 * wall.sideSpace);
  const maxImageHeight = input.height - SCREEN_TOP_MARGIN - SCREEN_BOTTOM_MIN;
  if (input.screen !== "flat-panel" && heightOf(width, input.aspect) > maxImageHeight) {
    width = maxImageHeight * (input.aspect === "16:9" ? 16 / 9 : 2.39);
    notes.push({ key: "screen-ceiling", values: { height: round(input.height, 0.01) } });
  }
  let aspect = input.aspect;
  if (input.screen === "flat-panel") {
    // Panels are 16:9 and come in the sizes that exist.
    aspect = "16:9";
    const ideal = width;
    const size = panelFor(ideal) ?? FLAT_PANEL_SIZES[0];
    width = widthFromDiagonal(size, "16:9");
    if (size === FLAT_PANEL_SIZES.at(-1) && ideal > width)
      notes.push({ key: "panel-cap", values: { size } });
  }
  const height = heightOf(width, aspect);
  // A projected image starts 0.6 m up (over the front row's heads); a panel is centred on the
  // seated eye height, no lower than 0.5 m.
  const bottom =
    input.screen === "flat-panel" ? Math.max(0.5, EYE_HEIGHT - height / 2) : SCREEN_BOTTOM_MIN;

  // Risers.
  const { risers, capped, cap } = risersFor(
    rows.map((row) => row.eyeDistance),
    bottom,
    input.height,
  );
  rows.forEach((row, index) => {
    row.riser = risers[index]!;
    row.viewingAngle = viewingAngle(width, row.eyeDistance);
  });
  if (rows.length > 1 && capped)
    notes.push({
      key: cap === 0 ? "no-riser" : "low-riser",
      values: { cap, height: input.height },
    });
  const back = rows.at(-1)!;
  if (back.viewingAngle < BACK_ROW_MIN_ANGLE - 1e-9)
    notes.push({ key: "back-row-angle", values: { angle: Math.round(back.viewingAngle) } });

  // The main listening position: the middle seat of the row nearest 2/3 of the room's length
  // (Dolby and most room designers start from there; it keeps clear of the back wall's bass).
  const target = input.length * (2 / 3);
  const main = rows.reduce(
    (best, row, index) =>
      Math.abs(row.front + EYE_FROM_ROW_FRONT - target) <
      Math.abs(rows[best]!.front + EYE_FROM_ROW_FRONT - target)
        ? index
        : best,
    0,
  );
  const listener = {
    row: main,
    x: rows[main]!.front + EYE_FROM_ROW_FRONT,
    z: rows[main]!.riser + EYE_HEIGHT,
  };

  const layout = soundLayout(input, listener, rows.length, notes);
  const speakers = placeSpeakers(input, layout, listener, screenX, width, bottom + height / 2);

  return {
    input,
    screen: {
      kind: input.screen,
      aspect,
      width: round(width),
      height: round(height),
      diagonalInches: Math.round(inches(Math.hypot(width, height))),
      bottom: round(bottom),
      x: screenX,
    },
    rows: rows.map((row) => ({
      ...row,
      front: round(row.front),
      eyeDistance: round(row.eyeDistance),
      viewingAngle: Math.round(row.viewingAngle * 10) / 10,
    })),
    seatsPlaced: placed,
    perRow,
    layout,
    speakers,
    listener: { row: listener.row, x: round(listener.x), z: round(listener.z) },
    notes,
  };
}

/** The largest Atmos home layout the room can hold, named as Dolby names it (7.2.4 and so on). */
function soundLayout(
  input: RoomInput,
  listener: { x: number; z: number },
  rowCount: number,
  notes: Note[],
): Design["layout"] {
  // The back row's seat backs stand 0.3 m from the wall, so the main seat is always a metre or
  // more from it: room for rear surrounds behind it at 135–150°.
  const behind = input.length - listener.x;
  const rears = 2;
  const wides = rowCount > 2 && input.width >= WIDES_MIN_WIDTH ? 2 : 0;
  const aboveEar = input.height - listener.z;
  let overheads = 0;
  if (aboveEar >= OVERHEAD_MIN_ABOVE_EAR) {
    // Four overheads (front and rear pairs) need the room to reach 45° in front of and behind the
    // listener; six add a middle pair in rooms long enough to space three pairs a metre apart.
    const reach = aboveEar / Math.tan(radians(OVERHEAD_ELEVATION));
    const fitsFour = listener.x - reach > 0.3 && behind - reach > 0.2;
    overheads = fitsFour ? (rowCount > 2 && input.length >= 8 ? 6 : 4) : 2;
  } else {
    notes.push({
      key: "no-overheads",
      values: { needed: round(listener.z + OVERHEAD_MIN_ABOVE_EAR, 0.05), height: input.height },
    });
  }
  // Subwoofers: two smooth the bass across more seats than one can; four for three rows or more.
  const subs = rowCount >= 3 ? 4 : rowCount === 2 || input.seats > 4 ? 2 : 1;
  const ear = 3 + wides;
  const sides = 2;
  const bed = ear + sides + rears;
  return {
    name: `${bed}.${subs}${overheads ? `.${overheads}` : ""}`,
    ear,
    sides,
    rears,
    wides,
    overheads,
    subs,
  };
}

/** Puts every speaker of the layout at Dolby's angles from the main listening position. */
function placeSpeakers(
  input: RoomInput,
  layout: Design["layout"],
  listener: { x: number; z: number },
  screenX: number,
  screenWidth: number,
  screenCentre: number,
): Speaker[] {
  const half = input.width / 2;
  const ear = listener.z;
  const speakers: Speaker[] = [];
  const toWall = (angle: number) => {
    // Along the side wall at `angle` from straight ahead, or on the back wall past it.
    const a = radians(angle);
    const alongX = listener.x - (half - 0.1) / Math.tan(a);
    if (alongX >= 0 && alongX <= input.length) return { x: alongX, y: half - 0.1 };
    const behind = input.length - 0.1 - listener.x;
    return {
      x: input.length - 0.1,
      y: Math.min(half - 0.1, Math.abs(behind * Math.tan(Math.PI - a))),
    };
  };
  // Left and right at ±26°, no wider than the screen's edges allow them to stand behind or beside it.
  const frontY = Math.min(
    (listener.x - screenX) * Math.tan(radians(FRONT_ANGLE)),
    screenWidth / 2 + 0.3,
    half - 0.15,
  );
  const screenZ = input.screen === "projector-at" ? screenCentre : Math.min(screenCentre, ear);
  speakers.push(
    { id: "L", x: screenX - 0.1, y: -frontY, z: screenZ, kind: "screen" },
    { id: "C", x: screenX - 0.1, y: 0, z: screenZ, kind: "screen" },
    { id: "R", x: screenX - 0.1, y: frontY, z: screenZ, kind: "screen" },
  );
  const pair = (id: string, angle: number, kind: Speaker["kind"], z: number) => {
    const spot = toWall(angle);
    speakers.push(
      { id: `L${id}`, x: spot.x, y: -spot.y, z, kind },
      { id: `R${id}`, x: spot.x, y: spot.y, z, kind },
    );
  };
  if (layout.wides) pair("w", WIDE_ANGLE, "wide", ear);
  // Surrounds sit 0.6 m above seated ears, so every row hears them over the heads beside it.
  pair("ss", SIDE_ANGLE, "surround", ear + 0.6);
  if (layout.rears) pair("rs", REAR_ANGLE, "surround", ear + 0.6);
  const reach = (input.height - ear) / Math.tan(radians(OVERHEAD_ELEVATION));
  const overheadY = Math.min(frontY, half - 0.5);
  const top = (id: string, x: number) =>
    speakers.push(
      { id: `L${id}`, x, y: -overheadY, z: input.height, kind: "overhead" },
      { id: `R${id}`, x, y: overheadY, z: input.height, kind: "overhead" },
    );
  if (layout.overheads === 2) top("tm", listener.x);
  if (layout.overheads >= 4) {
    top("tf", listener.x - reach);
    if (layout.overheads === 6) top("tm", listener.x);
    top("tr", listener.x + reach);
  }
  // Subwoofers along the front wall (and the back wall for four), at the quarter points.
  const subX = [screenX - 0.2, input.length - 0.3];
  for (let index = 0; index < layout.subs; index++) {
    const x = layout.subs === 4 ? subX[index < 2 ? 0 : 1]! : subX[0]!;
    const side = index % 2 === 0 ? -1 : 1;
    speakers.push({
      id: `LFE${index + 1}`,
      x,
      y: layout.subs === 1 ? 0 : (side * input.width) / 4,
      z: 0,
      kind: "subwoofer",
    });
  }
  return speakers.map((speaker) => ({
    ...speaker,
    x: round(speaker.x),
    y: round(speaker.y),
    z: round(speaker.z),
  }));
}

export type Unit = "metric" | "imperial";

/** What a visitor typed: lengths as text in metres, or in feet and inches ("15' 6\"", "15 6", "15.5"). */
export interface RawRoom {
  length: string;
  width: string;
  height: string;
  seats: string;
  screen: string;
  aspect: string;
  unit: Unit;
}

export type RoomProblem = "number" | "too-small" | "too-large" | "choice";

/**
 * A length typed in metres ("7.5", "7,5", "7.5 m") or in feet and inches ("24' 7\"", "24 7",
 * "24ft 7in", "24.5"), in metres; NaN when it is not a length.
 */
export function parseLength(text: string, unit: Unit): number {
  const clean = text.trim().toLowerCase().replace(",", ".");
  if (unit === "metric") {
    const match = /^(\d+(?:\.\d+)?)\s*m?$/.exec(clean);
    return match ? Number(match[1]) : Number.NaN;
  }
  const match = /^(\d+(?:\.\d+)?)\s*(?:'|ft|feet)?\s*(?:(\d+(?:\.\d+)?)\s*(?:"|in|inches)?)?$/.exec(
    clean,
  );
  if (!match) return Number.NaN;
  const inchesPart = match[2] ? Number(match[2]) : 0;
  if (inchesPart >= 12) return Number.NaN;
  return (Number(match[1]) * 12 + inchesPart) * 0.0254;
}

/** A length in metres as the visitor's unit writes it: "7.5" or "24' 7\"". */
export function formatLength(metres: number, unit: Unit): string {
  if (unit === "metric") return String(Math.round(metres * 100) / 100);
  const totalInches = Math.round(metres / 0.0254);
  return `${Math.floor(totalInches / 12)}' ${totalInches % 12}"`;
}

const SCREENS: readonly ScreenKind[] = ["projector-at", "projector-solid", "flat-panel"];
const ASPECTS: readonly Aspect[] = ["16:9", "2.39:1"];

/**
 * Reads a visitor's room: each field's problem by name (nothing for a good field), and the room
 * when every field is good. Lengths are kept in metres whatever unit they were typed in.
 */
export function checkRoom(raw: RawRoom): {
  room?: RoomInput;
  problems: Partial<Record<keyof RoomInput, RoomProblem>>;
} {
  const problems: Partial<Record<keyof RoomInput, RoomProblem>> = {};
  const within = (name: "length" | "width" | "height" | "seats", value: number) => {
    const { min, max } = LIMITS[name];
    if (!Number.isFinite(value)) problems[name] = "number";
    else if (value < min - 1e-9) problems[name] = "too-small";
    else if (value > max + 1e-9) problems[name] = "too-large";
    return value;
  };
  const length = within("length", parseLength(raw.length, raw.unit));
  const width = within("width", parseLength(raw.width, raw.unit));
  const height = within("height", parseLength(raw.height, raw.unit));
  const seats = within("seats", /^\d+$/.test(raw.seats.trim()) ? Number(raw.seats) : Number.NaN);
  const screen = SCREENS.find((kind) => kind === raw.screen);
  if (!screen) problems.screen = "choice";
  const aspect = ASPECTS.find((kind) => kind === raw.aspect);
  if (!aspect) problems.aspect = "choice";
  if (Object.keys(problems).length || !screen || !aspect) return { problems };
  return { room: { length, width, height, seats, screen, aspect }, problems };
}

/**
 * The package a design corresponds to: the first (they are listed smallest first) whose seat
 * count holds the design's seats.
 */
export function packageFor<P extends { seats: number }>(seats: number, packages: readonly P[]): P {
  return packages.find((item) => item.seats >= seats) ?? packages.at(-1)!;
}
