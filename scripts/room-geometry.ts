/**
 * Each built room of `site/_data/projects.json`, laid out by the one room model (its rows, every
 * seat's eyes, the screen, every speaker and the main seat), written to `art/rooms.json` for the
 * Blender scenes, which read nothing else for a room's sizes. After a change to a room, run
 *
 *     node --import tsx scripts/room-geometry.ts
 *
 * It also prints what every row sees, and the screen the model's rules give each room where the
 * stated one differs (a unit test fails on both: a stale `art/rooms.json`, a screen off the rules).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format } from "prettier";
import { designCinema, screenFor, viewingAngle } from "../core/room/design.ts";
import { pictureSize, projectGeometry, type ProjectRoom } from "../core/room/project.ts";
import {
  EYE_HEIGHT,
  FLAT_PANEL_SIZES,
  FRONT_ROW_STRETCH_ANGLE,
  MAX_VERTICAL_ANGLE,
  MAX_VIEWING_ANGLE,
  MIN_VIEWING_ANGLE,
  PANEL_BOTTOM_MIN,
  SCREEN_BOTTOM,
  SCREEN_TOP_MARGIN,
  SCREEN_WALL,
} from "../core/room/rules.ts";
import type { RoomGeometry, RoomInput, Seat } from "../core/room/shapes.ts";
import { degrees, round } from "../core/room/units.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PROJECTS_FILE = path.join(root, "site/_data/projects.json");
export const ROOMS_FILE = path.join(root, "art/rooms.json");

export interface Project {
  slug: string;
  title?: string;
  description?: string;
  room: ProjectRoom;
}

/** What the scenes read of one room: the model's geometry, and the seat width the chairs are built to. */
export interface SceneRoom extends RoomGeometry {
  seatWidth: number;
}

export const readProjects = (): Project[] =>
  JSON.parse(readFileSync(PROJECTS_FILE, "utf8")) as Project[];

/** Every project's room as the model lays it out, by slug. */
export function sceneRooms(projects: readonly Project[]): Record<string, SceneRoom> {
  return Object.fromEntries(
    projects.map((project) => [
      project.slug,
      { ...projectGeometry(project.room), seatWidth: project.room.seatWidth },
    ]),
  );
}

/** The room as the planner would be asked for it: its size, its seats, its kind of screen. */
export function plannerInput(room: ProjectRoom): RoomInput {
  const { screen } = projectGeometry(room);
  return {
    length: room.length,
    width: room.width,
    height: room.height,
    seats: room.rows.reduce((sum, seats) => sum + seats, 0),
    screen: screen.kind,
    aspect: screen.aspect,
  };
}

/**
 * The widest view a row may have: THX's 40°, or for the front row 45° where the model's own design
 * of this room (its size and seats) lets its front row stretch to give the seats asked for.
 */
export function widestAngle(room: ProjectRoom, row: number): number {
  const stretches = designCinema(plannerInput(room)).notes.some(
    (note) => note.key === "front-row-angle",
  );
  return row === 0 && stretches ? FRONT_ROW_STRETCH_ANGLE : MAX_VIEWING_ANGLE;
}

export interface SeatView {
  seat: Seat;
  /** The horizontal angle the picture fills, and the angle up to its top edge, in degrees. */
  angle: number;
  up: number;
}

/** What every seat of the built room sees of its screen. */
export function seatViews(room: ProjectRoom): SeatView[] {
  const { screen, seats } = projectGeometry(room);
  const top = screen.bottom + screen.height;
  return seats.map((seat) => ({
    seat,
    angle: viewingAngle(screen.width, seat.x - screen.x, seat.y),
    up: degrees(Math.atan((top - seat.z) / (seat.x - screen.x))),
  }));
}

/**
 * The rules a screen's size breaks in this room, each said once: a seat past its widest view or
 * seeing the top more than 15° above its eyes, a picture wider than its wall allows or too tall
 * for the ceiling, or larger than the planner would give the room.
 */
export function screenBreaches(room: ProjectRoom): string[] {
  const { screen } = projectGeometry(room);
  const wall = SCREEN_WALL[screen.kind];
  const planner = screenFor(plannerInput(room)).screen;
  const breaches = new Set<string>();
  const views = seatViews(room);
  for (const row of new Set(views.map((view) => view.seat.row))) {
    const inRow = views.filter((view) => view.seat.row === row);
    const widest = widestAngle(room, row);
    const angle = Math.max(...inRow.map((view) => view.angle));
    const up = Math.max(...inRow.map((view) => view.up));
    if (angle > widest + 1e-9)
      breaches.add(`row ${row + 1} sees ${angle.toFixed(1)}° (> ${widest}°)`);
    if (up > MAX_VERTICAL_ANGLE + 1e-9)
      breaches.add(
        `row ${row + 1} looks ${up.toFixed(1)}° up to the top (> ${MAX_VERTICAL_ANGLE}°)`,
      );
  }
  if (screen.width > room.width - 2 * wall.sideSpace + 1e-9)
    breaches.add(`wider than the wall less ${wall.sideSpace} m a side`);
  if (
    screen.kind !== "flat-panel" &&
    screen.bottom + screen.height > room.height - SCREEN_TOP_MARGIN + 1e-9
  )
    breaches.add(`top within ${SCREEN_TOP_MARGIN} m of the ceiling`);
  if (screen.width > planner.width + 1e-3)
    breaches.add(`wider than the planner's ${planner.diagonalInches}″`);
  return [...breaches];
}

/** Seats the picture fills less than SMPTE's 30° for. */
export const narrowSeats = (room: ProjectRoom) =>
  seatViews(room).filter((view) => view.angle < MIN_VIEWING_ANGLE - 1e-9);

/**
 * The screen the model's rules give this built room, of the kind it has: its bottom where the model
 * hangs it (a projected picture 0.6 m up; a panel centred on the seated eye, no lower than 0.5 m),
 * and the largest size (whole inches projected; a panel of a size that is made) that breaks no
 * rule above. Where a seat then sees less than 30°, no screen within the rules reaches it: its row
 * stands too far back for the rows in front.
 */
export function screenByRules(room: ProjectRoom): ProjectRoom["screen"] {
  const { kind, aspect } = room.screen;
  const candidates: ProjectRoom["screen"][] =
    kind === "flat-panel"
      ? [...FLAT_PANEL_SIZES].reverse().map((diagonal) => {
          const { height } = pictureSize(diagonal, "16:9");
          const bottom = round(Math.max(PANEL_BOTTOM_MIN, EYE_HEIGHT - height / 2));
          return { kind, diagonal, aspect: "16:9", bottom };
        })
      : Array.from({ length: 300 }, (_, index) => ({
          kind,
          diagonal: 300 - index,
          aspect,
          bottom: SCREEN_BOTTOM,
        }));
  const ruled = candidates.find((screen) => screenBreaches({ ...room, screen }).length === 0);
  if (!ruled) throw new Error(`no ${kind} screen fits this room within the rules`);
  return ruled;
}

/** `art/rooms.json` as it should be for these projects. */
export const roomsText = (projects: readonly Project[]) =>
  format(JSON.stringify(sceneRooms(projects)), { parser: "json" });

async function main() {
  const projects = readProjects();
  writeFileSync(ROOMS_FILE, await roomsText(projects));
  console.log(`wrote ${path.relative(root, ROOMS_FILE)}`);
  for (const { slug, room } of projects) {
    const geometry = projectGeometry(room);
    const views = seatViews(room);
    const rows = geometry.rows
      .map((row, index) => {
        const angles = views.filter((view) => view.seat.row === index).map((view) => view.angle);
        return `${Math.min(...angles).toFixed(0)}–${Math.max(...angles).toFixed(0)}°`;
      })
      .join(", ");
    console.log(
      `${slug}: ${room.screen.diagonal}″ ${room.screen.aspect} (${geometry.screen.kind}), ${geometry.screen.width} m of a ${room.width} m wall; rows see ${rows}; main row ${geometry.main.row + 1}`,
    );
    const ruled = screenByRules(room);
    if (ruled.diagonal !== room.screen.diagonal || ruled.bottom !== room.screen.bottom)
      console.log(`  the rules give ${JSON.stringify(ruled)} (${screenBreaches(room).join("; ")})`);
    const narrow = narrowSeats(room);
    if (narrow.length)
      console.log(
        `  under 30° at ${narrow.length} seat(s) in row(s) ${[...new Set(narrow.map((view) => view.seat.row + 1))].join(", ")}: no screen within the rules reaches them`,
      );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
