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

/**
 * True for a confirmation from a link sent before the address last unsubscribed: once someone
 * has unsubscribed, an older confirmation link (replayed, or pressed late) subscribes no one.
 */
export function isDeadConfirmation(
  current: NewsletterEvent | undefined,
  event: NewsletterEvent,
): boolean {
  return (
    event.event === "confirmed" &&
    current?.status === "unsubscribed" &&
    (!event.requestedAt || Date.parse(event.requestedAt) <= Date.parse(current.at))
  );
}

/** An unconfirmed or unsubscribed address is forgotten after this long (the privacy policy says so). */
export const FORGET_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The events to keep: an address that is not subscribed, and has not been for `maxAgeMs`, loses
 * all of its lines; a subscribed address keeps its whole history as proof of its consent. The
 * clock runs from the first event since the address was last subscribed (or its first event ever),
 * so sign-ups repeated by anyone never put off the forgetting of an address.
 */
export function forgetStale(
  events: NewsletterEvent[],
  now: number,
  maxAgeMs = FORGET_AFTER_MS,
): NewsletterEvent[] {
  const latest = subscriberStates(events);
  /** When each address stopped being subscribed (or first appeared), by address. */
  const since = new Map<string, number>();
  const subscribed = new Set<string>();
  for (const event of events) {
    const at = Date.parse(event.at);
    if (event.status === "subscribed") {
      subscribed.add(event.email);
      since.delete(event.email);
    } else if (subscribed.has(event.email) && event.event !== "requested") {
      subscribed.delete(event.email);
      since.set(event.email, at);
    } else if (!subscribed.has(event.email) && !since.has(event.email)) since.set(event.email, at);
  }
  const forget = new Set(
    [...latest.values()]
      .filter(
        (state) =>
          state.status !== "subscribed" &&
          (since.get(state.email) ?? Date.parse(state.at)) < now - maxAgeMs,
      )
      .map((state) => state.email),
  );
  return events.filter((event) => !forget.has(event.email));
}
