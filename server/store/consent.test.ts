import { describe, expect, it } from "vitest";
import {
  FORGET_AFTER_MS,
  RESIGNUP_INTERVAL_MS,
  changesState,
  forgetStale,
  isDeadConfirmation,
  markAllows,
  nextMark,
  storedSignUp,
  subscriberStates,
  type AddressState,
  type UnsubscribedMark,
} from "./consent.ts";
import type { NewsletterEvent } from "./types.ts";

const DAY = 24 * 60 * 60 * 1000;
const start = Date.parse("2026-01-01T00:00:00Z");
const EMAIL = "reader@example.com";

type Step =
  | "signs up" // double opt-in: pending until the link is pressed
  | "signs up at once" // single opt-in (no mail server): subscribed at once
  | "confirms"
  | "unsubscribes";

/** One event of the address, `day` days after the start; a confirmation names its sign-up's day. */
function event(step: Step, day: number, signedUpDay?: number): NewsletterEvent {
  const at = new Date(start + day * DAY).toISOString();
  const base = { id: `${step}-${day}`, email: EMAIL, at };
  switch (step) {
    case "signs up":
      return { ...base, event: "requested", status: "pending", method: "double opt-in" };
    case "signs up at once":
      return { ...base, event: "subscribed", status: "subscribed", method: "single opt-in" };
    case "confirms":
      return {
        ...base,
        event: "confirmed",
        status: "subscribed",
        method: "double opt-in",
        requestedAt: new Date(start + (signedUpDay ?? day) * DAY).toISOString(),
      };
    case "unsubscribes":
      return { ...base, event: "unsubscribed", status: "unsubscribed" };
  }
}

/** The address's state after `history`, each step as [step, day] or [step, day, sign-up day]. */
const stateAfter = (history: [Step, number, number?][]) =>
  subscriberStates(history.map(([step, day, signedUp]) => event(step, day, signedUp))).get(EMAIL);

describe("a sign-up changes something (is stored, and its confirmation sent)", () => {
  const resignup = RESIGNUP_INTERVAL_MS / DAY;
  it.each<[string, [Step, number, number?][], Step, number, boolean]>([
    ["a new address", [], "signs up", 0, true],
    ["a new address, single opt-in", [], "signs up at once", 0, true],
    ["a pending address, again", [["signs up", 0]], "signs up", 1, true],
    [
      "a subscribed address",
      [
        ["signs up", 0],
        ["confirms", 0],
      ],
      "signs up",
      1,
      false,
    ],
    [
      "after an unsubscribe, once",
      [
        ["signs up at once", 0],
        ["unsubscribes", 1],
      ],
      "signs up",
      2,
      true,
    ],
    [
      "after an unsubscribe, a second time within 30 days of the first",
      [
        ["signs up at once", 0],
        ["unsubscribes", 1],
        ["signs up", 2],
      ],
      "signs up",
      2 + resignup - 1,
      false,
    ],
    [
      "after an unsubscribe, a second time 30 days after the first",
      [
        ["signs up at once", 0],
        ["unsubscribes", 1],
        ["signs up", 2],
      ],
      "signs up",
      2 + resignup,
      true,
    ],
    [
      "after an unsubscribe, single opt-in: no one is put back on the list unproven",
      [
        ["signs up at once", 0],
        ["unsubscribes", 1],
      ],
      "signs up at once",
      60,
      false,
    ],
    [
      "after the person came back and left again, once more",
      [
        ["signs up at once", 0],
        ["unsubscribes", 1],
        ["signs up", 2],
        ["confirms", 3, 2],
        ["unsubscribes", 4],
      ],
      "signs up",
      5,
      true,
    ],
  ])("%s: %j", (_, history, step, day, changes) => {
    expect(changesState(stateAfter(history), event(step, day))).toBe(changes);
  });
});

describe("a confirmation link", () => {
  it.each<[string, [Step, number, number?][], number, boolean]>([
    ["for a pending sign-up works", [["signs up", 0]], 0, false],
    [
      "sent before the address unsubscribed is dead",
      [
        ["signs up", 0],
        ["unsubscribes", 1],
      ],
      0,
      true,
    ],
    [
      "sent before the unsubscribe stays dead after a stranger signs the address up again",
      [
        ["signs up", 0],
        ["unsubscribes", 1],
        ["signs up", 2],
      ],
      0,
      true,
    ],
    [
      "sent for the sign-up after the unsubscribe works",
      [
        ["signs up", 0],
        ["unsubscribes", 1],
        ["signs up", 2],
      ],
      2,
      false,
    ],
  ])("%s", (_, history, signedUpDay, dead) => {
    expect(isDeadConfirmation(stateAfter(history), event("confirms", 3, signedUpDay))).toBe(dead);
  });
});

describe("the forgetting clock of an unsubscribed address", () => {
  it("runs from the unsubscribe: a sign-up that is not confirmed never restarts it", () => {
    const history = [event("signs up at once", 0), event("unsubscribes", 1), event("signs up", 20)];
    const forgetAt = start + 1 * DAY + FORGET_AFTER_MS;
    expect(forgetStale(history, forgetAt - 1)).toHaveLength(3);
    expect(forgetStale(history, forgetAt + 1)).toEqual([]);
  });

  it("stops when the owner confirms a fresh sign-up", () => {
    const history = [
      event("signs up at once", 0),
      event("unsubscribes", 1),
      event("signs up", 20),
      event("confirms", 21, 20),
    ];
    expect(forgetStale(history, start + 400 * DAY)).toHaveLength(4);
  });
});

/**
 * What a store does with each event: stores it only when it changes the address's state and the
 * kept mark allows it, forgets the history daily, and keeps the mark through the forgetting.
 * Returns the days on which a sign-up was stored (a confirmation owed), and the mark at the end.
 */
function run(steps: [Step, number, number?][]) {
  let history: NewsletterEvent[] = [];
  let mark: UnsubscribedMark | undefined;
  const stored: number[] = [];
  for (const [step, day, signedUp] of steps) {
    history = forgetStale(history, start + day * DAY);
    const next = event(step, day, signedUp);
    const state: AddressState | undefined = subscriberStates(history).get(EMAIL);
    if (isDeadConfirmation(state, next) || !changesState(state, next) || !markAllows(mark, next))
      continue;
    history.push(next);
    mark = nextMark(mark, next);
    if (step === "signs up") stored.push(day);
  }
  return { stored, mark };
}

const daily = (from: number, to: number): [Step, number][] =>
  Array.from({ length: to - from + 1 }, (_, index) => ["signs up", from + index]);

describe("an unsubscribed address, after its history is forgotten", () => {
  it.each<[string, [Step, number, number?][], number[]]>([
    [
      "a stranger signing it up every day gets it one confirmation a month, forgotten or not",
      [["signs up at once", 0], ["unsubscribes", 1], ...daily(2, 125)],
      [2, 32, 62, 92, 122],
    ],
    [
      "a sign-up long after the unsubscribe sends one, and the next month's another",
      [
        ["signs up at once", 0],
        ["unsubscribes", 1],
        ["signs up", 90],
        ["signs up", 100],
        ["signs up", 121],
      ],
      [90, 121],
    ],
    [
      "an address that never unsubscribed is new again once forgotten",
      [
        ["signs up", 0],
        ["signs up", 40],
        ["signs up", 41],
      ],
      [0, 40, 41],
    ],
    [
      "its owner confirming a fresh sign-up lifts the limit",
      [
        ["signs up at once", 0],
        ["unsubscribes", 1],
        ["signs up", 60],
        ["confirms", 61, 60],
        ["unsubscribes", 62],
        ["signs up", 63],
      ],
      [60, 63],
    ],
  ])("%s", (_, steps, stored) => {
    expect(run(steps).stored).toEqual(stored);
  });

  it("is never put back on the list by a single opt-in sign-up", () => {
    const { mark } = run([
      ["signs up at once", 0],
      ["unsubscribes", 1],
      ["signs up at once", 90],
    ]);
    expect(mark).toEqual({});
  });

  it("loses its mark once its owner confirms", () => {
    expect(
      run([
        ["signs up at once", 0],
        ["unsubscribes", 1],
        ["signs up", 60],
        ["confirms", 61, 60],
      ]).mark,
    ).toBeUndefined();
  });
});

describe("a sign-up as it is stored", () => {
  it.each<[string, [Step, number, number?][], UnsubscribedMark | undefined, string]>([
    ["of a new address: pending", [], undefined, "pending"],
    ["of a pending address: pending", [["signs up", 0]], undefined, "pending"],
    [
      "after an unsubscribe: unsubscribed",
      [
        ["signs up", 0],
        ["confirms", 0],
        ["unsubscribes", 1],
      ],
      {},
      "unsubscribed",
    ],
    [
      "after an unsubscribe, from the history alone: unsubscribed",
      [
        ["signs up", 0],
        ["unsubscribes", 1],
      ],
      undefined,
      "unsubscribed",
    ],
    ["of a forgotten address with a kept mark: unsubscribed", [], {}, "unsubscribed"],
  ])("%s", (_, history, mark, status) => {
    const signUp = event("signs up", 40);
    const stored = storedSignUp(stateAfter(history), mark, signUp);
    expect(stored).toEqual({ ...signUp, status });
    // Read back, the address is in that state until its owner presses the link.
    const events = [...history.map(([step, day, from]) => event(step, day, from)), stored];
    expect(subscriberStates(events).get(EMAIL)?.status).toBe(status);
    expect(subscriberStates([...events, event("confirms", 41, 40)]).get(EMAIL)?.status).toBe(
      "subscribed",
    );
  });

  it("reads an older history, whose sign-up after an unsubscribe was written pending, as unsubscribed", () => {
    expect(
      stateAfter([
        ["signs up", 0],
        ["confirms", 0],
        ["unsubscribes", 1],
        ["signs up", 40],
      ])?.status,
    ).toBe("unsubscribed");
  });
});
