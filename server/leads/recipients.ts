import { mailboxKey, type Store } from "../store/types.ts";

/**
 * E-mails to an address a visitor typed (a newsletter confirmation, a request's acknowledgement)
 * go to whoever owns it, who may not be the visitor: so they are limited per recipient, whatever
 * the source (any client address, any form), and in all, counted in the store so every instance
 * shares the count.
 */
export const RECIPIENT_LIMITS = {
  /** At most this many e-mails to one mailbox in any rolling day. */
  perMailbox: 3,
  perMailboxWindowMs: 24 * 60 * 60_000,
  /** At most this many such e-mails from the whole site in any rolling hour. */
  siteWide: 200,
  siteWideWindowMs: 60 * 60_000,
} as const;

export type Allowance =
  { ok: true } | { ok: false; reason: "mailbox" | "site"; retryAfterMs: number };

/** The count of e-mails to `email`'s mailbox, as the store's limiter keeps it. */
const mailboxLimit = (email: string, now: number, limits: typeof RECIPIENT_LIMITS) => ({
  limitKey: `recipient:${mailboxKey(email)}`,
  limit: limits.perMailbox,
  windowMs: limits.perMailboxWindowMs,
  now,
});

/** Counts one e-mail to `email` against its mailbox's daily allowance alone. */
export async function takeMailboxAllowance(
  store: Pick<Store, "hit">,
  email: string,
  now: number,
  limits: typeof RECIPIENT_LIMITS = RECIPIENT_LIMITS,
): Promise<Allowance> {
  const mailbox = await store.hit(mailboxLimit(email, now, limits));
  return mailbox.ok
    ? { ok: true }
    : { ok: false, reason: "mailbox", retryAfterMs: mailbox.retryAfterMs };
}

/** Gives back the count `takeMailboxAllowance` took for `email` at `now` (the e-mail will not go). */
export async function releaseMailboxAllowance(
  store: Pick<Store, "release">,
  email: string,
  now: number,
  limits: typeof RECIPIENT_LIMITS = RECIPIENT_LIMITS,
): Promise<void> {
  await store.release(mailboxLimit(email, now, limits));
}

/**
 * Counts one e-mail to `email` against its mailbox's daily allowance (when `countMailbox`: a
 * retry of a send that failed is not a new e-mail) and the site's hourly ceiling.
 */
export async function takeAllowance(
  store: Pick<Store, "hit">,
  email: string,
  now: number,
  countMailbox = true,
  limits: typeof RECIPIENT_LIMITS = RECIPIENT_LIMITS,
): Promise<Allowance> {
  if (countMailbox) {
    const mailbox = await takeMailboxAllowance(store, email, now, limits);
    if (!mailbox.ok) return mailbox;
  }
  const site = await store.hit({
    limitKey: "recipient:*",
    limit: limits.siteWide,
    windowMs: limits.siteWideWindowMs,
    now,
  });
  return site.ok ? { ok: true } : { ok: false, reason: "site", retryAfterMs: site.retryAfterMs };
}
