import type { NewsletterEvent } from "./types.ts";

/**
 * The newsletter's history is the proof of consent: events are only ever appended, and the state
 * of an address is read from them. These rules are the same for every store.
 */

/** After an unsubscribe, a sign-up of the address is stored, and confirmed by e-mail, at most once in this long. */
export const RESIGNUP_INTERVAL_MS = 30 * 24 * 60 * 60 * 1000;

/** An address's state: its latest event, with what its history says about an unsubscribe. */
export interface AddressState extends NewsletterEvent {
  /** When the address last unsubscribed, kept through later sign-ups until it is subscribed again. */
  unsubscribedAt?: string;
  /** When the last sign-up stored since that unsubscribe was made. */
  signedUpAt?: string;
}

/** The state of an address after `event`, from its state before (`previous`). */
export function nextState(
  previous: AddressState | undefined,
  event: NewsletterEvent,
): AddressState {
  // A sign-up never demotes a subscribed address (older files may hold one written after it).
  if (previous?.status === "subscribed" && event.event === "requested") return previous;
  // A consent given at sign-up stays the consent on record once it is confirmed.
  const state: AddressState = { ...event, consent: event.consent ?? previous?.consent };
  if (event.status === "subscribed") return state;
  if (event.event === "unsubscribed") return { ...state, unsubscribedAt: event.at };
  if (!previous?.unsubscribedAt) return state;
  return {
    ...state,
    // A sign-up is not a consent: the address stays unsubscribed until the link is pressed.
    status: "unsubscribed",
    unsubscribedAt: previous.unsubscribedAt,
    signedUpAt: event.event === "requested" ? event.at : previous.signedUpAt,
  };
}

/** The state of every address from its events, in first-seen order. */
export function subscriberStates(events: NewsletterEvent[]): Map<string, AddressState> {
  const states = new Map<string, AddressState>();
  for (const event of events) states.set(event.email, nextState(states.get(event.email), event));
  return states;
}

/**
 * Whether `event` changes anything for an address whose state is `current`: a sign-up or a
 * confirmation of a subscribed address, and an unsubscribe of an address that is not subscribed or
 * pending, change nothing and are not written (a second press writes nothing).
 *
 * An address that has unsubscribed is e-mailed again only if its owner signs up afresh, and no one
 * can tell its owner from a stranger before they press the link in a confirmation. So after an
 * unsubscribe a sign-up of it changes something (is stored, and its one confirmation sent) only
 * when no sign-up of it was stored in the 30 days before, and only when it is confirmed by e-mail:
 * a single opt-in sign-up (no mail server) never puts it back on the list. A stranger can make the
 * site write to it at most once a month, and its owner can always come back.
 */
export function changesState(current: AddressState | undefined, event: NewsletterEvent): boolean {
  switch (event.event) {
    case "requested":
    case "subscribed":
      if (current?.status === "subscribed") return false;
      if (!current?.unsubscribedAt) return true;
      if (event.event === "subscribed") return false;
      return (
        !current.signedUpAt ||
        Date.parse(event.at) - Date.parse(current.signedUpAt) >= RESIGNUP_INTERVAL_MS
      );
    case "confirmed":
      return current?.status !== "subscribed";
    case "unsubscribed":
      return current !== undefined && current.status !== "unsubscribed";
  }
  // A record that is not a consent event is kept as it is.
  return true;
}

/**
 * A sign-up as it is stored: of an address that unsubscribed (its history says so, or only its
 * kept mark once the history is forgotten), it is recorded as asked for but leaves the address
 * unsubscribed; only its owner pressing the confirmation link subscribes it again.
 */
export function storedSignUp(
  current: AddressState | undefined,
  mark: UnsubscribedMark | undefined,
  event: NewsletterEvent,
): NewsletterEvent {
  return event.event === "requested" && (current?.unsubscribedAt || mark)
    ? { ...event, status: "unsubscribed" }
    : event;
}

/**
 * True for a confirmation from a link sent before the address last unsubscribed: once someone
 * has unsubscribed, an older confirmation link (replayed, or pressed late) subscribes no one, even
 * after a later sign-up of the address; only the link sent for that sign-up does.
 */
export function isDeadConfirmation(
  current: AddressState | undefined,
  event: NewsletterEvent,
): boolean {
  return (
    event.event === "confirmed" &&
    current?.unsubscribedAt !== undefined &&
    current.status !== "subscribed" &&
    (!event.requestedAt || Date.parse(event.requestedAt) <= Date.parse(current.unsubscribedAt))
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

/**
 * What is kept of an address that unsubscribed, under a one-way hash of it, after its history is
 * forgotten: when a confirmation was last owed to it. It honours the unsubscribe for as long as
 * it is kept, so a stranger can never make the site write to the address more than once a month.
 */
export interface UnsubscribedMark {
  /** When the last sign-up stored for the address since it unsubscribed was made. */
  confirmationAt?: string;
}

/**
 * Whether a sign-up of a marked address may be stored (and its one confirmation sent): only one
 * confirmed by e-mail, and only when no confirmation was owed to it in the 30 days before. The
 * same rule as while its history is kept, so forgetting the history never makes it new again.
 */
export function markAllows(mark: UnsubscribedMark | undefined, event: NewsletterEvent): boolean {
  if (!mark) return true;
  if (event.event === "subscribed") return false;
  if (event.event !== "requested") return true;
  return (
    !mark.confirmationAt ||
    Date.parse(event.at) - Date.parse(mark.confirmationAt) >= RESIGNUP_INTERVAL_MS
  );
}

/**
 * The mark after `event` is stored (undefined: none is kept): an unsubscribe marks the address,
 * a stored sign-up of a marked address records when its confirmation was owed, and a confirmation
 * (its owner signing up afresh) removes the mark.
 */
export function nextMark(
  mark: UnsubscribedMark | undefined,
  event: NewsletterEvent,
): UnsubscribedMark | undefined {
  switch (event.event) {
    case "unsubscribed":
      return mark ?? {};
    case "confirmed":
    case "subscribed":
      return undefined;
    case "requested":
      return mark ? { confirmationAt: event.at } : undefined;
  }
  return mark;
}
