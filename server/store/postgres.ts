import { randomBytes, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";
import {
  changesState,
  forgetStale,
  isDeadConfirmation,
  markAllows,
  nextMark,
  storedSignUp,
  subscriberStates,
  type UnsubscribedMark,
} from "./consent.ts";
import { notificationStatus, tokenId } from "./files.ts";
import { redactUrl } from "../leads/config.ts";
import {
  StoreUnavailable,
  DELIVERY_STATUSES,
  addressHash,
  dropReason,
  readDelivery,
  refusedChannel,
  unknownStatusText,
  mailboxHash,
  mailboxKey,
  type DropReason,
  type Erasure,
  type PersonalData,
  type RefusedRecipient,
  type Admission,
  type Admitted,
  type Delivery,
  type Job,
  type LeadFilter,
  type LeadRow,
  type LimitHit,
  type NewsletterEvent,
  type Store,
  type StoredRecord,
} from "./types.ts";

/** The versioned SQL files, applied in name order: `001_init.sql`, `002_….sql`. */
const MIGRATIONS = fileURLToPath(new URL("./migrations/", import.meta.url));
/** Every instance takes this lock to migrate, so two starting together apply each file once. */
const MIGRATION_LOCK = 7_314_201;
/**
 * A claimed notification is another worker's again after this, should its claimer have died. The
 * claimer renews its claims every few seconds while it sends or waits to record a send, so a
 * claim outlives a short database outage (no second send) and a dead claimer's work is taken
 * over within 30 seconds (the lease and one poll).
 */
const CLAIM_MS = 20_000;
/**
 * The longest an erasure waits for a send of one of its notifications already in flight: a send's
 * own limit (60 s), the lead e-mail's wait for its acknowledgement (5 s) and a dead claimer's lease.
 */
export const ERASE_WAIT_MS = 120_000;

/**
 * The longest a transaction waits for one of the pool's connections to come free: a burst of
 * thirty posts on a busy machine is served in turn, not answered 503.
 */
export const POOL_WAIT_MS = 20_000;

export interface PostgresStoreOptions {
  /** Where the migration files are; by default beside this module. */
  migrations?: string;
  /** How long to wait for the database to answer a new connection before a post is answered 503. */
  connectTimeoutMs?: number;
  /** How long a claim on a notification lasts unless renewed (for tests). */
  claimMs?: number;
  /** How long an erasure waits for sends in flight before it gives up (for tests). */
  eraseWaitMs?: number;
  log?: Pick<Console, "log" | "warn" | "error">;
}

type Client = pg.PoolClient;

/** Applies every migration file not yet recorded in `schema_migrations`, each in a transaction. */
export async function migrate(pool: pg.Pool, dir = MIGRATIONS): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d+_.*\.sql$/.test(name)).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = new Set(
      (await client.query<{ version: string }>("SELECT version FROM schema_migrations")).rows.map(
        (row) => row.version,
      ),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      await client.query("BEGIN");
      try {
        await client.query(await readFile(`${dir}/${file}`, "utf8"));
        await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [file]);
        await client.query("COMMIT");
        applied.push(file);
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return applied;
}

const rowToJob = (row: Record<string, unknown>): Job => ({
  id: String(row.id),
  channel: String(row.channel),
  leadId: String(row.lead_id),
  form: String(row.form),
  createdAt: (row.created_at as Date).toISOString(),
  attempts: Number(row.attempts),
  nextAttemptAt: (row.next_attempt_at as Date).getTime(),
  status: row.status as Job["status"],
  lastError: (row.last_error as string | null) ?? undefined,
  payload: row.payload as StoredRecord,
  claim: (row.claimed_by as string | null) ?? undefined,
});

/** SQL for `recordHash(id)` of a uuid column or value named `id`. */
export const HASHED_ID = "encode(sha256(convert_to(id::text, 'UTF8')), 'hex')";

/** A client in or out of a transaction. */
type Queryable = Client | pg.Pool;
/** With `skipExisting`, a row already there is left alone (an import run twice adds nothing). */
const onConflict = (skipExisting: boolean) => (skipExisting ? " ON CONFLICT (id) DO NOTHING" : "");

/** Stores a lead with the notifications it owes; the number of rows added (0 or 1). */
export async function insertLead(
  client: Queryable,
  record: StoredRecord,
  notify: readonly string[],
  skipExisting = false,
): Promise<number> {
  const added = await client.query(
    `INSERT INTO leads (id, form, received_at, record, notify) VALUES ($1, $2, $3, $4, $5)${onConflict(skipExisting)}`,
    [record.id, record.form, new Date(record.receivedAt), record, notify],
  );
  return added.rowCount ?? 0;
}

/** Queues one notification of a lead on one channel, due at `dueAt`; the rows added. */
export async function insertJob(
  client: Queryable,
  record: StoredRecord,
  channel: string,
  dueAt: Date,
  skipExisting = false,
): Promise<number> {
  const added = await client.query(
    `INSERT INTO notification_jobs (id, lead_id, form, channel, payload, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)${onConflict(skipExisting)}`,
    [
      `${record.id}-${channel}`,
      record.id,
      record.form,
      channel,
      record,
      new Date(record.receivedAt),
      dueAt,
    ],
  );
  return added.rowCount ?? 0;
}

/** Appends one newsletter event to the consent history; the rows added. */
export async function insertEvent(
  client: Queryable,
  event: NewsletterEvent,
  skipExisting = false,
): Promise<number> {
  const added = await client.query(
    `INSERT INTO newsletter_events (id, email, at, record) VALUES ($1, $2, $3, $4)${onConflict(skipExisting)}`,
    [event.id, event.email, new Date(event.at), event],
  );
  return added.rowCount ?? 0;
}

/** Appends one line to the delivery log. */
export function logDelivery(client: Queryable, delivery: Delivery) {
  return client.query(
    "INSERT INTO deliveries (lead_id, form, channel, status, at, attempts, error, reason) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    [
      delivery.leadId,
      delivery.form,
      delivery.channel,
      delivery.status,
      new Date(delivery.at),
      delivery.attempts,
      delivery.error ?? null,
      delivery.reason ?? null,
    ],
  );
}

/** The columns of a delivery log row, as `rowToDelivery` reads them. */
const DELIVERY_COLUMNS = "lead_id, form, channel, status, at, attempts, error, reason";
interface DeliveryRow {
  lead_id: string;
  form: string;
  channel: string;
  status: string;
  at: Date;
  attempts: number;
  error: string | null;
  reason: string | null;
}
/**
 * Of one notification's lines, the one that says what became of it first: the latest that ended
 * it ("sent" or "dropped"), else the latest with a status this version does not know (it may have
 * gone), else the latest (as `latestDelivery` chooses).
 */
const LATEST_DELIVERY = `CASE WHEN status IN ('sent', 'dropped') THEN 2
  WHEN status IN ('retry', 'failed') THEN 0 ELSE 1 END DESC, seq DESC`;

/** A delivery log row as a line of the log; a status it does not know reads as "unknown". */
function rowToDelivery(row: DeliveryRow): Delivery {
  const reason = dropReason(row.reason);
  return readDelivery({
    leadId: row.lead_id,
    form: row.form,
    channel: row.channel,
    status: row.status,
    at: row.at.toISOString(),
    attempts: row.attempts,
    ...(row.error === null ? {} : { error: row.error }),
    ...(reason ? { reason } : {}),
  });
}

/**
 * The store for more than one process: all state in one Postgres database, so any number of
 * server instances behave as one. Each guarded step is one transaction: the token is spent by
 * inserting its hash (a second insert of it finds the row and refuses), the limit is counted under
 * a transaction-scoped advisory lock on its key, and the record and its notification jobs are
 * inserted with them, so either all of it is kept or none. Jobs are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so each goes to one worker and comes back after a crash.
 * When the database cannot be reached, every call rejects with `StoreUnavailable` at once and the
 * pool reconnects by itself on the next call.
 */
export function createPostgresStore(url: string, options: PostgresStoreOptions = {}): Store {
  const log = options.log ?? console;
  const connectMs = options.connectTimeoutMs ?? 3_000;
  // Two waits, bounded apart: a database that does not answer a new connection is unavailable
  // within `connectMs`, but a burst of posts beyond the pool's ten connections waits its turn for
  // one (up to POOL_WAIT_MS) rather than being refused. pg's pool bounds both with its one
  // `connectionTimeoutMillis`, so each connection is opened by a client with its own, shorter one.
  class Connection extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: Connection,
    connectionTimeoutMillis: Math.max(POOL_WAIT_MS, connectMs),
    idleTimeoutMillis: 30_000,
  });
  const claimMs = options.claimMs ?? CLAIM_MS;
  const eraseWaitMs = options.eraseWaitMs ?? ERASE_WAIT_MS;
  // An idle connection that breaks (the server restarted) is dropped; the next query reconnects.
  pool.on("error", (error) => log.warn(`Postgres: ${error.message}`));
  // A connection checked out when the server goes away emits 'error' too: without a listener
  // that would end the process. Its query rejects as well, and that is what callers see.
  pool.on("connect", (client) => {
    client.on("error", (error) => log.warn(`Postgres: ${error.message}`));
  });

  /** Runs `work` in one transaction; any failure to reach or write the database is `StoreUnavailable`. */
  async function transaction<T>(work: (client: Client) => Promise<T>): Promise<T> {
    let client: Client;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new StoreUnavailable(error);
    }
    try {
      await client.query("BEGIN");
      const result = await work(client);
      try {
        await client.query("COMMIT");
      } catch (error) {
        // Asked to commit, the database may have done so before the connection was lost: what
        // this transaction wrote may be kept, and the caller must not act as if it were not.
        throw new StoreUnavailable(error, true);
      }
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      if (error instanceof Rollback) return error.value as T;
      throw error instanceof StoreUnavailable ? error : new StoreUnavailable(error);
    } finally {
      client.release();
    }
  }

  /** Ends a transaction without keeping anything, returning `value`. */
  class Rollback extends Error {
    constructor(readonly value: unknown) {
      super("rollback");
    }
  }

  /** Counts one hit for `key` if fewer than `limit` fall in the window; the wait otherwise. */
  async function countHit(
    client: Client,
    key: string,
    limit: number,
    windowMs: number,
    now: number,
  ) {
    await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [`limit:${key}`]);
    const since = new Date(now - windowMs);
    await client.query("DELETE FROM limit_hits WHERE key = $1 AND at <= $2", [key, since]);
    const { rows } = await client.query<{ count: string; oldest: Date | null }>(
      "SELECT count(*) AS count, min(at) AS oldest FROM limit_hits WHERE key = $1 AND at > $2",
      [key, since],
    );
    const count = Number(rows[0]!.count);
    if (count >= limit)
      return { ok: false as const, retryAfterMs: rows[0]!.oldest!.getTime() + windowMs - now };
    await client.query("INSERT INTO limit_hits (key, at) VALUES ($1, $2)", [key, new Date(now)]);
    return { ok: true as const };
  }

  /**
   * The events of one address, under a lock on its mailbox (every variant of the address shares
   * the mailbox's kept mark), so neither can change meanwhile.
   */
  async function lockedState(client: Client, email: string) {
    await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [
      `newsletter:${mailboxKey(email)}`,
    ]);
    const { rows } = await client.query<{ record: NewsletterEvent }>(
      "SELECT record FROM newsletter_events WHERE email = $1 ORDER BY seq",
      [email],
    );
    return subscriberStates(rows.map((row) => row.record)).get(email);
  }

  /** The kept mark of an address (read under the address's lock, taken by `lockedState`). */
  async function markOf(client: Client, email: string): Promise<UnsubscribedMark | undefined> {
    const { rows } = await client.query<{ confirmation_at: Date | null }>(
      "SELECT confirmation_at FROM unsubscribed WHERE hash = $1",
      [mailboxHash(email)],
    );
    if (!rows[0]) return undefined;
    const at = rows[0].confirmation_at;
    return at ? { confirmationAt: at.toISOString() } : {};
  }

  /** Records the mark a stored `event` leaves, in the event's transaction. */
  async function mark(
    client: Client,
    before: UnsubscribedMark | undefined,
    event: NewsletterEvent,
  ) {
    const after = nextMark(before, event);
    if (after === before) return;
    const hash = mailboxHash(event.email);
    if (!after) await client.query("DELETE FROM unsubscribed WHERE hash = $1", [hash]);
    else
      await client.query(
        `INSERT INTO unsubscribed (hash, confirmation_at) VALUES ($1, $2)
         ON CONFLICT (hash) DO UPDATE SET confirmation_at = excluded.confirmation_at`,
        [hash, after.confirmationAt ? new Date(after.confirmationAt) : null],
      );
  }

  /** An erased address that had unsubscribed, or any address of its mailbox, is never e-mailed. */
  async function suppressedIn(client: Queryable, email: string) {
    const { rowCount } = await client.query("SELECT 1 FROM suppressed WHERE hash = ANY($1)", [
      [addressHash(email), mailboxHash(email)],
    ]);
    return Boolean(rowCount);
  }

  /**
   * Logs a claimed job as sent, or as dropped for `reason`, and lets it go, in one transaction;
   * true when `job.claim` was still the job's. A job sent under a claim that had passed to another
   * worker is logged and let go all the same (it went; nothing more is owed); one dropped under
   * such a claim is left to its holder, nothing written. A job no longer there (recorded by
   * another holder, erased) is not logged: an erased record leaves no line behind.
   */
  const done = (
    job: Job,
    at: number,
    reason?: DropReason,
    refused: readonly RefusedRecipient[] = [],
  ) =>
    transaction(async (client) => {
      const { rows } = await client.query<{ claimed_by: string | null }>(
        "DELETE FROM notification_jobs WHERE id = $1 AND ($3 OR claimed_by = $2) RETURNING claimed_by",
        [job.id, job.claim ?? null, !reason],
      );
      if (!rows[0]) return false;
      await logDelivery(client, {
        leadId: job.leadId,
        form: job.form,
        channel: job.channel,
        status: reason ? "dropped" : "sent",
        at: new Date(at).toISOString(),
        attempts: job.attempts + 1,
        ...(reason ? { reason } : {}),
      });
      for (const recipient of refused)
        await logDelivery(client, {
          leadId: job.leadId,
          form: job.form,
          channel: refusedChannel(job.channel, recipient.address),
          status: "dropped",
          at: new Date(at).toISOString(),
          attempts: job.attempts + 1,
          error: recipient.error,
          reason: "refused",
        });
      return rows[0].claimed_by === (job.claim ?? null);
    });

  /**
   * Removes the records `ids` (an address's leads and sign-ups, as the erasure read them) and
   * everything held with them, in the erasure's transaction, once no send of their notifications
   * is in flight.
   */
  async function eraseNow(
    client: Client,
    email: string,
    ids: readonly string[],
    now: number,
  ): Promise<Erasure> {
    const leads = await client.query<{ id: string }>(
      "DELETE FROM leads WHERE id = ANY($1::uuid[]) RETURNING id",
      [ids],
    );
    const events = await client.query<{ id: string; record: NewsletterEvent }>(
      "DELETE FROM newsletter_events WHERE id = ANY($1::uuid[]) RETURNING id, record",
      [ids],
    );
    const jobs = await client.query(
      "DELETE FROM notification_jobs WHERE lead_id = ANY($1::uuid[])",
      [ids],
    );
    const deliveries = await client.query(
      "DELETE FROM deliveries WHERE lead_id = ANY($1::uuid[])",
      [ids],
    );
    // The history shows the unsubscribe, or, once it is forgotten, the mailbox's kept mark.
    const suppressed =
      events.rows.some((row) => row.record.event === "unsubscribed") ||
      (await client.query("SELECT 1 FROM unsubscribed WHERE hash = $1", [mailboxHash(email)]))
        .rowCount !== 0;
    if (suppressed)
      await client.query(
        "INSERT INTO suppressed (hash, at) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        [addressHash(email), new Date(now)],
      );
    // A one-way hash of each removed record's id: no import of a file store brings it back.
    await client.query(
      `INSERT INTO erased_records (hash, at)
       SELECT ${HASHED_ID}, $2 FROM unnest($1::uuid[]) AS erased (id)
       ON CONFLICT DO NOTHING`,
      [[...leads.rows, ...events.rows].map((row) => row.id), new Date(now)],
    );
    const erasure: Erasure = {
      at: new Date(now).toISOString(),
      leads: leads.rowCount ?? 0,
      newsletter: events.rowCount ?? 0,
      deliveries: deliveries.rowCount ?? 0,
      notifications: jobs.rowCount ?? 0,
      suppressed,
    };
    await client.query(
      "INSERT INTO erasures (at, leads, newsletter, deliveries, notifications, suppressed) VALUES ($1, $2, $3, $4, $5, $6)",
      [
        new Date(now),
        erasure.leads,
        erasure.newsletter,
        erasure.deliveries,
        erasure.notifications,
        erasure.suppressed,
      ],
    );
    return erasure;
  }

  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    try {
      return await pool.query<R>(text, values);
    } catch (error) {
      throw new StoreUnavailable(error);
    }
  };

  return {
    description: `Postgres at ${redactUrl(url)}`,

    async init() {
      const applied = await migrate(pool, options.migrations);
      for (const file of applied) log.log(`Postgres: applied migration ${file}`);
      // Notifications held because the log says of them what this version does not know: named.
      const held = await query<DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM deliveries
         WHERE status <> ALL($1) AND EXISTS (
           SELECT 1 FROM notification_jobs j
           WHERE j.lead_id = deliveries.lead_id AND j.channel = deliveries.channel)
         ORDER BY seq`,
        [DELIVERY_STATUSES],
      );
      for (const row of held.rows) log.error(`Postgres: ${unknownStatusText(rowToDelivery(row))}`);
    },

    accept(admission: Admission, record: StoredRecord, notify: readonly string[]) {
      return transaction<Admitted>(async (client) => {
        const { now } = admission;
        const token = tokenId(admission.token);
        // A post with the same token waits here until the transaction that spends it ends: it
        // then finds the token spent (and is a repeat or refused), or spends it itself.
        const spent = await client.query(
          `INSERT INTO spent_tokens (token_id, until, submission) VALUES ($1, $2, $4)
           ON CONFLICT (token_id) DO UPDATE SET until = excluded.until, submission = excluded.submission
             WHERE spent_tokens.until <= $3
           RETURNING token_id`,
          [token, new Date(admission.tokenExpiresAt), new Date(now), admission.submission ?? null],
        );
        if (!spent.rowCount) {
          const first = await client.query<{ submission: string | null }>(
            "SELECT submission FROM spent_tokens WHERE token_id = $1",
            [token],
          );
          const same =
            admission.submission !== undefined &&
            first.rows[0]?.submission === admission.submission;
          throw new Rollback(
            same ? { ok: true, stored: false, repeat: true } : { ok: false, reason: "spent" },
          );
        }
        const hit = await countHit(
          client,
          admission.limitKey,
          admission.limit,
          admission.windowMs,
          now,
        );
        if (!hit.ok)
          throw new Rollback({
            ok: false,
            reason: "over-limit",
            retryAfterMs: hit.retryAfterMs,
          });
        if (record.form === "newsletter") {
          const asked = record as unknown as NewsletterEvent;
          const current = await lockedState(client, asked.email);
          const kept = await markOf(client, asked.email);
          // Nothing changes: the token and the limit are taken, nothing is written or sent. A
          // sign-up of an erased address is not stored either: nothing would ever be sent to it.
          if (
            (await suppressedIn(client, asked.email)) ||
            !changesState(current, asked) ||
            !markAllows(kept, asked)
          )
            return { ok: true, stored: false };
          const event = storedSignUp(current, kept, asked);
          record = event as unknown as StoredRecord;
          await mark(client, kept, event);
          await insertEvent(client, event);
        } else {
          await insertLead(client, record, notify);
        }
        for (const channel of notify)
          await insertJob(client, record, channel, new Date(record.receivedAt));
        return { ok: true, stored: true };
      });
    },

    hit({ limitKey, limit, windowMs, now }: LimitHit) {
      return transaction((client) => countHit(client, limitKey, limit, windowMs, now));
    },

    async release({ limitKey, now }: LimitHit) {
      await query(
        "DELETE FROM limit_hits WHERE ctid = (SELECT ctid FROM limit_hits WHERE key = $1 AND at = $2 LIMIT 1)",
        [limitKey, new Date(now)],
      );
    },

    newsletterEvent(event: NewsletterEvent) {
      return transaction<boolean | "dead-link">(async (client) => {
        const current = await lockedState(client, event.email);
        // An erased address's history is gone, but a link sent before it was erased stays dead.
        if (event.event === "confirmed" && (await suppressedIn(client, event.email)))
          return "dead-link";
        if (isDeadConfirmation(current, event)) return "dead-link";
        if (!changesState(current, event)) return false;
        await mark(client, await markOf(client, event.email), event);
        await insertEvent(client, event);
        return true;
      });
    },

    async newsletterEvents() {
      const { rows } = await query<{ record: NewsletterEvent }>(
        "SELECT record FROM newsletter_events ORDER BY seq",
      );
      return rows.map((row) => row.record);
    },

    forgetNewsletter(now: number) {
      return transaction(async (client) => {
        const { rows } = await client.query<{ seq: string; record: NewsletterEvent }>(
          "SELECT seq, record FROM newsletter_events ORDER BY seq",
        );
        const events = rows.map((row) => row.record);
        const kept = new Set(forgetStale(events, now));
        const gone = [...new Set(events.filter((event) => !kept.has(event)).map((e) => e.email))];
        // Spent tokens and limit counts past their time are dropped on the same daily round.
        await client.query("DELETE FROM spent_tokens WHERE until <= $1", [new Date(now)]);
        await client.query("DELETE FROM limit_hits WHERE at <= $1", [
          new Date(now - 24 * 60 * 60_000),
        ]);
        if (!gone.length) return 0;
        const last = rows.at(-1)!.seq;
        // Only what was read is forgotten: a sign-up arriving meanwhile is kept.
        const deleted = await client.query<{ id: string }>(
          "DELETE FROM newsletter_events WHERE email = ANY($1) AND seq <= $2 RETURNING id",
          [gone, last],
        );
        // A confirmation still owed to a forgotten address is never sent, nor kept with it.
        const ids = deleted.rows.map((row) => row.id);
        await client.query("DELETE FROM notification_jobs WHERE lead_id = ANY($1::uuid[])", [ids]);
        await client.query("DELETE FROM deliveries WHERE lead_id = ANY($1::uuid[])", [ids]);
        return deleted.rowCount ?? 0;
      });
    },

    async claimJobs(now: number, max: number, channel?: string) {
      // Each claim its own owner: only the worker handed this value may renew, send or record.
      const claim = randomUUID();
      const { rows } = await query(
        `UPDATE notification_jobs SET claimed_until = $2, claimed_by = $6, sending = false
         WHERE id IN (
           SELECT id FROM notification_jobs
           WHERE status = 'pending' AND next_attempt_at <= $1
             AND (claimed_until IS NULL OR claimed_until < $1)
             AND ($4::text IS NULL OR channel = $4)
             -- Never one the log says of what this version does not know: it may have gone.
             AND NOT EXISTS (
               SELECT 1 FROM deliveries d
               WHERE d.lead_id = notification_jobs.lead_id AND d.channel = notification_jobs.channel
                 AND d.status <> ALL($5))
           ORDER BY next_attempt_at
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [new Date(now), new Date(now + claimMs), max, channel ?? null, DELIVERY_STATUSES, claim],
      );
      return rows.map(rowToJob);
    },

    async renewClaims(jobs: readonly Job[], now: number) {
      if (!jobs.length) return [];
      const { rows } = await query<{ id: string; claim: string }>(
        `UPDATE notification_jobs SET claimed_until = $3
         FROM unnest($1::text[], $2::text[]) AS held (id, claim)
         WHERE notification_jobs.id = held.id AND notification_jobs.claimed_by = held.claim
         RETURNING held.id, held.claim`,
        [jobs.map((job) => job.id), jobs.map((job) => job.claim ?? null), new Date(now + claimMs)],
      );
      const renewed = new Set(rows.map((row) => `${row.id} ${row.claim}`));
      return jobs.filter((job) => !renewed.has(`${job.id} ${job.claim}`)).map((job) => job.id);
    },

    async confirmClaim(job: Job, now: number) {
      // A job withdrawn by an erasure lets its claim go, so the erasure need not wait for it.
      const { rows } = await query<{ status: string }>(
        `UPDATE notification_jobs
         SET claimed_until = CASE WHEN status = 'pending' THEN $2::timestamptz END,
           claimed_by = CASE WHEN status = 'pending' THEN claimed_by END,
           sending = status = 'pending'
         WHERE id = $1 AND claimed_by = $3
         RETURNING status`,
        [job.id, new Date(now + claimMs), job.claim ?? null],
      );
      return rows[0]?.status === "pending";
    },

    jobSent(job: Job, at: number, refused?: readonly RefusedRecipient[]) {
      return done(job, at, undefined, refused);
    },

    jobDropped(job: Job, reason: DropReason, at: number) {
      return done(job, at, reason);
    },

    async delivery(leadId: string, channel: string) {
      const { rows } = await query<DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM deliveries
         WHERE lead_id = $1 AND channel = $2
         ORDER BY ${LATEST_DELIVERY} LIMIT 1`,
        [leadId, channel],
      );
      return rows[0] && rowToDelivery(rows[0]);
    },

    jobFailed(job: Job, error: string, nextAttemptAt: number | null, at: number) {
      return transaction(async (client) => {
        const attempts = job.attempts + 1;
        const { rowCount } = await client.query(
          `UPDATE notification_jobs
           SET attempts = $2, last_error = $3, next_attempt_at = $5, claimed_until = NULL,
             claimed_by = NULL, sending = false,
             status = CASE WHEN status = 'erased' THEN status ELSE $4 END
           WHERE id = $1 AND claimed_by = $6`,
          [
            job.id,
            attempts,
            error,
            nextAttemptAt === null ? "failed" : "pending",
            new Date(nextAttemptAt ?? at),
            job.claim ?? null,
          ],
        );
        // Another worker holds the job now: its attempt, not this one, says what became of it.
        if (!rowCount) return false;
        await logDelivery(client, {
          leadId: job.leadId,
          form: job.form,
          channel: job.channel,
          status: nextAttemptAt === null ? "failed" : "retry",
          at: new Date(at).toISOString(),
          attempts,
          error,
        });
        return true;
      });
    },

    async retryFailed(now: number) {
      await query(
        "UPDATE notification_jobs SET status = 'pending', attempts = 0, next_attempt_at = $1 WHERE status = 'failed'",
        [new Date(now)],
      );
    },

    async leads(filter: LeadFilter = {}) {
      const { rows } = await query<{ form: string; record: StoredRecord; notify: string[] }>(
        `SELECT form, record, notify FROM leads
         WHERE ($1::text IS NULL OR form = $1) AND ($2::timestamptz IS NULL OR received_at >= $2)
         ORDER BY received_at, seq`,
        [filter.form ?? null, filter.since === undefined ? null : new Date(filter.since)],
      );
      const deliveries = await query<DeliveryRow>(
        `SELECT DISTINCT ON (lead_id, channel) ${DELIVERY_COLUMNS}
         FROM deliveries ORDER BY lead_id, channel, ${LATEST_DELIVERY}`,
      );
      const states = new Map<string, Delivery>(
        deliveries.rows.map((row) => [`${row.lead_id}-${row.channel}`, rowToDelivery(row)]),
      );
      return rows.map((row): LeadRow => ({
        form: row.form,
        lead: row.record,
        notification: notificationStatus({ id: row.record.id, notify: row.notify }, states),
      }));
    },

    async personalData(email: string): Promise<PersonalData> {
      const address = email.trim().toLowerCase();
      const leads = await query<{ id: string; record: StoredRecord }>(
        "SELECT id, record FROM leads WHERE lower(record->>'email') = $1 ORDER BY received_at, seq",
        [address],
      );
      const events = await query<{ id: string; record: NewsletterEvent }>(
        "SELECT id, record FROM newsletter_events WHERE lower(email) = $1 ORDER BY seq",
        [address],
      );
      const ids = [...leads.rows, ...events.rows].map((row) => row.id);
      const deliveries = await query<DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE lead_id = ANY($1::uuid[]) ORDER BY seq`,
        [ids],
      );
      return {
        email,
        leads: leads.rows.map((row) => row.record),
        newsletter: events.rows.map((row) => row.record),
        deliveries: deliveries.rows.map(rowToDelivery),
        suppressed: await this.isSuppressed(email),
      };
    },

    async erase(email: string, now: number) {
      const address = email.trim().toLowerCase();
      const deadline = Date.now() + eraseWaitMs;
      for (let round = 0; ; round++) {
        const outcome = await transaction(async (client) => {
          // What is erased is what is stored now: every statement below works on these ids, so a
          // lead of the address stored while this runs is not erased under a sender that took its
          // notification meanwhile (it is a request made after the erasure, kept and sent).
          const { rows } = await client.query<{ id: string }>(
            `SELECT id FROM leads WHERE lower(record->>'email') = $1
             UNION SELECT id FROM newsletter_events WHERE lower(email) = $1`,
            [address],
          );
          const ids = rows.map((row) => row.id);
          // Their notifications are withdrawn first: no worker claims one again, and a claimer
          // about to send one is told it is not to go (\`confirmClaim\`).
          const withdrawn = await client.query<{ claimed: boolean }>(
            `UPDATE notification_jobs SET status = 'erased'
             WHERE lead_id = ANY($1::uuid[])
             RETURNING sending AND claimed_until > $2 AS claimed`,
            [ids, new Date()],
          );
          // One handed to its sender before it was withdrawn is waited for while its claim
          // lasts (the withdrawal committed meanwhile), so nothing about the address goes out
          // once the erasure is done.
          const inFlight = withdrawn.rows.filter((row) => row.claimed).length;
          if (inFlight) return { inFlight };
          return { erasure: await eraseNow(client, email, ids, now) };
        });
        if (outcome.erasure) return outcome.erasure;
        if (Date.now() >= deadline)
          throw new Error(
            `${outcome.inFlight} notification(s) about ${email} are still being sent after ${Math.round(eraseWaitMs / 1000)} s; nothing is erased yet, and none of its notifications will be sent. Run the erasure again.`,
          );
        if (round === 0)
          log.warn(
            `Erasure: waiting for ${outcome.inFlight} notification(s) about this address already being sent.`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    async isSuppressed(email: string) {
      try {
        return await suppressedIn(pool, email);
      } catch (error) {
        throw new StoreUnavailable(error);
      }
    },

    removeLeadsBefore(cutoff: number) {
      return transaction(async (client) => {
        const removed = await client.query<{ id: string }>(
          "DELETE FROM leads WHERE received_at < $1 RETURNING id",
          [new Date(cutoff)],
        );
        const ids = removed.rows.map((row) => row.id);
        if (ids.length) {
          await client.query("DELETE FROM notification_jobs WHERE lead_id = ANY($1::uuid[])", [
            ids,
          ]);
          await client.query("DELETE FROM deliveries WHERE lead_id = ANY($1::uuid[])", [ids]);
        }
        return ids.length;
      });
    },

    async secret(name: string) {
      await query("INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING", [
        name,
        randomBytes(32).toString("hex"),
      ]);
      const { rows } = await query<{ value: string }>("SELECT value FROM secrets WHERE name = $1", [
        name,
      ]);
      return rows[0]!.value;
    },

    async close() {
      await pool.end();
    },
  };
}
