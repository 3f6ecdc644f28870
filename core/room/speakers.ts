/**
 * Where every speaker of a layout goes, from the seats it serves, after Dolby's home Atmos
 * guidance (angles from straight ahead at the main seat) and Harman's subwoofer study (two at
 * opposite wall midpoints, four at all four, smooth the bass from seat to seat: Welti, 2002).
 * The planner's designs and the case studies' built rooms are both placed here. Pure.
 */
import {
  DOLBY,
  EYE_HEIGHT,
  OVERHEAD_MIN_ABOVE_EAR,
  SURROUND_ABOVE_EAR,
  WIDES_MIN_WIDTH,
} from "./rules.ts";
import type { Layout, Row, Screen, Speaker } from "./shapes.ts";
import { radians, round } from "./units.ts";

/** What a layout holds beyond the left, centre and right. */
export interface SpeakerPlan {
  wides: boolean;
  /** Pairs of side surrounds: one for the main row, one more for each row that needs its own. */
  sidePairs: number;
  rears: boolean;
  overheads: 0 | 2 | 4 | 6;
  subs: number;
}

interface Placement {
  length: number;
  width: number;
  height: number;
  screen: Screen;
  rows: readonly Row[];
  main: { row: number; x: number; z: number };
}

/** Reads "7.2.4" as a speaker plan: 7 at ear level, 2 subwoofers and 4 overhead. */
export function parseLayout(layout: string): SpeakerPlan {
  const match = /^(\d+)\.(\d+)(?:\.(\d+))?$/.exec(layout.trim());
  if (!match) throw new Error(`"${layout}" is not a speaker layout such as 7.2.4`);
  const ear = Number(match[1]);
  const overheads = Number(match[3] ?? 0);
  const surrounds = Math.max(0, ear - 3);
  const wides = surrounds >= 6;
  const rears = surrounds >= 4;
  return {
    wides,
    rears,
    sidePairs: Math.max(1, (surrounds - (wides ? 2 : 0) - (rears ? 2 : 0)) / 2),
    overheads: overheads >= 6 ? 6 : overheads >= 4 ? 4 : overheads >= 2 ? 2 : 0,
    subs: Number(match[2]),
  };
}

/** The layout's name as Dolby writes it, and its counts. */
export function layoutOf(plan: SpeakerPlan): Layout {
  const ear = 3 + (plan.wides ? 2 : 0) + 2 * plan.sidePairs + (plan.rears ? 2 : 0);
  return {
    name: `${ear}.${plan.subs}${plan.overheads ? `.${plan.overheads}` : ""}`,
    ear,
    subs: plan.subs,
    overheads: plan.overheads,
  };
}

/** The angle from straight ahead (towards the screen) at which a seat hears a point, 0° to 180°. */
export function azimuth(from: { x: number; y: number }, to: { x: number; y: number }): number {
  const ahead = from.x - to.x;
  const across = Math.abs(to.y - from.y);
  return (Math.atan2(across, ahead) * 180) / Math.PI;
}

/** How far overheads sit ahead of or behind the seats to be heard at 45° of elevation. */
export const overheadReach = (height: number, ear = EYE_HEIGHT) =>
  Math.max(0, height - ear) / Math.tan(radians(DOLBY.overhead.aim));

/** Whether a ceiling takes overheads over seats with their ears at `ear`. */
export const takesOverheads = (height: number, ear: number) =>
  height - ear >= OVERHEAD_MIN_ABOVE_EAR - 1e-9;

/**
 * Side surround pairs: the main row's first, at Dolby's 100° from its centre; then each other row
 * with no pair within Dolby's 90° to 110° gets its own, at 100° from its own centre.
 */
export function sidePairRows(rows: readonly Row[], mainRow: number, width: number): number[] {
  const inset = width / 2 - 0.1;
  const behind = inset * Math.tan(radians(DOLBY.side.aim - 90));
  const order = [mainRow, ...rows.map((_, index) => index).filter((index) => index !== mainRow)];
  const pairs: number[] = [];
  for (const index of order) {
    const row = rows[index]!;
    const heard = pairs.some((pairRow) => {
      const angle = azimuth({ x: row.x, y: 0 }, { x: rows[pairRow]!.x + behind, y: inset });
      return angle >= DOLBY.side.min - 1e-9 && angle <= DOLBY.side.max + 1e-9;
    });
    if (!heard) pairs.push(index);
  }
  return pairs;
}

/** Every speaker of the plan, placed for these seats in this room. */
export function placeSpeakers(room: Placement, plan: SpeakerPlan): Speaker[] {
  const { length, width, height, screen, rows, main } = room;
  const half = width / 2;
  const inset = half - 0.1;
  const list: Speaker[] = [];
  const pair = (id: string, kind: Speaker["kind"], x: number, y: number, z: number) =>
    list.push({ id: `L${id}`, kind, x, y: -y, z }, { id: `R${id}`, kind, x, y, z });
  const ear = main.z;

  // Left and right at Dolby's 26° from the main seat: behind an acoustically transparent picture
  // (within its width), beside a solid screen or a panel.
  const aim = (main.x - screen.x) * Math.tan(radians(DOLBY.front.aim));
  const frontY =
    screen.kind === "projector-at"
      ? Math.min(aim, screen.width / 2 - 0.15)
      : Math.min(half - 0.2, Math.max(aim, screen.width / 2 + 0.25));
  const frontX = screen.kind === "projector-at" ? screen.x - 0.15 : 0.15;
  const frontZ =
    screen.kind === "projector-at" ? screen.bottom + screen.height / 2 : Math.min(ear, 1.2);
  const centreZ = screen.kind === "projector-at" ? frontZ : Math.max(0.3, screen.bottom - 0.2);
  pair("", "screen", frontX, frontY, frontZ);
  list.push({ id: "C", kind: "screen", x: frontX, y: 0, z: centreZ });

  if (plan.wides) {
    const x = main.x - inset / Math.tan(radians(DOLBY.wide.aim));
    pair("w", "wide", Math.max(screen.x + 0.3, x), inset, ear);
  }
  // Side surrounds 0.6 m over seated ears, so every row hears them over the heads beside it.
  const behind = inset * Math.tan(radians(DOLBY.side.aim - 90));
  const pairRows = sidePairRows(rows, rows.indexOf(rows[main.row]!), width).slice(
    0,
    plan.sidePairs,
  );
  // A built room's layout may name more pairs than its rows need: they go between the rows.
  while (pairRows.length < plan.sidePairs) pairRows.push(pairRows.length % rows.length);
  pairRows
    .map((index) => rows[index]!)
    .sort((a, b) => a.x - b.x)
    .forEach((row, number) =>
      pair(
        number === 0 ? "ss" : `ss${number + 1}`,
        "surround",
        Math.min(length - 0.3, row.x + behind),
        inset,
        row.floor + EYE_HEIGHT + SURROUND_ABOVE_EAR,
      ),
    );
  if (plan.rears) {
    // On the back wall at Dolby's 142° from the main seat, no wider than the wall.
    const back = length - 0.1;
    const across = (back - main.x) * Math.tan(radians(180 - DOLBY.rear.aim));
    pair("rs", "surround", back, Math.min(inset, Math.max(0.4, across)), ear + SURROUND_ABOVE_EAR);
  }

  // Overheads in line with the front left and right, at 45° of elevation ahead of the front row
  // and behind the back row (Dolby places them for the seating area); a middle pair over the main
  // row for six; one pair over the main row for two.
  const overheadY = Math.min(Math.max(frontY, 0.6), half - 0.5);
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const reach = overheadReach(height, first.floor + EYE_HEIGHT);
  const top = (id: string, x: number) =>
    pair(id, "overhead", Math.min(length - 0.2, Math.max(screen.x + 0.2, x)), overheadY, height);
  if (plan.overheads === 2) top("tm", main.x);
  if (plan.overheads >= 4) {
    top("tf", first.x - reach);
    if (plan.overheads === 6) top("tm", (first.x + last.x) / 2);
    top("tr", last.x + overheadReach(height, last.floor + EYE_HEIGHT));
  }

  // Subwoofers at wall midpoints: the front wall first, then the back wall (behind the back row,
  // or built into its riser), then the side walls; more go to the front wall's quarter points.
  const spots = [
    { x: Math.max(0.25, frontX - 0.1), y: 0 },
    { x: length - 0.3, y: 0 },
    { x: length / 2, y: -(half - 0.3) },
    { x: length / 2, y: half - 0.3 },
    { x: 0.3, y: -width / 4 },
    { x: 0.3, y: width / 4 },
  ];
  for (let index = 0; index < plan.subs; index++) {
    const spot = spots[index % spots.length]!;
    list.push({ id: `LFE${index + 1}`, kind: "subwoofer", x: spot.x, y: spot.y, z: 0 });
  }
  return list.map((speaker) => ({
    ...speaker,
    x: round(speaker.x),
    y: round(speaker.y),
    z: round(speaker.z),
  }));
}

/** The layout a designed room takes: the seats' needs, the room's size and its ceiling. */
export function planFor(
  room: { length: number; width: number; height: number },
  screenX: number,
  rows: readonly Row[],
  mainRow: number,
): SpeakerPlan {
  const first = rows[0]!;
  const last = rows.at(-1)!;
  let overheads: SpeakerPlan["overheads"] = 0;
  if (takesOverheads(room.height, last.floor + EYE_HEIGHT)) {
    // Four (a front and a rear pair) need the room to reach ahead of the front row and behind the
    // back row far enough to hear them at no more than Dolby's 55° of elevation; six add a
    // middle pair over three rows or more.
    const steepest = Math.tan(radians(DOLBY.overhead.max));
    const ahead = first.x - (room.height - first.floor - EYE_HEIGHT) / steepest;
    const behind = last.x + (room.height - last.floor - EYE_HEIGHT) / steepest;
    const fitsFour = ahead >= screenX + 0.2 && behind <= room.length - 0.2;
    overheads = fitsFour ? (rows.length >= 3 ? 6 : 4) : 2;
  }
  return {
    wides: rows.length >= 3 && room.width >= WIDES_MIN_WIDTH,
    sidePairs: Math.max(1, sidePairRows(rows, mainRow, room.width).length),
    rears: true,
    overheads,
    // Two subwoofers at opposite wall midpoints (Harman); four for three rows or more.
    subs: rows.length >= 3 ? 4 : 2,
  };
}
