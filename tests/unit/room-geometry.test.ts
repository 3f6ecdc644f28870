import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { designCinema, viewingAngle } from "../../core/room/design.ts";
import { projectGeometry } from "../../core/room/project.ts";
import { readingsOf } from "../../core/room/readings.ts";
import {
  AISLE,
  MAX_VERTICAL_ANGLE,
  MIN_VIEWING_ANGLE,
  RECLINE_CLEARANCE,
  SCREEN_TOP_MARGIN,
  SCREEN_WALL,
} from "../../core/room/rules.ts";
import {
  ROOMS_FILE,
  plannerInput,
  readProjects,
  sceneRooms,
  screenBreaches,
  screenByRules,
  seatViews,
  widestAngle,
} from "../../scripts/room-geometry.ts";

const projects = readProjects();

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
];

/** The seats a case study says its room has ("12-Seat Private Theatre", "an eight-seat cinema"). */
function statedSeats(project: { title?: string; description?: string }): number | undefined {
  for (const text of [project.title, project.description]) {
    const match = /\b(\d+|[a-z]+)-seat\b/i.exec(text ?? "");
    if (!match) continue;
    const word = match[1]!.toLowerCase();
    return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word);
  }
  return undefined;
}

describe.each(projects)("$slug: a room the studio's own planner would sign", (project) => {
  const { room } = project;
  const geometry = projectGeometry(room);
  const seats = room.rows.reduce((sum, count) => sum + count, 0);

  it("is the planner's design for its size: every seat asked for placed", () => {
    expect(designCinema(plannerInput(room)).seatsPlaced).toBe(seats);
    expect(geometry.seats).toHaveLength(seats);
  });

  it("gives every seat 30° to 40° of picture (a front row to 45° where the planner says so)", () => {
    for (const view of seatViews(room)) {
      const where = `row ${view.seat.row + 1} seat ${view.seat.index + 1}`;
      expect(view.angle, where).toBeGreaterThanOrEqual(MIN_VIEWING_ANGLE - 1e-9);
      expect(view.angle, where).toBeLessThanOrEqual(widestAngle(room, view.seat.row) + 1e-9);
      expect(view.up, where).toBeLessThanOrEqual(MAX_VERTICAL_ANGLE + 1e-9);
    }
  });

  it("lets every seat behind the front row see the screen's bottom edge over the head in front", () => {
    const behind = readingsOf(geometry).seats.filter((seat) => seat.row > 0);
    for (const seat of behind) expect(seat.clearance).toBeGreaterThanOrEqual(0);
  });

  it("keeps an aisle beside every row and the back row clear of the wall it reclines towards", () => {
    for (const [index] of geometry.rows.entries()) {
      const across = geometry.seats.filter((seat) => seat.row === index).map((seat) => seat.y);
      const left = Math.min(...across) - room.seatWidth / 2 + room.width / 2;
      const right = room.width / 2 - (Math.max(...across) + room.seatWidth / 2);
      expect(Math.min(left, right)).toBeGreaterThanOrEqual(-1e-9);
      expect(Math.max(left, right)).toBeGreaterThanOrEqual(AISLE - 1e-9);
    }
    expect(room.length - geometry.rows.at(-1)!.x).toBeGreaterThanOrEqual(RECLINE_CLEARANCE - 1e-9);
  });
});

describe.each(projects.filter((project) => statedSeats(project) !== undefined))(
  "$slug: the seats its words state",
  (project) => {
    it("are the seats its room lays out", () => {
      const seats = projectGeometry(project.room).seats.length;
      expect(seats).toBe(statedSeats(project));
    });
  },
);

describe("the scenes' rooms (art/rooms.json)", () => {
  it("are the model's layout of every project's room as projects.json has it now", () => {
    // After a change to a room: node --import tsx scripts/room-geometry.ts
    const written = JSON.parse(readFileSync(ROOMS_FILE, "utf8")) as unknown;
    expect(written).toEqual(sceneRooms(projects));
  });
});

describe.each(projects)("$slug: the stated screen against the model's rules", ({ room }) => {
  const geometry = projectGeometry(room);
  const { screen } = geometry;
  const top = screen.bottom + screen.height;

  it("fills no seat's view past 40° (45° for a front row where the model stretches one)", () => {
    for (const seat of geometry.seats) {
      const angle = viewingAngle(screen.width, seat.x - screen.x, seat.y);
      expect(angle, `row ${seat.row + 1} seat ${seat.index + 1}`).toBeLessThanOrEqual(
        widestAngle(room, seat.row) + 1e-9,
      );
    }
  });

  it("keeps its top within 15° above every seated eye", () => {
    for (const seat of geometry.seats) {
      const up = (Math.atan((top - seat.z) / (seat.x - screen.x)) * 180) / Math.PI;
      expect(up, `row ${seat.row + 1} seat ${seat.index + 1}`).toBeLessThanOrEqual(
        MAX_VERTICAL_ANGLE + 1e-9,
      );
    }
  });

  it("fits its wall and ceiling", () => {
    expect(screen.width).toBeLessThanOrEqual(room.width - 2 * SCREEN_WALL[screen.kind].sideSpace);
    if (screen.kind !== "flat-panel")
      expect(top).toBeLessThanOrEqual(room.height - SCREEN_TOP_MARGIN + 1e-9);
  });

  it("is the largest the rules give, so no seat under 30° could be reached by a larger one", () => {
    expect(screenBreaches(room)).toEqual([]);
    expect(room.screen).toEqual(screenByRules(room));
    const larger = { ...room, screen: { ...room.screen, diagonal: room.screen.diagonal + 1 } };
    const narrow = seatViews(room).filter((view) => view.angle < MIN_VIEWING_ANGLE);
    if (narrow.length > 0 && screen.kind !== "flat-panel")
      expect(screenBreaches(larger).length).toBeGreaterThan(0);
  });
});

describe("screenByRules", () => {
  const [first] = projects;
  it("refuses a screen one size past the rules and shrinks an oversized one back", () => {
    const room = first!.room;
    const oversized = { ...room, screen: { ...room.screen, diagonal: room.screen.diagonal + 60 } };
    expect(screenBreaches(oversized).length).toBeGreaterThan(0);
    expect(screenByRules(oversized)).toEqual(screenByRules(room));
  });
  it("takes a panel hung too high for the 15° rule down to where the model hangs a panel", () => {
    const room = { ...first!.room, rows: [3], firstRow: 3.2, riser: 0 };
    const screen = { kind: "flat-panel", diagonal: 77, aspect: "16:9", bottom: 1.35 } as const;
    const panel = { ...room, screen };
    expect(screenBreaches(panel).some((breach) => breach.includes("up to the top"))).toBe(true);
    const ruled = screenByRules(panel);
    expect(screenBreaches({ ...panel, screen: ruled })).toEqual([]);
    expect(ruled.kind).toBe("flat-panel");
    expect(ruled.bottom).toBeLessThan(1.35);
  });
});
