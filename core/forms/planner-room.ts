/**
 * A room designed with the planner, as it is kept with the consultation request it was sent with:
 * the room's address query, the design in words (drawn up again here from the room, never taken
 * from the request) and the link that reopens the planner on it. Anything that is not a room a
 * visitor could have designed is left out, and the request goes through without it.
 */
import { planner, homeCinema } from "../content/words.ts";
import { PLANNER_PATH, entryFromQuery, roomQuery } from "../room/planner-link.ts";
import { designCinema } from "../room/design.ts";
import { checkRoom } from "../room/input.ts";
import { summaryOf } from "../room/summary.ts";

/** Longer than any room's query; a longer value is not one. */
const ROOM_MAX = 300;

export interface PlannedRoom {
  /** The room's query: `length=7.5&width=5&…`. */
  room: string;
  /** The design in one paragraph, with the budget band when one was chosen. */
  roomDesign: string;
  /** The planner at `origin`, opened on this room. */
  roomLink: string;
}

/** The record of the room a request carries in its `room` field, or undefined when it has none. */
export function plannedRoom(raw: unknown, origin: string): PlannedRoom | undefined {
  if (typeof raw !== "string" || !raw.trim() || raw.length > ROOM_MAX) return undefined;
  const entry = entryFromQuery(raw.trim().replace(/^\?/, ""));
  const room = entry && checkRoom(entry).room;
  if (!entry || !room) return undefined;
  const query = roomQuery(room, entry.unit, entry.budget);
  const copy = planner.widget;
  const budget = copy.budget.options.find(
    (option) => option.value && option.value === entry.budget,
  );
  const summary = summaryOf(designCinema(room), copy, entry.unit, homeCinema.packages);
  return {
    room: query,
    roomDesign: budget ? `${summary} ${copy.budgetLabel}: ${budget.label}.` : summary,
    roomLink: `${origin}${PLANNER_PATH}?${query}`,
  };
}
