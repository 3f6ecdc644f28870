import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { createFileStore, LEGACY_OUTBOX, NOT_LEADS, parseJsonLines } from "./files.ts";
import { HASHED_ID, insertEvent, insertJob, insertLead, logDelivery, migrate } from "./postgres.ts";
import {
  isOwed,
  latestDelivery,
  readDelivery,
  recordHash,
  unknownStatusText,
  type Delivery,
  type Erasure,
  type NewsletterEvent,
  type StoredRecord,
} from "./types.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Copies the file store in `dataDir` into the Postgres database at `url`: every lead and sign-up
 * with its notification duty (what was neither sent nor dropped is owed again, by the database's
 * workers; one whose status in the log is unknown is not), the delivery log, the newsletter's
 * history, the kept hashes of unsubscribed addresses, the suppression list and the record of
 * erasures (`erasures.jsonl`). Rows already there are left alone, so running it twice imports
 * nothing twice. A record erased on either side is never imported: its id's one-way hash is in an
 * erasure's record, the file's or the database's. A record imported before the file store erased
 * it is removed from the database with its notifications and delivery lines (the import stops,
 * changing nothing, while one of those is being sent: run it again). Returns how many rows of each
 * were added, and in `erased` how many records it left out or removed for an erasure.
 */
export async function importFileStore(
  dataDir: string,
  url: string,
  log: Pick<Console, "warn" | "error"> = console,
) {
  // A folder still in the first layout (`outbox/`) is brought to today's first, as a server
  // starting on it would: opening the store takes the folder's lock and migrates it.
  if (await stat(path.join(dataDir, LEGACY_OUTBOX)).catch(() => undefined)) {
    const files = createFileStore(dataDir, { log });
    await files.init();
    await files.close();
  }
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const read = async <T>(name: string) =>
    parseJsonLines<T>(await readFile(path.join(dataDir, name), "utf8").catch(() => ""));
  const counts = {
    leads: 0,
    jobs: 0,
    deliveries: 0,
    newsletter: 0,
    unsubscribed: 0,
    suppressed: 0,
    erasures: 0,
    erased: 0,
  };
  try {
    await migrate(pool);
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      // The erasures the file store made, each with the one-way hashes of the records it removed
      // (none for one made before those were kept), and those made in the database.
      const erasureLines = await read<Erasure & { records?: unknown }>("erasures.jsonl");
      const erasedInFiles = new Set(
        erasureLines.flatMap((line) =>
          Array.isArray(line.records)
            ? line.records.filter((hash): hash is string => typeof hash === "string")
            : [],
        ),
      );
      const erasedInDatabase = await client.query<{ hash: string }>(
        "SELECT hash FROM erased_records",
      );
      const erasedHashes = new Set([
        ...erasedInFiles,
        ...erasedInDatabase.rows.map((row) => row.hash),
      ]);
      const isErased = (id: string) => erasedHashes.has(recordHash(id));
      counts.erased += await eraseImported(client, [...erasedInFiles]);
      // The erasures' record, each line once however often this runs (a line's key is its text
      // and which copy of that text it is, for two erasures alike in every count and time).
      const seen = new Map<string, number>();
      for (const line of erasureLines) {
        const { records: _hashes, ...erasure } = line;
        if (Number.isNaN(Date.parse(String(erasure.at)))) {
          log.warn(
            `erasures.jsonl: a line without a readable time is not imported (${JSON.stringify(erasure)}).`,
          );
          continue;
        }
        const text = JSON.stringify(erasure);
        const copy = (seen.get(text) ?? 0) + 1;
        seen.set(text, copy);
        const added = await client.query(
          `INSERT INTO erasures (at, leads, newsletter, deliveries, notifications, suppressed, imported)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (imported) DO NOTHING`,
          [
            new Date(erasure.at),
            Number(erasure.leads) || 0,
            Number(erasure.newsletter) || 0,
            Number(erasure.deliveries) || 0,
            Number(erasure.notifications) || 0,
            erasure.suppressed === true,
            `files:${createHash("sha256").update(text).digest("hex")}:${copy}`,
          ],
        );
        counts.erasures += added.rowCount ?? 0;
      }
      for (const hash of erasedInFiles)
        await client.query(
          "INSERT INTO erased_records (hash, at) VALUES ($1, $2) ON CONFLICT DO NOTHING",
          [hash, new Date()],
        );
      const deliveries = (await read<Delivery>("notifications.jsonl")).filter(
        (line) => !isErased(String(line.leadId)),
      );
      // A notification sent, or dropped on purpose, is done: not owed again. Nor is one whose
      // latest line has a status this version does not know: it may have gone.
      const latest = new Map<string, Delivery>();
      for (const line of deliveries.map(readDelivery)) {
        const id = `${line.leadId}-${line.channel}`;
        latest.set(id, latestDelivery(latest.get(id), line));
      }
      const done = new Set<string>();
      for (const [id, line] of latest) {
        if (isOwed(line)) continue;
        done.add(id);
        if (line.status === "unknown") log.error(`notifications.jsonl: ${unknownStatusText(line)}`);
      }
      const names = (await readdir(dataDir)).filter(
        (name) => name.endsWith(".jsonl") && !NOT_LEADS.has(name),
      );
      for (const name of names) {
        const form = name.slice(0, -".jsonl".length);
        for (const line of await read<
          StoredRecord & { notify?: string[]; tokenId?: string; submission?: string }
        >(name)) {
          const { notify = [], tokenId: _spent, submission: _digest, ...record } = line;
          if (!UUID.test(String(record.id))) record.id = randomUUID();
          else if (isErased(record.id)) {
            counts.erased += 1;
            continue;
          }
          record.form ??= form;
          const added = await insertLead(client, record, notify, true);
          counts.leads += added;
          if (!added) continue;
          for (const channel of notify) {
            if (done.has(`${record.id}-${channel}`)) continue;
            counts.jobs += await insertJob(client, record, channel, new Date(), true);
          }
        }
      }
      const existing = await client.query<{
        lead_id: string;
        channel: string;
        status: string;
        at: Date;
      }>("SELECT lead_id, channel, status, at FROM deliveries");
      const known = new Set(
        existing.rows.map(
          (row) => `${row.lead_id}-${row.channel}-${row.status}-${row.at.toISOString()}`,
        ),
      );
      for (const line of deliveries) {
        if (!UUID.test(line.leadId)) continue;
        const key = `${line.leadId}-${line.channel}-${line.status}-${new Date(line.at).toISOString()}`;
        if (known.has(key)) continue;
        await logDelivery(client, line);
        counts.deliveries += 1;
      }
      for (const line of await read<
        NewsletterEvent & { notify?: string[]; tokenId?: string; submission?: string }
      >("newsletter.jsonl")) {
        const { notify = [], tokenId: _spent, submission: _digest, ...event } = line;
        if (!UUID.test(event.id)) event.id = randomUUID();
        else if (isErased(event.id)) {
          counts.erased += 1;
          continue;
        }
        const added = await insertEvent(client, event, true);
        counts.newsletter += added;
        if (!added) continue;
        // A confirmation still owed goes out from the database's workers.
        for (const channel of notify) {
          if (done.has(`${event.id}-${channel}`)) continue;
          const record = { ...event, form: "newsletter", receivedAt: event.at } as StoredRecord;
          counts.jobs += await insertJob(client, record, channel, new Date(), true);
        }
      }
      // The suppression list: erased addresses that had unsubscribed are never e-mailed again.
      for (const line of await read<{ hash: string; at: string }>("suppressed.jsonl")) {
        const added = await client.query(
          "INSERT INTO suppressed (hash, at) VALUES ($1, $2) ON CONFLICT DO NOTHING",
          [line.hash, new Date(line.at)],
        );
        counts.suppressed += added.rowCount ?? 0;
      }
      // The kept hashes of unsubscribed addresses, each at its latest line (null: removed).
      const marks = new Map<string, { confirmationAt?: string } | null>();
      for (const line of await read<{ hash: string; mark: { confirmationAt?: string } | null }>(
        "unsubscribed.jsonl",
      ))
        marks.set(line.hash, line.mark);
      for (const [hash, mark] of marks) {
        if (!mark) continue;
        const added = await client.query(
          "INSERT INTO unsubscribed (hash, confirmation_at) VALUES ($1, $2) ON CONFLICT DO NOTHING",
          [hash, mark.confirmationAt ? new Date(mark.confirmationAt) : null],
        );
        counts.unsubscribed += added.rowCount ?? 0;
      }
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
  return counts;
}

/**
 * Removes from the database the records the file store erased after they were imported (by the
 * one-way hashes of their ids), with their notifications and delivery lines, in the import's
 * transaction; how many. A notification of one being sent right now stops the import, which
 * changes nothing then: it is run again once the send is done.
 */
async function eraseImported(client: pg.PoolClient, hashes: readonly string[]): Promise<number> {
  if (!hashes.length) return 0;
  const ids = (
    await client.query<{ id: string }>(
      `SELECT id FROM leads WHERE ${HASHED_ID} = ANY($1::text[])
       UNION SELECT id FROM newsletter_events WHERE ${HASHED_ID} = ANY($1::text[])`,
      [hashes],
    )
  ).rows.map((row) => row.id);
  if (!ids.length) return 0;
  // Locked, so no worker confirms one meanwhile: one it claimed is then gone, and not sent.
  const busy = await client.query<{ busy: boolean }>(
    `SELECT sending AND claimed_until > now() AS busy FROM notification_jobs
     WHERE lead_id = ANY($1::uuid[]) FOR UPDATE`,
    [ids],
  );
  if (busy.rows.some((row) => row.busy))
    throw new Error(
      "A notification of a record the file store erased is being sent from the database right now; nothing was imported. Run the import again in a minute.",
    );
  await client.query("DELETE FROM notification_jobs WHERE lead_id = ANY($1::uuid[])", [ids]);
  await client.query("DELETE FROM deliveries WHERE lead_id = ANY($1::uuid[])", [ids]);
  const leads = await client.query("DELETE FROM leads WHERE id = ANY($1::uuid[])", [ids]);
  const events = await client.query("DELETE FROM newsletter_events WHERE id = ANY($1::uuid[])", [
    ids,
  ]);
  return (leads.rowCount ?? 0) + (events.rowCount ?? 0);
}
