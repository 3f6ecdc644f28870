/**
 * Architectural drawings of a cinema room from its real dimensions: a plan (from above, the screen
 * wall on the left) and a section (from the side), gold hairlines on near-black, with dimension
 * lines, seats, the screen and every speaker of its layout. Pure functions of the room: the build
 * draws case studies and articles with them, and a room planner can draw a visitor's room.
 *
 * Lengths are metres; the drawings' user units are metres too. Text is sized from the narrowest
 * width a drawing is shown at (a 375 px phone less its page margins), so no label is ever drawn
 * smaller than MIN_TEXT_PX on screen.
 */

export interface Room {
  /** Screen wall to back wall. */
  length: number;
  /** Side wall to side wall. */
  width: number;
  /** Floor to ceiling. */
  height: number;
  /** The picture's diagonal in inches, its shape ("16:9", "2.39:1") and its bottom edge above the floor. */
  screen: { diagonal: number; aspect: string; bottom: number };
  /** Seats in each row, the front row first. */
  rows: readonly number[];
  /** From the screen to the front row's eyes. */
  firstRow: number;
  /** From one row's eyes to the next row's. */
  rowPitch: number;
  /** How much higher each row sits than the one in front (0 for a flat floor). */
  riser: number;
  /** The speaker layout as Dolby writes it: ear-level.subwoofers.overhead, e.g. "7.2.4". */
  speakers: string;
  /** Width of one seat: about 0.8 m for a recliner, 0.7 m for a sofa place. */
  seatWidth: number;
  /**
   * A room designed elsewhere (the planner) brings what it placed, and is drawn as given rather
   * than laid out here: x from the screen wall, y across the room from the left side wall.
   */
  placed?: Placed;
  /** Draws the horizontal viewing angle from the front and back rows' centres to the screen's edges. */
  angles?: boolean;
}

/** What a designed room has placed itself. */
export interface Placed {
  /** The picture's surface, from the screen wall (it stands off the wall when speakers are behind it). */
  screenX: number;
  /** Each row's eyes from the screen wall, the front row first. */
  eyes: readonly number[];
  /** Each row's floor above the room's floor, the front row first. */
  risers: readonly number[];
  seats: readonly Seat[];
  speakers: readonly Speaker[];
}

export type SpeakerKind = "ear" | "sub" | "overhead";
export interface Point {
  x: number;
  y: number;
}
export interface Speaker extends Point {
  kind: SpeakerKind;
  /** Dolby's name for the channel: L, C, R, Ls, Rs, Lrs, Rrs, Lw, Rw, LFE, Ltf, Rtf, … */
  name: string;
}
export interface Seat extends Point {
  row: number;
  /** The main listening position: the centre of the row the system is calibrated for. */
  main: boolean;
}

/** The narrowest a drawing is shown: a 375 px phone less the page's 20 px margins. */
export const NARROWEST_PX = 335;
/** No text in a drawing renders smaller than this on any screen. */
export const MIN_TEXT_PX = 11.5;
/** Ear height of a seated adult, and the height of the top of their head. */
export const EYE_HEIGHT = 1.1;
export const HEAD_HEIGHT = 1.22;

/** Reads "7.2.4" as 7 ear-level speakers, 2 subwoofers and 4 overhead. */
export function parseLayout(layout: string): { ear: number; subs: number; overhead: number } {
  const match = /^(\d+)\.(\d+)(?:\.(\d+))?$/.exec(layout.trim());
  if (!match) throw new Error(`"${layout}" is not a speaker layout such as 7.2.4`);
  return { ear: Number(match[1]), subs: Number(match[2]), overhead: Number(match[3] ?? 0) };
}

/** Distance of each row's eyes from the screen, the front row first. */
export function rowDistances(room: Room): number[] {
  if (room.placed) return [...room.placed.eyes];
  return room.rows.map((_, row) => room.firstRow + row * room.rowPitch);
}

/** The row the system is calibrated for: the second of three or more rows, else the front row. */
export function mainRow(room: Room): number {
  return room.rows.length >= 3 ? 1 : 0;
}

/** Every seat from above: x from the screen wall, y across the room, each row centred. */
export function seats(room: Room): Seat[] {
  if (room.placed) return [...room.placed.seats];
  const distances = rowDistances(room);
  const main = mainRow(room);
  return room.rows.flatMap((count, row) =>
    Array.from({ length: count }, (_, index) => {
      const fromCentre = index - (count - 1) / 2;
      return {
        row,
        x: distances[row] ?? 0,
        y: room.width / 2 + fromCentre * room.seatWidth,
        // An even row has no centre seat: the main position is between the middle two.
        main: row === main && Math.abs(fromCentre) < 0.75,
      };
    }),
  );
}

/** Keeps a value within [low, high]. */
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Where each speaker of the layout goes, from above, following Dolby's home-theatre guidance:
 * front three behind the screen, sides level with the main listening position (a little behind
 * it in a 5-speaker layout), rears on the back wall, wides between the screen and the seats, and
 * overhead pairs in line with the front left and right, ahead of, over and behind the main seat.
 */
export function speakers(room: Room): Speaker[] {
  if (room.placed) return [...room.placed.speakers];
  const { ear, subs, overhead } = parseLayout(room.speakers);
  const inset = 0.12;
  const mid = room.width / 2;
  const spread = Math.min(screenSize(room).width / 2 - 0.2, mid - 0.3);
  const listen = rowDistances(room)[mainRow(room)] ?? room.length / 2;
  const list: Speaker[] = [];
  const pair = (kind: SpeakerKind, name: string, x: number, offset: number) => {
    list.push({ kind, name: `L${name}`, x, y: mid - offset });
    list.push({ kind, name: `R${name}`, x, y: mid + offset });
  };
  if (ear >= 2) pair("ear", "", inset, spread);
  if (ear % 2 === 1) list.push({ kind: "ear", name: "C", x: inset, y: mid });
  const surrounds = ear - (ear >= 2 ? 2 : 0) - (ear % 2);
  if (surrounds >= 2) {
    const x = clamp(surrounds === 2 ? listen + 0.5 : listen, 0.5, room.length - 0.4);
    pair("ear", "s", x, mid - inset);
  }
  if (surrounds >= 4) pair("ear", "rs", room.length - inset, room.width / 4);
  if (surrounds >= 6) pair("ear", "w", clamp(listen * 0.45, 0.5, listen - 0.5), mid - inset);
  for (let index = 0; index < subs; index++) {
    // Front corners first; a second at the back wall smooths the bass across the rows.
    const back = index % 2 === 1;
    const left = index % 4 < 2 ? !back : back;
    list.push({
      kind: "sub",
      name: subs > 1 ? `LFE${index + 1}` : "LFE",
      x: back ? room.length - 0.3 : 0.3,
      y: left ? 0.4 : room.width - 0.4,
    });
  }
  const overheadRows =
    overhead >= 6
      ? [
          ["tf", -1.2],
          ["tm", 0],
          ["tr", 1.2],
        ]
      : overhead >= 4
        ? [
            ["tf", -1],
            ["tr", 1],
          ]
        : overhead >= 2
          ? [["tm", 0]]
          : [];
  for (const [name, offset] of overheadRows as [string, number][]) {
    pair("overhead", name, clamp(listen + offset, 0.6, room.length - 0.6), spread);
  }
  return list;
}

/** The picture's width and height in metres, from its diagonal in inches and its shape. */
export function screenSize(room: Room): { width: number; height: number } {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(room.screen.aspect);
  if (!match) throw new Error(`"${room.screen.aspect}" is not a screen shape such as 16:9`);
  const ratio = Number(match[1]) / Number(match[2]);
  const diagonal = room.screen.diagonal * 0.0254;
  const height = diagonal / Math.sqrt(ratio * ratio + 1);
  return { width: height * ratio, height };
}

/**
 * The sightline from each row behind the first to the bottom of the picture, and how far it
 * clears the head of the row in front (negative: it does not). Eyes rise with each riser.
 */
export function sightlines(
  room: Room,
): { row: number; from: Point; to: Point; clearance: number }[] {
  const distances = rowDistances(room);
  const to = { x: screenX(room), y: room.screen.bottom };
  return distances.slice(1).map((x, index) => {
    const row = index + 1;
    const from = { x, y: EYE_HEIGHT + floorOf(room, row) };
    const front = distances[row - 1] ?? 0;
    const lineAtFront = to.y + ((from.y - to.y) * (front - to.x)) / (x - to.x);
    return { row, from, to, clearance: lineAtFront - (HEAD_HEIGHT + floorOf(room, row - 1)) };
  });
}

/** The picture's surface from the screen wall: where a designed room put it, else on the wall. */
export function screenX(room: Room): number {
  return room.placed?.screenX ?? 0;
}

/** The height of a row's floor: as designed, or each row one riser above the row in front. */
export function floorOf(room: Room, row: number): number {
  return room.placed ? (room.placed.risers[row] ?? 0) : row * room.riser;
}

/** "7.20 m", "450 mm": how the drawings write lengths. */
export function formatLength(metres: number): string {
  return metres < 1 ? `${Math.round(metres * 1000)} mm` : `${metres.toFixed(2)} m`;
}

const GOLD = "#d4b06a";
const GOLD_LIGHT = "#e6c88a";
const GROUND = "#0d0d12";
const GRID = "#1b1b24";
const fixed = (value: number) => Number(value.toFixed(3)).toString();
const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

interface Frame {
  minX: number;
  minY: number;
  width: number;
  height: number;
}

/** Text height, in the drawing's units, that renders at MIN_TEXT_PX at the narrowest width. */
export function textSize(frame: Frame): number {
  // Rounded up to the thousandth the markup is written with, so rounding never shrinks it.
  return Math.ceil((frame.width * MIN_TEXT_PX * 1000) / NARROWEST_PX) / 1000;
}

/**
 * A drawing's width: the room's length, half a metre each side, and room on the right for a
 * dimension label about 4.2 text heights long. The text height is itself a share of this width
 * (textSize), hence the division.
 */
export function frameWidth(room: Room): number {
  return (room.length + 1.0) / (1 - (4.2 * MIN_TEXT_PX) / NARROWEST_PX);
}

/** A line in hairline gold that stays one pixel wide however the drawing is scaled. */
function line(a: Point, b: Point, extra = "") {
  return `<line x1="${fixed(a.x)}" y1="${fixed(a.y)}" x2="${fixed(b.x)}" y2="${fixed(b.y)}"${extra}/>`;
}

/** A dimension line between two points with end ticks and its length written beside it. */
function dimension(
  a: Point,
  b: Point,
  label: string,
  size: number,
  side: "above" | "below" | "right",
) {
  const tick = size * 0.4;
  const horizontal = Math.abs(a.y - b.y) < 1e-9;
  const ticks = horizontal
    ? [
        line({ x: a.x, y: a.y - tick }, { x: a.x, y: a.y + tick }),
        line({ x: b.x, y: b.y - tick }, { x: b.x, y: b.y + tick }),
      ]
    : [
        line({ x: a.x - tick, y: a.y }, { x: a.x + tick, y: a.y }),
        line({ x: b.x - tick, y: b.y }, { x: b.x + tick, y: b.y }),
      ];
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const text =
    side !== "right"
      ? `<text x="${fixed(mid.x)}" y="${fixed(side === "above" ? mid.y - size * 0.45 : mid.y + size * 1.15)}" text-anchor="middle">${escapeText(label)}</text>`
      : `<text x="${fixed(mid.x + size * 0.5)}" y="${fixed(mid.y + size * 0.35)}">${escapeText(label)}</text>`;
  return `<g class="dimension">${line(a, b)}${ticks.join("")}${text}</g>`;
}

/** The frame: ground, a faint half-metre grid, and the text and line styles every drawing uses. */
function sheet(frame: Frame, title: string, body: string, text = textSize(frame)) {
  const size = text;
  const grid: string[] = [];
  for (let x = Math.ceil(frame.minX * 2) / 2; x <= frame.minX + frame.width; x += 0.5)
    grid.push(line({ x, y: frame.minY }, { x, y: frame.minY + frame.height }));
  for (let y = Math.ceil(frame.minY * 2) / 2; y <= frame.minY + frame.height; y += 0.5)
    grid.push(line({ x: frame.minX, y }, { x: frame.minX + frame.width, y }));
  const viewBox = [frame.minX, frame.minY, frame.width, frame.height].map(fixed).join(" ");
  return (
    `<svg class="drawing__svg" viewBox="${viewBox}" role="img" aria-label="${escapeText(title).replace(/"/g, "&quot;")}" xmlns="http://www.w3.org/2000/svg">` +
    `<rect x="${fixed(frame.minX)}" y="${fixed(frame.minY)}" width="${fixed(frame.width)}" height="${fixed(frame.height)}" fill="${GROUND}"/>` +
    `<g stroke="${GRID}" stroke-width="1" vector-effect="non-scaling-stroke">${grid.join("")}</g>` +
    `<g fill="none" stroke="${GOLD}" stroke-width="1" font-family="system-ui, sans-serif" font-size="${fixed(size)}" letter-spacing="${fixed(size * 0.04)}">` +
    body +
    `</g></svg>`
  );
}

/** Every stroke in a drawing stays a hairline; text is filled, never stroked. */
const HAIRLINE = ` vector-effect="non-scaling-stroke"`;
function withHairlines(markup: string) {
  return markup
    .replace(/<(line|rect|path|circle|polyline)(?![^>]*vector-effect)/g, `<$1${HAIRLINE}`)
    .replace(/<text /g, `<text fill="${GOLD_LIGHT}" stroke="none" `);
}

/** The plan from above: walls, screen, seats, speakers and the room's length and width. */
export function planSvg(room: Room, title: string): string {
  const width = frameWidth(room);
  const s = textSize({ minX: 0, minY: 0, width, height: 0 });
  const frame: Frame = { minX: -0.5, minY: -s * 3, width, height: room.width + s * 3 + 0.5 };
  const wall = 0.12;
  const parts: string[] = [];
  parts.push(
    `<rect x="${fixed(-wall)}" y="${fixed(-wall)}" width="${fixed(room.length + 2 * wall)}" height="${fixed(room.width + 2 * wall)}" stroke-width="1.5"/>`,
    `<rect x="0" y="0" width="${fixed(room.length)}" height="${fixed(room.width)}" stroke-opacity="0.6"/>`,
  );
  const half = screenSize(room).width / 2;
  const sx = screenX(room);
  parts.push(
    `<path d="M${fixed(sx + 0.05)} ${fixed(room.width / 2 - half)} Q${fixed(sx + 0.22)} ${fixed(room.width / 2)} ${fixed(sx + 0.05)} ${fixed(room.width / 2 + half)}" stroke="${GOLD_LIGHT}" stroke-width="2.5"/>`,
  );
  if (room.angles) parts.push(...viewingAngles(room, s));
  for (const seat of seats(room)) {
    const w = room.seatWidth * 0.86;
    parts.push(
      `<rect x="${fixed(seat.x - 0.3)}" y="${fixed(seat.y - w / 2)}" width="0.78" height="${fixed(w)}" rx="0.12"${seat.main ? ` fill="${GOLD}" fill-opacity="0.22"` : ""}/>`,
      `<line x1="${fixed(seat.x + 0.3)}" y1="${fixed(seat.y - w / 2)}" x2="${fixed(seat.x + 0.3)}" y2="${fixed(seat.y + w / 2)}" stroke-opacity="0.7"/>`,
    );
  }
  for (const speaker of speakers(room)) parts.push(speakerMark(speaker));
  parts.push(
    dimension(
      { x: 0, y: -s * 1.5 },
      { x: room.length, y: -s * 1.5 },
      formatLength(room.length),
      s,
      "above",
    ),
    dimension(
      { x: room.length + 0.45, y: 0 },
      { x: room.length + 0.45, y: room.width },
      formatLength(room.width),
      s,
      "right",
    ),
  );
  return sheet(frame, title, withHairlines(parts.join("")));
}

/**
 * The horizontal angle the screen fills from the centre of the front row and of the back row:
 * lines to the screen's edges, and the angle written between them in front of the row.
 */
function viewingAngles(room: Room, s: number): string[] {
  const distances = rowDistances(room);
  const rows = distances.length > 1 ? [0, distances.length - 1] : [0];
  const half = screenSize(room).width / 2;
  const sx = screenX(room) + 0.05;
  const mid = room.width / 2;
  return rows.map((row) => {
    const eye = distances[row] ?? 0;
    const angle = Math.round((2 * Math.atan(half / (eye - sx)) * 180) / Math.PI);
    // Clear of the seat in front of the eyes (a seat reaches 0.3 m ahead of them).
    const labelX = eye - 0.45 - s;
    const label = `${angle}°`;
    const labelWidth = label.length * s * 0.62;
    return (
      `<g class="angle" stroke-dasharray="1 3" stroke-opacity="0.9">` +
      line({ x: eye, y: mid }, { x: sx, y: mid - half }) +
      line({ x: eye, y: mid }, { x: sx, y: mid + half }) +
      `</g><rect x="${fixed(labelX - labelWidth / 2)}" y="${fixed(mid - s * 0.6)}" width="${fixed(labelWidth)}" height="${fixed(s * 1.2)}" fill="${GROUND}" stroke="none"/>` +
      `<text x="${fixed(labelX)}" y="${fixed(mid + s * 0.36)}" text-anchor="middle">${label}</text>`
    );
  });
}

/** A speaker from above: a ring at ear level, a ring with a cross overhead, a square subwoofer. */
function speakerMark(speaker: Speaker) {
  const { x, y } = speaker;
  if (speaker.kind === "sub")
    return `<rect class="speaker speaker--sub" x="${fixed(x - 0.16)}" y="${fixed(y - 0.16)}" width="0.32" height="0.32" fill="${GROUND}" stroke="${GOLD_LIGHT}"/>`;
  if (speaker.kind === "overhead")
    return (
      `<g class="speaker speaker--overhead"><circle cx="${fixed(x)}" cy="${fixed(y)}" r="0.15" fill="${GROUND}" stroke-dasharray="2 2"/>` +
      line({ x: x - 0.1, y: y - 0.1 }, { x: x + 0.1, y: y + 0.1 }) +
      line({ x: x - 0.1, y: y + 0.1 }, { x: x + 0.1, y: y - 0.1 }) +
      `</g>`
    );
  return `<circle class="speaker speaker--ear" cx="${fixed(x)}" cy="${fixed(y)}" r="0.13" fill="${GOLD_LIGHT}" stroke="none"/>`;
}

/** A recliner in profile facing the screen (to the left), its occupant's eyes at EYE_HEIGHT. */
function seatProfile(x: number, floor: number) {
  const y = (height: number) => fixed(-(floor + height));
  return (
    `<path d="M${fixed(x - 0.4)} ${y(0.42)} H${fixed(x + 0.28)} L${fixed(x + 0.44)} ${y(1.02)}" stroke-linejoin="round"/>` +
    `<path d="M${fixed(x - 0.3)} ${y(0.42)} V${y(0.06)} H${fixed(x + 0.32)} V${y(0.42)}" stroke-opacity="0.7"/>` +
    `<circle cx="${fixed(x + 0.16)}" cy="${y(EYE_HEIGHT + 0.02)}" r="0.11" stroke-opacity="0.8"/>`
  );
}

/** The section from the side: floor, risers, ceiling, screen, seats and sightlines. */
export function sectionSvg(room: Room, title: string): string {
  const width = frameWidth(room);
  const s = textSize({ minX: 0, minY: 0, width, height: 0 });
  const frame: Frame = {
    minX: -0.5,
    minY: -(room.height + 0.5),
    width,
    height: room.height + 0.62 + s * 2.3,
  };
  const parts: string[] = [];
  const distances = rowDistances(room);
  parts.push(
    `<path d="M-0.12 0.12 V${fixed(-(room.height + 0.12))} H${fixed(room.length + 0.12)} V0.12 Z" stroke-width="1.5"/>`,
    `<path d="M0 0 V${fixed(-room.height)} H${fixed(room.length)} V0 Z" stroke-opacity="0.6"/>`,
  );
  // Each row behind the first stands on a platform that runs to the back wall.
  distances.forEach((x, row) => {
    if (row === 0 || floorOf(room, row) <= 0) return;
    const start = x - room.rowPitch / 2;
    parts.push(
      `<path d="M${fixed(start)} 0 V${fixed(-floorOf(room, row))} H${fixed(room.length)}" stroke-opacity="0.8"/>`,
    );
  });
  const top = room.screen.bottom + screenSize(room).height;
  const sx = screenX(room) + 0.08;
  parts.push(
    `<line x1="${fixed(sx)}" y1="${fixed(-room.screen.bottom)}" x2="${fixed(sx)}" y2="${fixed(-top)}" stroke="${GOLD_LIGHT}" stroke-width="3"/>`,
  );
  distances.forEach((x, row) => parts.push(seatProfile(x, floorOf(room, row))));
  for (const sight of sightlines(room)) {
    parts.push(
      `<line x1="${fixed(sight.from.x)}" y1="${fixed(-sight.from.y)}" x2="${fixed(sight.to.x + 0.08)}" y2="${fixed(-sight.to.y)}" stroke-dasharray="4 3" stroke-opacity="0.75"/>`,
    );
  }
  for (const speaker of speakers(room).filter(
    (item) => item.kind === "overhead" && item.name.startsWith("L"),
  ))
    parts.push(
      `<rect class="speaker speaker--overhead" x="${fixed(speaker.x - 0.15)}" y="${fixed(-room.height)}" width="0.3" height="0.09" fill="${GOLD_LIGHT}" stroke="none"/>`,
    );
  parts.push(
    dimension(
      { x: 0, y: 0.12 + s * 0.7 },
      { x: room.length, y: 0.12 + s * 0.7 },
      formatLength(room.length),
      s,
      "below",
    ),
    dimension(
      { x: room.length + 0.45, y: 0 },
      { x: room.length + 0.45, y: -room.height },
      formatLength(room.height),
      s,
      "right",
    ),
  );
  const backFloor = room.placed ? floorOf(room, room.rows.length - 1) : room.riser;
  if (backFloor > 0 && room.rows.length > 1) {
    // The riser's height, written inside the last platform against the back wall.
    parts.push(
      `<text x="${fixed(room.length - 0.12)}" y="${fixed(-backFloor + s * 1.05)}" text-anchor="end">${formatLength(backFloor)}</text>`,
    );
  }
  return sheet(frame, title, withHairlines(parts.join("")));
}

/** The narrowest width at which screens are drawn side by side. */
export const ROW_FROM_PX = 600;

/** A screen to compare: its name, its diagonal in inches and its shape ("16:9"). */
export interface ScreenToScale {
  name: string;
  diagonal: number;
  aspect: string;
}

/** How far from a screen of this width a seat must be for it to fill `angle` degrees of view. */
export function distanceForAngle(width: number, angle: number): number {
  return width / 2 / Math.tan((angle * Math.PI) / 360);
}

/**
 * Screens drawn to one scale, each with its width and the first-row distance at which it fills
 * `angle` degrees of view. "row" sets them side by side on a floor beside a standing figure of
 * `viewer` metres; "stack" puts one under another with its labels beside it, for a phone.
 */
export function screensSvg(
  screens: ScreenToScale[],
  options: {
    angle: number;
    viewer: number;
    title: string;
    words: { wide: string; firstRow: string };
    layout: "row" | "stack";
  },
): string {
  const sized = screens.map((screen) => ({
    ...screen,
    ...screenSize({
      screen: { diagonal: screen.diagonal, aspect: screen.aspect, bottom: 0 },
    } as Room),
  }));
  const lines = (item: (typeof sized)[number]) => [
    item.name,
    `${formatLength(item.width)} ${options.words.wide}`,
    `${options.words.firstRow} ${formatLength(distanceForAngle(item.width, options.angle))}`,
  ];
  const parts: string[] = [];
  const gap = 0.6;
  if (options.layout === "row") {
    const bottom = 0.6;
    const width = sized.reduce((sum, item) => sum + item.width + gap, 0) + 1.2;
    // Shown side by side only from 600 px wide (a phone gets the stack), so sized for that.
    const s = textSize({
      minX: 0,
      minY: 0,
      width: (width * NARROWEST_PX) / ROW_FROM_PX,
      height: 0,
    });
    const tallest = Math.max(...sized.map((item) => item.height)) + bottom;
    const frame: Frame = {
      minX: -0.3,
      minY: -(Math.max(tallest, options.viewer) + 0.4 + s),
      width,
      height: Math.max(tallest, options.viewer) + 0.4 + s * 5.6,
    };
    // The standing figure: a head and a body line, to give the scale.
    const head = 0.12;
    parts.push(
      `<circle cx="0.25" cy="${fixed(-(options.viewer - head))}" r="${head}"/>`,
      `<path d="M0.25 ${fixed(-(options.viewer - 2 * head))} V${fixed(-0.85)} M0.05 0 L0.25 -0.85 L0.45 0 M0 ${fixed(-1.25)} H0.5"/>`,
      `<text x="0.25" y="${fixed(-(options.viewer + 0.15))}" text-anchor="middle">${formatLength(options.viewer)}</text>`,
    );
    let x = 0.9 + gap / 2;
    for (const item of sized) {
      parts.push(
        `<rect x="${fixed(x)}" y="${fixed(-(bottom + item.height))}" width="${fixed(item.width)}" height="${fixed(item.height)}" fill="${GOLD}" fill-opacity="0.12" stroke="${GOLD_LIGHT}"/>`,
      );
      lines(item).forEach((text, index) =>
        parts.push(
          `<text x="${fixed(x)}" y="${fixed(s * (1.5 + index * 1.3))}">${escapeText(text)}</text>`,
        ),
      );
      x += item.width + gap;
    }
    parts.push(line({ x: frame.minX, y: 0 }, { x: frame.minX + frame.width, y: 0 }));
    return sheet(frame, options.title, withHairlines(parts.join("")), s);
  }
  const longest = Math.max(...sized.map((item) => item.width));
  const labelChars = Math.max(...sized.flatMap((item) => lines(item).map((text) => text.length)));
  // Width: the widest screen, a gap, and its labels at about 0.56 of a text height per character.
  const width = (longest + gap + 0.4) / (1 - (0.56 * labelChars * MIN_TEXT_PX) / NARROWEST_PX);
  const s = textSize({ minX: 0, minY: 0, width, height: 0 });
  let y = 0;
  for (const item of sized) {
    const rowHeight = Math.max(item.height, s * 4);
    parts.push(
      `<rect x="0" y="${fixed(y)}" width="${fixed(item.width)}" height="${fixed(item.height)}" fill="${GOLD}" fill-opacity="0.12" stroke="${GOLD_LIGHT}"/>`,
    );
    lines(item).forEach((text, index) =>
      parts.push(
        `<text x="${fixed(longest + gap)}" y="${fixed(y + s * (1 + index * 1.3))}">${escapeText(text)}</text>`,
      ),
    );
    y += rowHeight + gap;
  }
  const frame: Frame = { minX: -0.2, minY: -0.2, width, height: y - gap + 0.4 };
  return sheet(frame, options.title, withHairlines(parts.join("")), s);
}
