/**
 * Architectural drawings of a cinema room: a plan (from above, the screen wall on the left) and a
 * section (from the side), gold hairlines on near-black, with dimension lines, seats, the screen
 * and every speaker. They draw a room as the room model (`core/room`) lays it out, whether a
 * case study's built room or a visitor's design: this module places nothing itself.
 *
 * Lengths are metres; the drawings' user units are metres too. The plan and the section share
 * their width and their left edge, so shown at one width, one above the other, they are on one
 * scale and line up. Text is sized from the narrowest width a drawing is shown at (a 375 px
 * phone less its page margins), so no label is ever drawn smaller than MIN_TEXT_PX on screen.
 */
import { projectGeometry, pictureSize, type ProjectRoom } from "../core/room/project.ts";
import {
  EYE_HEIGHT,
  HEAD_ABOVE_EYE,
  SEAT_BACK_OF_EYE,
  SEAT_FRONT_OF_EYE,
} from "../core/room/rules.ts";
import type { RoomGeometry, Speaker } from "../core/room/shapes.ts";
import { metresText } from "../core/room/units.ts";

export type { ProjectRoom, RoomGeometry };
/** Lengths as the drawings write them ("7.20 m", "450 mm"): the model's own writing. */
export { metresText as formatLength };

/** A room to draw: a case study's as its data gives it, or a laid-out room. */
export type Drawable = ProjectRoom | RoomGeometry;

export interface Point {
  x: number;
  y: number;
}

/** The narrowest a drawing is shown: a 375 px phone less the page's 20 px margins. */
export const NARROWEST_PX = 335;
/** No text in a drawing renders smaller than this on any screen. */
export const MIN_TEXT_PX = 11.5;

/** A room laid out by the model, whichever way it came. */
export function geometryOf(room: Drawable): RoomGeometry {
  return typeof room.speakers === "string"
    ? projectGeometry(room as ProjectRoom)
    : (room as RoomGeometry);
}

/**
 * The sightline from each row behind the first to the bottom of the picture, and how far it
 * clears the head of the row in front (negative: it does not).
 */
export function sightlines(
  room: Drawable,
): { row: number; from: Point; to: Point; clearance: number }[] {
  const { rows, screen } = geometryOf(room);
  const to = { x: screen.x, y: screen.bottom };
  return rows.slice(1).map((row, index) => {
    const before = rows[index]!;
    const from = { x: row.x, y: row.floor + EYE_HEIGHT };
    const lineAtFront = to.y + ((from.y - to.y) * (before.x - to.x)) / (from.x - to.x);
    return {
      row: index + 1,
      from,
      to,
      clearance: lineAtFront - (before.floor + EYE_HEIGHT + HEAD_ABOVE_EYE),
    };
  });
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
 * (textSize), hence the division. Plan and section share it, so they share a scale.
 */
export function frameWidth(room: { length: number }): number {
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
export function planSvg(
  drawable: Drawable,
  title: string,
  options: { angles?: boolean } = {},
): string {
  const room = geometryOf(drawable);
  const width = frameWidth(room);
  const s = textSize({ minX: 0, minY: 0, width, height: 0 });
  const frame: Frame = { minX: -0.5, minY: -s * 3, width, height: room.width + s * 3 + 0.5 };
  const wall = 0.12;
  const half = room.width / 2;
  // Plan y runs down the page from the left side wall; the model's y runs from the centre line.
  const across = (y: number) => half + y;
  const parts: string[] = [];
  parts.push(
    `<rect x="${fixed(-wall)}" y="${fixed(-wall)}" width="${fixed(room.length + 2 * wall)}" height="${fixed(room.width + 2 * wall)}" stroke-width="1.5"/>`,
    `<rect x="0" y="0" width="${fixed(room.length)}" height="${fixed(room.width)}" stroke-opacity="0.6"/>`,
  );
  const sx = room.screen.x;
  const edge = room.screen.width / 2;
  parts.push(
    `<path class="screen" d="M${fixed(sx)} ${fixed(half - edge)} Q${fixed(sx + 0.17)} ${fixed(half)} ${fixed(sx)} ${fixed(half + edge)}" stroke="${GOLD_LIGHT}" stroke-width="2.5"/>`,
  );
  if (options.angles) parts.push(...viewingAngles(room, s));
  for (const seat of room.seats) {
    const w = seatWidthOf(room) * 0.86;
    const y = across(seat.y);
    parts.push(
      `<rect class="seat" x="${fixed(seat.x - SEAT_FRONT_OF_EYE)}" y="${fixed(y - w / 2)}" width="${fixed(SEAT_FRONT_OF_EYE + SEAT_BACK_OF_EYE)}" height="${fixed(w)}" rx="0.12"${seat.main ? ` fill="${GOLD}" fill-opacity="0.22"` : ""}/>`,
      `<line x1="${fixed(seat.x + SEAT_BACK_OF_EYE - 0.12)}" y1="${fixed(y - w / 2)}" x2="${fixed(seat.x + SEAT_BACK_OF_EYE - 0.12)}" y2="${fixed(y + w / 2)}" stroke-opacity="0.7"/>`,
    );
  }
  for (const speaker of room.speakers) parts.push(speakerMark(speaker, room));
  parts.push(
    dimension(
      { x: 0, y: -s * 1.5 },
      { x: room.length, y: -s * 1.5 },
      metresText(room.length),
      s,
      "above",
    ),
    dimension(
      { x: room.length + 0.45, y: 0 },
      { x: room.length + 0.45, y: room.width },
      metresText(room.width),
      s,
      "right",
    ),
  );
  return sheet(frame, title, withHairlines(parts.join("")));
}

/** The width of one seat in a laid-out room: the step between two seats of a row. */
function seatWidthOf(room: RoomGeometry): number {
  const row = room.seats.filter((seat) => seat.row === 0);
  return row.length > 1 ? Math.abs(row[1]!.y - row[0]!.y) : 0.75;
}

/**
 * The horizontal angle the screen fills from the centre of the front row and of the back row:
 * lines to the screen's edges, and the angle written on the centre line in the clear floor in
 * front of the row (never over a seat or a speaker).
 */
function viewingAngles(room: RoomGeometry, s: number): string[] {
  const rows = room.rows.length > 1 ? [0, room.rows.length - 1] : [0];
  const edge = room.screen.width / 2;
  const sx = room.screen.x;
  const mid = room.width / 2;
  return rows.flatMap((index) => {
    const eye = room.rows[index]!.x;
    const angle = Math.round((2 * Math.atan(edge / (eye - sx)) * 180) / Math.PI);
    const label = `${angle}°`;
    const labelWidth = label.length * s * 0.62;
    // The floor in front of the row's seats: from the seat fronts back towards the screen. A
    // label that would reach the seats of the row in front is left to the figures beside it.
    const labelX = eye - SEAT_FRONT_OF_EYE - 0.1 - labelWidth / 2;
    const before = room.rows[index - 1];
    const fits = !before || labelX - labelWidth / 2 >= before.x + SEAT_BACK_OF_EYE + 0.05;
    const lines =
      `<g class="angle" stroke-dasharray="1 3" stroke-opacity="0.9">` +
      line({ x: eye, y: mid }, { x: sx, y: mid - edge }) +
      line({ x: eye, y: mid }, { x: sx, y: mid + edge }) +
      `</g>`;
    if (!fits) return [lines];
    return [
      lines +
        `<rect class="label-ground" x="${fixed(labelX - labelWidth / 2)}" y="${fixed(mid - s * 0.6)}" width="${fixed(labelWidth)}" height="${fixed(s * 1.2)}" fill="${GROUND}" stroke="none"/>` +
        `<text class="angle-label" x="${fixed(labelX)}" y="${fixed(mid + s * 0.36)}" text-anchor="middle">${label}</text>`,
    ];
  });
}

/**
 * A speaker from above: a ring at ear level, a ring with a cross overhead, a square subwoofer.
 * Speakers on a wall are drawn in the wall, so none covers a seat beside it.
 */
function speakerMark(speaker: Speaker, room: RoomGeometry) {
  const half = room.width / 2;
  const onSide = speaker.kind !== "overhead" && half - Math.abs(speaker.y) < 0.2;
  const onBack = speaker.kind !== "overhead" && room.length - speaker.x < 0.2;
  const x = onBack ? room.length + 0.06 : speaker.x;
  const y = onSide ? (speaker.y < 0 ? -0.06 : room.width + 0.06) : half + speaker.y;
  const data = ` data-speaker="${speaker.id}"`;
  if (speaker.kind === "subwoofer")
    return `<rect class="speaker speaker--sub"${data} x="${fixed(x - 0.16)}" y="${fixed(y - 0.16)}" width="0.32" height="0.32" fill="${GROUND}" stroke="${GOLD_LIGHT}"/>`;
  if (speaker.kind === "overhead")
    return (
      `<g class="speaker speaker--overhead"${data}><circle cx="${fixed(x)}" cy="${fixed(y)}" r="0.15" fill="${GROUND}" stroke-dasharray="2 2"/>` +
      line({ x: x - 0.1, y: y - 0.1 }, { x: x + 0.1, y: y + 0.1 }) +
      line({ x: x - 0.1, y: y + 0.1 }, { x: x + 0.1, y: y - 0.1 }) +
      `</g>`
    );
  const r = onSide || onBack ? 0.09 : 0.13;
  return `<circle class="speaker speaker--ear"${data} cx="${fixed(x)}" cy="${fixed(y)}" r="${r}" fill="${GOLD_LIGHT}" stroke="none"/>`;
}

/** A recliner in profile facing the screen (to the left), its occupant's eyes at EYE_HEIGHT. */
function seatProfile(x: number, floor: number) {
  const y = (height: number) => fixed(-(floor + height));
  return (
    `<g class="seat"><path d="M${fixed(x - SEAT_FRONT_OF_EYE)} ${y(0.42)} H${fixed(x + 0.2)} L${fixed(x + SEAT_BACK_OF_EYE)} ${y(1.02)}" stroke-linejoin="round"/>` +
    `<path d="M${fixed(x - SEAT_FRONT_OF_EYE + 0.1)} ${y(0.42)} V${y(0.06)} H${fixed(x + 0.25)} V${y(0.42)}" stroke-opacity="0.7"/>` +
    `<circle cx="${fixed(x + 0.08)}" cy="${y(EYE_HEIGHT + 0.02)}" r="0.11" stroke-opacity="0.8"/></g>`
  );
}

/** The section from the side: floor, risers, ceiling, screen, seats and sightlines. */
export function sectionSvg(drawable: Drawable, title: string): string {
  const room = geometryOf(drawable);
  const width = frameWidth(room);
  const s = textSize({ minX: 0, minY: 0, width, height: 0 });
  const frame: Frame = {
    minX: -0.5,
    minY: -(room.height + 0.5),
    width,
    height: room.height + 0.62 + s * 2.3,
  };
  const parts: string[] = [];
  parts.push(
    `<path d="M-0.12 0.12 V${fixed(-(room.height + 0.12))} H${fixed(room.length + 0.12)} V0.12 Z" stroke-width="1.5"/>`,
    `<path d="M0 0 V${fixed(-room.height)} H${fixed(room.length)} V0 Z" stroke-opacity="0.6"/>`,
  );
  // Each row behind the first stands on a platform that runs to the back wall.
  room.rows.forEach((row, index) => {
    if (index === 0 || row.floor <= 0) return;
    const start = row.x - SEAT_FRONT_OF_EYE - 0.15;
    parts.push(
      `<path class="riser" d="M${fixed(start)} 0 V${fixed(-row.floor)} H${fixed(room.length)}" stroke-opacity="0.8"/>`,
    );
  });
  const top = room.screen.bottom + room.screen.height;
  const sx = room.screen.x;
  parts.push(
    `<line class="screen" x1="${fixed(sx)}" y1="${fixed(-room.screen.bottom)}" x2="${fixed(sx)}" y2="${fixed(-top)}" stroke="${GOLD_LIGHT}" stroke-width="3"/>`,
  );
  room.rows.forEach((row) => parts.push(seatProfile(row.x, row.floor)));
  for (const sight of sightlines(room)) {
    parts.push(
      `<line class="sightline" x1="${fixed(sight.from.x)}" y1="${fixed(-sight.from.y)}" x2="${fixed(sight.to.x)}" y2="${fixed(-sight.to.y)}" stroke-dasharray="4 3" stroke-opacity="0.75"/>`,
    );
  }
  for (const speaker of room.speakers.filter(
    (item) => item.kind === "overhead" && item.id.startsWith("L"),
  ))
    parts.push(
      `<rect class="speaker speaker--overhead" x="${fixed(speaker.x - 0.15)}" y="${fixed(-room.height)}" width="0.3" height="0.09" fill="${GOLD_LIGHT}" stroke="none"/>`,
    );
  parts.push(
    dimension(
      { x: 0, y: 0.12 + s * 0.7 },
      { x: room.length, y: 0.12 + s * 0.7 },
      metresText(room.length),
      s,
      "below",
    ),
    dimension(
      { x: room.length + 0.45, y: 0 },
      { x: room.length + 0.45, y: -room.height },
      metresText(room.height),
      s,
      "right",
    ),
  );
  const backFloor = room.rows.at(-1)!.floor;
  if (backFloor >= s * 1.3 && room.rows.length > 1) {
    // The top riser's height, written inside its platform against the back wall, under the
    // seats' feet; a riser too low to hold the text is left to the figures.
    parts.push(
      `<text class="riser-label" x="${fixed(room.length - 0.12)}" y="${fixed(-backFloor + s * 1.05)}" text-anchor="end">${metresText(backFloor)}</text>`,
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
    ...pictureSize(screen.diagonal, screen.aspect),
  }));
  const lines = (item: (typeof sized)[number]) => [
    item.name,
    `${metresText(item.width)} ${options.words.wide}`,
    `${options.words.firstRow} ${metresText(distanceForAngle(item.width, options.angle))}`,
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
      `<text x="0.25" y="${fixed(-(options.viewer + 0.15))}" text-anchor="middle">${metresText(options.viewer)}</text>`,
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

/** A case study's room, as its data gives it (kept under the name the build's shortcode reads). */
export type Room = ProjectRoom;

/** The drawings' marks, each with its word, in the order the legend lists them. */
export interface LegendWords {
  ear: string;
  overhead: string;
  sub: string;
  main: string;
  sightline: string;
}

/** The legend under a plan and section: each mark as the drawings draw it, then its word. */
export function legendItems(words: LegendWords): string {
  const marks: [keyof LegendWords, string][] = [
    ["ear", `<circle cx="10" cy="10" r="4" fill="${GOLD_LIGHT}"/>`],
    [
      "overhead",
      `<g fill="none" stroke="${GOLD}"><circle cx="10" cy="10" r="5" stroke-dasharray="2 2"/><path d="M6.5 6.5l7 7M6.5 13.5l7-7"/></g>`,
    ],
    ["sub", `<rect x="5" y="5" width="10" height="10" fill="none" stroke="${GOLD_LIGHT}"/>`],
    [
      "main",
      `<rect x="3" y="4" width="14" height="12" rx="3" fill="rgb(212 176 106 / 0.22)" stroke="${GOLD}"/>`,
    ],
    ["sightline", `<path d="M2 14L18 6" stroke="${GOLD}" stroke-dasharray="3 2"/>`],
  ];
  return marks
    .map(
      ([key, mark]) =>
        `<li><svg viewBox="0 0 20 20" aria-hidden="true">${mark}</svg>${escapeText(words[key])}</li>`,
    )
    .join("");
}
