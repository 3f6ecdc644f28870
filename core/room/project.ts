/**
 * A built room as a case study describes it (`site/_data/projects.json`: its size, its screen,
 * its rows and its speaker layout), laid out by the same model as a design: its seats, its main
 * seat and every speaker. The case studies' drawings and the renders' scenes read this. Pure.
 */
import {
  ASPECT_RATIO,
  MAIN_ROW_FROM_BACK,
  SCREEN_WALL,
  type Aspect,
  type ScreenKind,
} from "./rules.ts";
import { seatsOf } from "./design.ts";
import { layoutOf, parseLayout, placeSpeakers } from "./speakers.ts";
import type { RoomGeometry, Row, Screen } from "./shapes.ts";
import { INCH, round } from "./units.ts";

/** A built room as a case study gives it. */
export interface ProjectRoom {
  /** Screen wall to back wall. */
  length: number;
  width: number;
  height: number;
  /**
   * The kind of screen (a projection screen, acoustically transparent or solid, or a flat panel),
   * the picture's diagonal in inches, its shape and its bottom edge above the floor.
   */
  screen: { kind: ScreenKind; diagonal: number; aspect: string; bottom: number };
  /** Seats in each row, the front row first. */
  rows: readonly number[];
  /** From the screen to the front row's eyes. */
  firstRow: number;
  /** From one row's eyes to the next row's. */
  rowPitch: number;
  /** How much higher each row stands than the one in front (0 for a level floor). */
  riser: number;
  /** The speaker layout as Dolby writes it, e.g. "7.2.4". */
  speakers: string;
  /** One seat's width: about 0.8 m for a recliner, 0.75 m for a sofa place. */
  seatWidth: number;
}

/** The picture's width and height from its diagonal in inches and its shape ("16:9"). */
export function pictureSize(diagonal: number, aspect: string): { width: number; height: number } {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(aspect);
  if (!match) throw new Error(`"${aspect}" is not a screen shape such as 16:9`);
  const ratio = Number(match[1]) / Number(match[2]);
  const height = (diagonal * INCH) / Math.sqrt(ratio * ratio + 1);
  return { width: height * ratio, height };
}

/** The main row by the model's one rule: the row nearest 38% of the length from the back wall. */
export function mainRowOf(rows: readonly { x: number }[], length: number): number {
  const target = (1 - MAIN_ROW_FROM_BACK) * length;
  let main = 0;
  rows.forEach((row, index) => {
    if (Math.abs(row.x - target) < Math.abs(rows[main]!.x - target)) main = index;
  });
  return main;
}

/** A case study's room as geometry in metres, laid out by the model's rules. */
export function projectGeometry(room: ProjectRoom): RoomGeometry {
  const size = pictureSize(room.screen.diagonal, room.screen.aspect);
  const aspect = (room.screen.aspect in ASPECT_RATIO ? room.screen.aspect : "16:9") as Aspect;
  const screen: Screen = {
    kind: room.screen.kind,
    aspect,
    // The picture stands where the model puts its kind: a solid screen at its frame's depth off the
    // wall, an acoustically transparent one clear of the speakers behind it.
    x: SCREEN_WALL[room.screen.kind].depth,
    width: round(size.width, 0.001),
    height: round(size.height, 0.001),
    bottom: room.screen.bottom,
    diagonalInches: room.screen.diagonal,
  };
  const rows: Row[] = room.rows.map((seats, index) => ({
    x: round(screen.x + room.firstRow + index * room.rowPitch),
    floor: round(index * room.riser),
    seats,
  }));
  const mainRow = mainRowOf(rows, room.length);
  // Seats across a row, and the main seat, as the planner places them.
  const { seats, main } = seatsOf(rows, mainRow, room.width, room.seatWidth);
  const plan = parseLayout(room.speakers);
  const speakers = placeSpeakers(
    { length: room.length, width: room.width, height: room.height, screen, rows, main },
    plan,
  );
  return {
    length: room.length,
    width: room.width,
    height: room.height,
    screen,
    rows,
    seats,
    speakers,
    layout: { ...layoutOf(plan), name: room.speakers },
    main,
  };
}
