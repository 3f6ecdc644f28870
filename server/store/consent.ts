import type { NewsletterEvent } from "./types.ts";

/**
 * The newsletter's history is the proof of consent: events are only ever appended, and the state
 * of an address is read from them. These rules are the same for every store.
 */

/** The state of every address from its events, in first-seen order. */
export function subscriberStates(events: NewsletterEvent[]): Map<string, NewsletterEvent> {
  const states = new Map<string, NewsletterEvent>();
  for (const event of events) {
    const previous = states.get(event.email);
    // A sign-up never demotes a subscribed address (older files may hold one written after it).
    if (previous?.status === "subscribed" && event.event === "requested") continue;
    // A consent given at sign-up stays the consent on record once it is confirmed.
    states.set(event.email, { ...event, consent: event.consent ?? previous?.consent });
  }
  return states;
}

/**
 * Whether `event` changes anything for an address whose state is `current`: a sign-up or a
 * confirmation of a subscribed address, and an unsubscribe of an address that is not subscribed or
 * pending, change nothing and are not written (a second press writes nothing).
 */
export function changesState(
  current: NewsletterEvent | undefined,
  event: NewsletterEvent,
): boolean {
  switch (event.event) {
    case "requested":
    case "subscribed":
    case "confirmed":
      return current?.status !== "subscribed";
    case "unsubscribed":
      return current !== undefined && current.status !== "unsubscribed";
  }
  // A record that is not a consent event is kept as it is.
  return true;
}

/** An unconfirmed or unsubscribed address is forgotten after this long (the privacy policy says so). */
export const FORGET_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The events to keep: an address that is not subscribed, and has not been for `maxAgeMs`, loses
 * all of its lines; a subscribed address keeps its whole history as proof of its consent.
 */
export function forgetStale(
  events: NewsletterEvent[],
  now: number,
  maxAgeMs = FORGET_AFTER_MS,
): NewsletterEvent[] {
  const latest = subscriberStates(events);
  const forget = new Set(
    [...latest.values()]
      .filter((state) => state.status !== "subscribed" && Date.parse(state.at) < now - maxAgeMs)
      .map((state) => state.email),
  );
  return events.filter((event) => !forget.has(event.email));
}
