import { createHash, createHmac } from "node:crypto";

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
  /**
   * What is submitted, as a digest keyed with the token (`submissionDigest`), kept with the spent
   * token: the same submission sent again with it (its first answer lost on the way back) is
   * answered as the first was (`repeat`), and nothing is stored, counted or sent again. Without
   * one, a spent token is refused whatever comes with it.
   */
  submission?: string;
}

export type Admitted =
  | { ok: true; stored: boolean }
  /** The token was spent on this same submission before: nothing was stored, spent or counted. */
  | { ok: true; stored: false; repeat: true }
  | { ok: false; reason: "spent" }
  | { ok: false; reason: "over-limit"; retryAfterMs: number };

/**
 * The key of `Admission.submission`: everything the visitor sent that is kept (the form, its key
 * and every value), without what each attempt sets anew (its id, time and origin). Keyed with the
 * form token, which no store keeps (only its hash), so the digest tells a reader of the store
 * nothing about the values.
 */
export function submissionDigest(token: string, record: StoredRecord): string {
  const content = Object.entries(record)
    .filter(([name]) => !PER_ATTEMPT.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac("sha256", token).update(JSON.stringify(content)).digest("base64url");
}
/** The fields of a record set by each attempt, not by the visitor (`at`: a newsletter event's time). */
const PER_ATTEMPT = new Set(["id", "receivedAt", "origin", "at"]);

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
  /**
   * The claim this copy was handed out under, a random value `claimJobs` makes for each claim.
   * Renewing, confirming and recording the job succeed only while it is still the job's claim:
   * a worker whose claim ran out and passed to another learns so there, and sends nothing.
   */
  claim?: string;
}

/**
 * Why a notification was deliberately not sent, its job done all the same: the mailbox it was for
 * had had its e-mails from the site for the day ("limited"), the address is on the suppression
 * list ("suppressed"), the visitor's acknowledgement is turned off (`AUTO_REPLY=off`), or there is
 * no valid address to send it to ("noAddress").
 */
export const DROP_REASONS = ["limited", "suppressed", "off", "noAddress"] as const;
/**
 * Any reason a dropped line gives: one of those; for a newsletter confirmation only, "expired":
 * its link had expired before it could be sent (the mail server away for days); or, on the line
 * of one recipient of a message that went to the others, "refused": the mail server refused that
 * address (`RefusedRecipient`).
 */
export type DropReason = (typeof DROP_REASONS)[number] | "expired" | "refused";

/** A value read back from the delivery log as a reason, or undefined when it is none. */
export function dropReason(value: unknown): DropReason | undefined {
  return value === "expired" || value === "refused"
    ? value
    : DROP_REASONS.find((reason) => reason === value);
}

/**
 * A recipient the mail server refused while it took the message for the others. The message
 * went, so it is not sent again (the others would have it twice): the refused address is logged
 * as a notification of its own, dropped ("refused") with the server's answer, for the owner to
 * see in the leads list and the export.
 */
export interface RefusedRecipient {
  address: string;
  /** The mail server's answer, e.g. "550 5.1.1 <old@example.co.uk>: user unknown". */
  error: string;
}

/** The delivery log's channel for one refused recipient of a notification: "email to …". */
export function refusedChannel(channel: string, address: string): string {
  return `${channel} to ${address}`;
}

/** Each reason as the operator reads it (the leads list, the logs). */
export const DROP_REASON_TEXT: Record<DropReason, string> = {
  limited: "its mailbox had had its e-mails from the site for the day",
  suppressed: "the address is on the suppression list",
  off: "AUTO_REPLY is off",
  noAddress: "no valid e-mail address",
  expired: "its confirmation link had expired before it could be sent",
  refused: "the mail server refused the address (the others had it, so it is not sent again)",
};

/** The statuses this version writes to the delivery log. */
export const DELIVERY_STATUSES = ["sent", "dropped", "retry", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A value read back from the delivery log as a status, or undefined when it is none. */
export function deliveryStatus(value: unknown): DeliveryStatus | undefined {
  return DELIVERY_STATUSES.find((status) => status === value);
}

/**
 * One line of the delivery log: a notification that went out ("sent"), was deliberately not sent
 * ("dropped", with its `reason`), was retried ("retry") or given up on ("failed", with the last
 * `error` for both). A line read back with a status this version does not write (a newer
 * version's, or a line edited by hand) reads as "unknown", with what it says in `unknownStatus`:
 * its notification may have gone, so it is neither sent again nor retried, and the leads list and
 * the log name it for a person to look at.
 */
export interface Delivery {
  leadId: string;
  form: string;
  channel: string;
  status: DeliveryStatus | "unknown";
  at: string;
  attempts: number;
  error?: string;
  /** For a dropped notification: why it was not sent. */
  reason?: DropReason;
  /** For a line read as "unknown": the status it carries. */
  unknownStatus?: string;
}

/** A line of the delivery log as it was read (from a file or a row), its status checked. */
export function readDelivery(line: Omit<Delivery, "status"> & { status: unknown }): Delivery {
  const status = deliveryStatus(line.status);
  if (status) return { ...line, status };
  const { unknownStatus: _kept, ...rest } = line;
  return { ...rest, status: "unknown", unknownStatus: String(line.status) };
}

/** True for a line that ends its notification: it was sent, or dropped on purpose. */
export function isDone(delivery: Pick<Delivery, "status">): boolean {
  return delivery.status === "sent" || delivery.status === "dropped";
}

/**
 * How much a line says of what became of its notification: one that ended it (sent, dropped)
 * most, then one with a status this version does not know (it may have gone), then a retry or a
 * failure.
 */
function weight(delivery: Pick<Delivery, "status">): number {
  return isDone(delivery) ? 2 : delivery.status === "unknown" ? 1 : 0;
}

/**
 * Of two lines of one notification, the one that says what became of it: the later one, unless
 * the earlier says more (it ended it, or its status is unknown and the later one is a retry).
 */
export function latestDelivery(previous: Delivery | undefined, next: Delivery): Delivery {
  return previous && weight(previous) > weight(next) ? previous : next;
}

/**
 * True when a notification whose latest line is `delivery` is owed: none written yet, or retried
 * or given up on (a restart tries a failed one again). Not one that ended, nor one whose status is
 * unknown.
 */
export function isOwed(delivery: Pick<Delivery, "status"> | undefined): boolean {
  return !delivery || delivery.status === "retry" || delivery.status === "failed";
}

/** The log's sentence for a notification held because its latest line's status is unknown. */
export function unknownStatusText(delivery: Delivery): string {
  return `the delivery log says "${delivery.unknownStatus ?? delivery.status}" of the ${delivery.channel} notification for ${delivery.form} lead ${delivery.leadId}, a status this version does not know: it may have gone, so it is neither sent again nor retried. Look at it (npm run leads) and at what wrote that line.`;
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
  /**
   * @param uncertain True when the write may have been kept all the same: the database was asked
   *   to commit it and its answer never came (the connection lost at that moment). Otherwise
   *   nothing of it was kept.
   */
  constructor(
    cause: unknown,
    readonly uncertain = false,
  ) {
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

/**
 * The one-way hash kept of an erased record's id (SHA-256 of the id as text): the id is random,
 * so the hash says nothing about the person, and lets an import recognise the record and leave it
 * out. The same as Postgres's `encode(sha256(convert_to(id::text, 'UTF8')), 'hex')`.
 */
export function recordHash(id: string): string {
  return createHash("sha256").update(id.toLowerCase()).digest("hex");
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
  /**
   * Asked right before a claimed job is handed to its sender: true when it is still owed and
   * still `job.claim`'s (its claim is then renewed, and the job counts as being sent until it is
   * recorded); false when it is not to go any more because its record is being erased (its claim
   * then let go), or when the claim is no longer the job's (it ran out and another worker
   * claimed the job, or the job is done). A job is never sent without this saying true.
   */
  confirmClaim(job: Job, now: number): Promise<boolean>;
  /**
   * Extends the claims this process holds (jobs being sent or waiting to be recorded); resolves
   * with the ids of those whose claim is no longer theirs (it ran out and passed to another
   * worker, or the job is done), which this process must not send.
   */
  renewClaims(jobs: readonly Job[], now: number): Promise<string[]>;
  /**
   * Records that a claimed job went out: logged as sent, and owed no more, with a dropped line
   * ("refused", on its own `refusedChannel`) for each recipient the mail server refused while it
   * took the message for the others, in the same write. Resolves true, or
   * false when `job.claim` was no longer the job's (its claim ran out and another worker took
   * the job): the send is logged all the same while the job is still there, and the job is then
   * owed no more, since it went; a job already gone (recorded by its new holder, or erased) is
   * left as it is. When it throws, the job stays claimed by this process (never handed out again
   * meanwhile), and the caller records it again later.
   */
  jobSent(job: Job, at: number, refused?: readonly RefusedRecipient[]): Promise<boolean>;
  /**
   * Records that a claimed job is done without being sent, and why (`reason`): logged as
   * "dropped", never as sent, and never owed again. Resolves false, writing nothing, when
   * `job.claim` is no longer the job's (its holder now decides). When it throws, as for `jobSent`.
   */
  jobDropped(job: Job, reason: DropReason, at: number): Promise<boolean>;
  /**
   * Records a failed attempt; `nextAttemptAt` null means give up (status failed). Resolves false,
   * writing nothing, when `job.claim` is no longer the job's (its holder's attempt decides).
   */
  jobFailed(job: Job, error: string, nextAttemptAt: number | null, at: number): Promise<boolean>;
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
   * Removes everything held about one address, everywhere (files rewritten whole, rows deleted,
   * the delivery log's lines of its records too), keeps a one-way hash on the suppression list when
   * the person had unsubscribed, and records that an erasure happened: when, how many records, and
   * a one-way hash of each removed record's id (`recordHash`), never the data, so no import of a
   * file store brings one back. What is erased is what is stored when the erasure reads it: a
   * record of the address stored after that is kept, with its notifications, as a request made
   * after the erasure. First its notifications are withdrawn, so none is handed to a sender again
   * (`confirmClaim` says false); a send already handed one stops at its last check before its text
   * goes, or is waited for, so that once this resolves nothing about the address goes out. The
   * notifications it withdrew, never sent, are counted in `notifications`. When a send still holds
   * its job after the store's wait (a mail server that hangs), it rejects, its notifications
   * withdrawn: run it again.
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
