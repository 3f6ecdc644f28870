import { createHash } from "node:crypto";

/**
 * What every store keeps, and the one-step operations the form pipeline relies on. Two
 * implementations: files in `DATA_DIR` (one process) and Postgres (`DATABASE_URL`, any number of
 * processes). Both pass the same behavioural suite (`store.suite.ts`).
 */

/** A stored lead or newsletter event: the record as it is kept, with its id, form and time. */
export interface StoredRecord {
  id: string;
  form: string;
  receivedAt: string;
  [field: string]: unknown;
}

/** The guards an accepted post must pass in the same step as it is stored. */
export interface Admission {
  /** The form token being used; refused when it was spent before. */
  token: string;
  /** After this (epoch ms) the token is refused as expired anyway, so it may be forgotten. */
  tokenExpiresAt: number;
  /** The limit's key: the form and the client's normalised address. */
  limitKey: string;
  limit: number;
  windowMs: number;
  now: number;
}

export type Admitted =
  | { ok: true; stored: boolean }
  | { ok: false; reason: "spent" }
  | { ok: false; reason: "over-limit"; retryAfterMs: number };

/** A limit check that counts when it passes (confirm and unsubscribe presses). */
export interface LimitHit {
  limitKey: string;
  limit: number;
  windowMs: number;
  now: number;
}

/** One notification owed for a stored record (an e-mail, a webhook, a confirmation). */
export interface Job {
  /** `<recordId>-<channel>`. */
  id: string;
  channel: string;
  leadId: string;
  form: string;
  createdAt: string;
  attempts: number;
  /** Epoch milliseconds. */
  nextAttemptAt: number;
  status: "pending" | "failed";
  lastError?: string;
  payload: StoredRecord;
}

/**
 * Why a notification was deliberately not sent, its job done all the same: the mailbox it was for
 * had had its e-mails from the site for the day ("limited"), the address is on the suppression
 * list ("suppressed"), the visitor's acknowledgement is turned off (`AUTO_REPLY=off`), or there is
 * no valid address to send it to ("noAddress").
 */
export const DROP_REASONS = ["limited", "suppressed", "off", "noAddress"] as const;
export type DropReason = (typeof DROP_REASONS)[number];

/** A value read back from the delivery log as a reason, or undefined when it is none. */
export function dropReason(value: unknown): DropReason | undefined {
  return DROP_REASONS.find((reason) => reason === value);
}

/** Each reason as the operator reads it (the leads list, the logs). */
export const DROP_REASON_TEXT: Record<DropReason, string> = {
  limited: "its mailbox had had its e-mails from the site for the day",
  suppressed: "the address is on the suppression list",
  off: "AUTO_REPLY is off",
  noAddress: "no valid e-mail address",
};

export const DELIVERY_STATUSES = ["sent", "dropped", "retry", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A value read back from the delivery log as a status, or undefined when it is none. */
export function deliveryStatus(value: unknown): DeliveryStatus | undefined {
  return DELIVERY_STATUSES.find((status) => status === value);
}

/**
 * One line of the delivery log: a notification that went out ("sent"), was deliberately not sent
 * ("dropped", with its `reason`), was retried ("retry") or given up on ("failed", with the last
 * `error` for both).
 */
export interface Delivery {
  leadId: string;
  form: string;
  channel: string;
  status: DeliveryStatus;
  at: string;
  attempts: number;
  error?: string;
  /** For a dropped notification: why it was not sent. */
  reason?: DropReason;
}

/** True for a line that ends its notification: it was sent, or dropped on purpose. */
export function isDone(delivery: Pick<Delivery, "status">): boolean {
  return delivery.status === "sent" || delivery.status === "dropped";
}

/**
 * Of two lines of one notification, the one that says what became of it: the later one, unless
 * the earlier ended it and the later does not (a retry logged after the send was recorded).
 */
export function latestDelivery(previous: Delivery | undefined, next: Delivery): Delivery {
  return previous && isDone(previous) && !isDone(next) ? previous : next;
}

export type SubscriptionStatus = "pending" | "subscribed" | "unsubscribed";

/** One newsletter event; the history of an address is the proof of its consent. */
export interface NewsletterEvent {
  id: string;
  event: "requested" | "subscribed" | "confirmed" | "unsubscribed";
  status: SubscriptionStatus;
  email: string;
  at: string;
  consent?: string;
  source?: string;
  method?: "double opt-in" | "single opt-in";
  /** For a confirmation: when the sign-up its link was sent for was made. */
  requestedAt?: string;
}

/** A store that cannot keep anything right now (disk full, read-only, database away). */
export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The store cannot write: ${(cause as Error)?.message ?? cause}`, { cause });
  }
}

export interface LeadFilter {
  form?: string;
  since?: number;
}

export interface LeadRow {
  form: string;
  lead: StoredRecord;
  /** e.g. "email sent", "email pending (3 attempts: connect ECONNREFUSED)", "off". */
  notification: string;
}

/** Everything a store holds about one e-mail address (a data subject's access request). */
export interface PersonalData {
  email: string;
  leads: StoredRecord[];
  newsletter: NewsletterEvent[];
  /** The delivery log's lines for those leads and sign-ups. */
  deliveries: Delivery[];
  /** Whether a one-way hash of the address is on the suppression list. */
  suppressed: boolean;
}

/** What an erasure removed: counts only, never the data. */
export interface Erasure {
  at: string;
  leads: number;
  newsletter: number;
  deliveries: number;
  notifications: number;
  /** True when the person had unsubscribed: a one-way hash of the address is kept so they are never mailed again. */
  suppressed: boolean;
}

/** The one-way hash kept of an erased address that had unsubscribed. */
export function addressHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/**
 * The mailbox an address delivers to: lowercased, without a `+tag` (most providers deliver
 * `ada+1@` and `ada+2@` to the same inbox). E-mails to typed addresses are counted, and an
 * unsubscribe or an erasure honoured, per mailbox, so a variant of an address is no way round them.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const local = lower.slice(0, at).split("+")[0];
  return `${local}${lower.slice(at)}`;
}

/** The one-way hash of an address's mailbox (the same as `addressHash` for an address without a +tag). */
export function mailboxHash(email: string): string {
  return addressHash(mailboxKey(email));
}

/** True when a stored lead or event is about `email` (compared without case or spaces). */
export function isAbout(record: object, email: string): boolean {
  const value = (record as { email?: unknown }).email;
  return typeof value === "string" && value.trim().toLowerCase() === email.trim().toLowerCase();
}

export interface Store {
  /** Where the state lives, for the start-up log. */
  readonly description: string;
  /** Makes the store ready (folders, schema); rejects with a plain reason when it cannot be. */
  init(): Promise<void>;
  /**
   * In one step no other request can interleave with: refuses a spent token, refuses over the
   * limit, otherwise spends the token, counts the limit and stores the record together with one
   * notification job per channel in `notify`. When the record cannot be stored, nothing is spent
   * or counted and it throws `StoreUnavailable`. A newsletter event that would change nothing
   * (a sign-up of a subscribed address) spends and counts but stores nothing (`stored: false`).
   */
  accept(admission: Admission, record: StoredRecord, notify: readonly string[]): Promise<Admitted>;
  /** Checks and counts one limited action in one step; the wait in ms when over the limit. */
  hit(limit: LimitHit): Promise<{ ok: true } | { ok: false; retryAfterMs: number }>;
  /** Takes back one count `hit` made for `limitKey` at `now` (what it was taken for did not happen). */
  release(limit: LimitHit): Promise<void>;
  /**
   * Appends a newsletter event from a link (confirm, unsubscribe) unless it changes nothing;
   * "dead-link" for a confirmation whose link was sent before the address unsubscribed.
   */
  newsletterEvent(event: NewsletterEvent): Promise<boolean | "dead-link">;
  /** Every newsletter event, oldest first. */
  newsletterEvents(): Promise<NewsletterEvent[]>;
  /** Drops what the retention rule lets go; returns how many events were removed. */
  forgetNewsletter(now: number): Promise<number>;
  /**
   * Claims up to `max` notification jobs that are due (of one channel, when given); no other
   * worker gets them while the claim lasts. A claim ends with its holder: when the process that
   * holds it dies, the job is due again within 30 seconds.
   */
  claimJobs(now: number, max: number, channel?: string): Promise<Job[]>;
  /** Extends the claims this process still holds (jobs being sent or waiting to be recorded). */
  renewClaims(jobIds: readonly string[], now: number): Promise<void>;
  /**
   * Records that a claimed job went out. When it throws, the job stays claimed by this process
   * (never handed out again meanwhile), and the caller records it again later.
   */
  jobSent(job: Job, at: number): Promise<void>;
  /**
   * Records that a claimed job is done without being sent, and why (`reason`): logged as
   * "dropped", never as sent, and never owed again. When it throws, as for `jobSent`.
   */
  jobDropped(job: Job, reason: DropReason, at: number): Promise<void>;
  /** Records a failed attempt; `nextAttemptAt` null means give up (status failed). */
  jobFailed(job: Job, error: string, nextAttemptAt: number | null, at: number): Promise<void>;
  /**
   * What became of one notification of a record so far: its latest line in the delivery log (a
   * line that ended it, "sent" or "dropped", wins over any later one); undefined while none has
   * been written (not yet tried).
   */
  delivery(leadId: string, channel: string): Promise<Delivery | undefined>;
  /** Makes failed jobs due again (at start). */
  retryFailed(now: number): Promise<void>;
  /** Stored leads, oldest first, with their notification status. */
  leads(filter?: LeadFilter): Promise<LeadRow[]>;
  /** Everything held about one address (leads, newsletter events, deliveries). */
  personalData(email: string): Promise<PersonalData>;
  /**
   * Removes everything held about one address, everywhere (files rewritten whole, rows deleted),
   * keeps a one-way hash on the suppression list when the person had unsubscribed, and records
   * that an erasure happened (when and how many records, not the data).
   */
  erase(email: string, now: number): Promise<Erasure>;
  /** True when an address's hash is on the suppression list: it is never e-mailed. */
  isSuppressed(email: string): Promise<boolean>;
  /** Removes leads received before `cutoff` (epoch ms) with their notifications; how many. */
  removeLeadsBefore(cutoff: number): Promise<number>;
  /** A secret kept with the state, made once (`name`: "form" or "newsletter"). */
  secret(name: string): Promise<string>;
  close(): Promise<void>;
}
