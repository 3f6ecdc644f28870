/**
 * A planned room in a page address (`?length=7.5&width=5&height=2.7&seats=12&screen=…`), so a
 * design can be bookmarked, shared and sent with a consultation request, and opening the address
 * shows the same design. Pure: strings in, strings out.
 */
import type { RawRoom } from "./input.ts";
import type { Aspect } from "./rules.ts";
import type { RoomInput } from "./shapes.ts";
import { formatLength, type Unit } from "./units.ts";

/** What a visitor entered: the room as typed, and an optional budget band. */
export interface PlannerEntry extends RawRoom {
  budget: string;
}

/** The page the planner lives on; a design's address is this with its query. */
export const PLANNER_PATH = "/plan-your-cinema";

// In the address an aspect is written with an "x" ("2.39x1"): a colon would be escaped as %3A.
const ASPECT_IN_ADDRESS: Record<Aspect, string> = { "16:9": "16x9", "2.39:1": "2.39x1" };
/** Lengths are kept to the millimetre, enough for feet and inches to come back to the inch. */
const millimetres = (metres: number) => String(Math.round(metres * 1000) / 1000);
/** Budget bands are short keys ("25-50k"); anything else is dropped. */
const BUDGET = /^[\w+-]{1,20}$/;

/**
 * The query of a designed room: lengths in metres whatever unit they were typed in, the unit the
 * visitor reads them in, and the budget band when one was chosen.
 */
export function roomQuery(room: RoomInput, unit: Unit, budget = ""): string {
  const params = new URLSearchParams({
    length: millimetres(room.length),
    width: millimetres(room.width),
    height: millimetres(room.height),
    seats: String(room.seats),
    screen: room.screen,
    aspect: ASPECT_IN_ADDRESS[room.aspect],
    unit,
  });
  if (BUDGET.test(budget)) params.set("budget", budget);
  return params.toString();
}

/**
 * The entry a query describes, written in its unit as a visitor would type it, or undefined when
 * the query holds no room. Values that are not lengths stay as they are, so checking the entry
 * names the field at fault instead of inventing a room.
 */
export function entryFromQuery(query: string): PlannerEntry | undefined {
  const params = new URLSearchParams(query);
  if (!params.has("length")) return undefined;
  const unit: Unit = params.get("unit") === "imperial" ? "imperial" : "metric";
  const length = (name: string) => {
    const text = (params.get(name) ?? "").trim().slice(0, 20);
    const metres = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(metres)) return text;
    return unit === "imperial" ? formatLength(metres, unit) : millimetres(metres);
  };
  const aspect = params.get("aspect") ?? "";
  const budget = params.get("budget") ?? "";
  return {
    length: length("length"),
    width: length("width"),
    height: length("height"),
    seats: (params.get("seats") ?? "").slice(0, 4),
    screen: (params.get("screen") ?? "").slice(0, 20),
    aspect:
      (Object.keys(ASPECT_IN_ADDRESS) as Aspect[]).find(
        (key) => ASPECT_IN_ADDRESS[key] === aspect || key === aspect,
      ) ?? aspect.slice(0, 10),
    unit,
    budget: BUDGET.test(budget) ? budget : "",
  };
}
