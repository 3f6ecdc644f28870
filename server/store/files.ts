import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  appendFile,
  chmod,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  truncate,
  unlink,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { TOKEN_RULES } from "../../core/forms/limits.ts";
import { createLimiter, type Limiter } from "./memory-limiter.ts";
import {
  type AddressState,
  changesState,
  forgetStale,
  isDeadConfirmation,
  markAllows,
  nextMark,
  storedSignUp,
  nextState,
  subscriberStates,
  type UnsubscribedMark,
} from "./consent.ts";
import {
  StoreUnavailable,
  DROP_REASON_TEXT,
  addressHash,
  isAbout,
  isOwed,
  latestDelivery,
  mailboxHash,
  readDelivery,
  recordHash,
  refusedChannel,
  unknownStatusText,
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

/**
 * One record as one JSON line. JSON leaves U+2028, U+2029 and U+0085 raw, and some line-splitting
 * readers break lines at them, so they are written as escapes: the file has exactly one line per
 * record for any reader.
 */
export function toJsonLine(record: Record<string, unknown>): string {
  return `${JSON.stringify(record).replace(/[\u2028\u2029\u0085]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)}\n`;
}

/** The records of a JSON Lines file; a torn last line (a crash mid-write) is skipped. */
export function parseJsonLines<T>(text: string): T[] {
  const records: T[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      records.push(JSON.parse(line) as T);
    } catch {
      // Not a whole record: nothing to show.
    }
  }
  return records;
}

/**
 * The records of a JSON Lines file, read line by line, so a file of any size is read whole (no
 * string-length ceiling). A missing file has none; a line that is not JSON is skipped.
 */
export async function readJsonLines<T>(file: string): Promise<T[]> {
  const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (!handle) return [];
  const records: T[] = [];
  try {
    for await (const line of handle.readLines({ encoding: "utf8" })) {
      if (!line.trim()) continue;
      try {
        records.push(JSON.parse(line) as T);
      } catch {
        // Not a whole record: nothing to show.
      }
    }
  } finally {
    await handle.close().catch(() => undefined);
  }
  return records;
}

/**
 * Sets aside a torn last line (a crash in the middle of a write): the bytes after the file's last
 * newline are moved to `<file>.torn-<time>` for the operator and the file is cut back to whole
 * lines, so the next record can never be joined to them. Returns the set-aside file, if any.
 */
export async function setAsideTornLine(
  file: string,
  now = Date.now(),
): Promise<string | undefined> {
  const handle = await open(file, "r+");
  try {
    const { size } = await handle.stat();
    if (size === 0) return undefined;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    if (last[0] === 0x0a) return undefined;
    // Find the last newline, reading backwards a block at a time.
    const block = Buffer.alloc(64 * 1024);
    let end = size;
    let cut = 0;
    while (end > 0) {
      const start = Math.max(0, end - block.length);
      const { bytesRead } = await handle.read(block, 0, end - start, start);
      const index = block.subarray(0, bytesRead).lastIndexOf(0x0a);
      if (index >= 0) {
        cut = start + index + 1;
        break;
      }
      end = start;
    }
    const torn = Buffer.alloc(size - cut);
    await handle.read(torn, 0, torn.length, cut);
    const aside = `${file}.torn-${new Date(now).toISOString().replace(/[:.]/g, "-")}`;
    await writeFile(aside, torn, { mode: FILE_MODE });
    await handle.truncate(cut);
    return aside;
  } finally {
    await handle.close();
  }
}

/**
 * Appends `text` and returns once it is on the disk, not only in the system's cache: a lead the
 * visitor was told is kept survives a power cut or a crash of the machine, not only of the process.
 */
async function appendDurably(file: string, text: string) {
  const handle = await open(file, "a", FILE_MODE);
  try {
    await handle.appendFile(text, "utf8");
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Makes the folder's entries (a file just made or renamed) lasting; best effort where unsupported. */
async function syncFolder(dir: string) {
  const handle = await open(dir, "r").catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Not every file system syncs a folder.
  } finally {
    await handle.close();
  }
}

/** Rewrites a file whole or not at all; no temporary file is left behind either way. */
async function rewriteWhole(file: string, text: string) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temporary, "w", FILE_MODE);
    try {
      await handle.writeFile(text, "utf8");
      // On the disk before it takes the old file's place: a crash leaves the old or the new.
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
    await syncFolder(path.dirname(file));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The lines of a delivery log file, each with its status checked (`readDelivery`). */
async function readDeliveries(file: string): Promise<Delivery[]> {
  return (await readJsonLines<Delivery>(file)).map(readDelivery);
}

/** The lock file that keeps a second process off the same data folder; it names the holder's pid. */
export const LOCK_FILE = ".lock";

/**
 * True when a process with this pid is running. A killed process whose parent has not yet reaped
 * it (a zombie) still answers to its pid, but holds nothing: on Linux it is told by its state in
 * `/proc`. A server killed with its supervisor stays one until the system's init reaps it (within
 * about a second on a typical machine; never, in a container whose first process does not reap).
 */
async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // "pid (command) state ...": the command may itself hold spaces and parentheses.
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  return stat.slice(stat.lastIndexOf(")") + 2).charAt(0) !== "Z";
}

/** This boot of the machine (Linux), or undefined where the system does not say. */
async function bootId(): Promise<string | undefined> {
  const id = await readFile("/proc/sys/kernel/random/boot_id", "utf8").catch(() => "");
  return id.trim() || undefined;
}

/**
 * Takes the data folder for this process: writes its pid (and the machine's boot) to the lock
 * file, taking over a lock whose process is gone; refuses, naming the holder, when another live
 * process has it. A lock written before the machine last started is stale whatever process has
 * its pid now: after a power cut, the pid of the server that held it often names another process.
 */
export async function lockDataDir(dir: string): Promise<void> {
  const file = path.join(dir, LOCK_FILE);
  const boot = await bootId();
  for (let tries = 0; tries < 3; tries++) {
    try {
      await writeFile(file, `${process.pid}\n${boot ?? ""}\n`, { flag: "wx", mode: FILE_MODE });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const [pid = "", written = ""] = (await readFile(file, "utf8").catch(() => "")).split("\n");
    const holder = Number.parseInt(pid, 10);
    if (holder === process.pid) {
      // Ours, or one left before a restart by a process that had our pid: ours now.
      await writeFile(file, `${process.pid}\n${boot ?? ""}\n`, { mode: FILE_MODE });
      return;
    }
    const sameBoot = !boot || !written.trim() || written.trim() === boot;
    if (sameBoot && Number.isInteger(holder) && holder > 0 && (await alive(holder)))
      throw new Error(
        `${dir} is in use by another server (process ${holder}). One process at a time may use a data folder: stop that one, or give this one its own DATA_DIR (or share a Postgres with DATABASE_URL).`,
      );
    // The holder is gone (a crash, a kill -9, a restart of the machine): the lock is stale.
    await unlink(file).catch(() => undefined);
  }
  throw new Error(`Could not take the lock on ${dir}`);
}

/** A spent token is kept as a hash: enough to refuse it again, useless to anyone who reads it. */
export function tokenId(token: string): string {
  return createHash("sha256").update(token).digest("base64url").slice(0, 22);
}

/**
 * Fields a store adds to a record on disk: its notification duty, its spent token and the digest
 * of the submission the token was spent on (`Admission.submission`).
 */
const BOOKKEEPING = ["notify", "tokenId", "submission"] as const;
export function withoutBookkeeping(record: Record<string, unknown>): StoredRecord {
  const copy = { ...record };
  for (const key of BOOKKEEPING) delete copy[key];
  return copy as StoredRecord;
}

/** Files in the data folder that hold something other than leads. */
export const NOT_LEADS = new Set([
  "newsletter.jsonl",
  "notifications.jsonl",
  "tokens.jsonl",
  "suppressed.jsonl",
  "unsubscribed.jsonl",
  "erasures.jsonl",
]);

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** The folder in which the file store's first layout kept each owed notification as a file. */
export const LEGACY_OUTBOX = "outbox";

/**
 * The one step that brings a data folder from the file store's first layout to today's; nothing
 * else reads that layout. The first versions kept each owed notification as its own file,
 * `outbox/<record id>-<channel>.json`: the job (attempts, status, last error) with a copy of the
 * record; the record's line in `<form>.jsonl` or `newsletter.jsonl` carried no `notify`. A folder
 * can still hold such files: left by a server of those versions, or by a later one that read them
 * and never sent them (no sender for their channel), or by an erasure, which did not look there.
 *
 * Run at start, under the folder's lock and before anything else reads the folder, it moves each
 * into today's layout: its channel joins its record's `notify`, its attempts and last error become
 * a line of the delivery log, and its file is removed. One whose notification is done (sent or
 * dropped, by the delivery log) is removed; one whose record is no longer stored (erased) is
 * removed with its copy of the data, and never sent. Every step can be repeated, so a crash midway
 * is finished at the next start. Afterwards `outbox/` is gone. Returns what it did.
 */
export async function migrateLegacyOutbox(
  dir: string,
  now: number,
  log: Pick<Console, "warn" | "error">,
): Promise<{ carried: number; removed: number }> {
  const outbox = path.join(dir, LEGACY_OUTBOX);
  const names = await readdir(outbox).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (!names) return { carried: 0, removed: 0 };
  const deliveryLog = path.join(dir, "notifications.jsonl");
  const states = deliveryStates(await readDeliveries(deliveryLog));
  /** Still owed, by record id; and every file the step removes once it is done. */
  const owed = new Map<string, { file: string; job: Job }[]>();
  const remove: string[] = [];
  let removed = 0;
  for (const name of names) {
    const file = path.join(outbox, name);
    // A job half written by a crash: its whole copy is the .json file, or there is none.
    if (name.endsWith(".tmp")) {
      remove.push(file);
      continue;
    }
    let job: Job | undefined;
    try {
      job = JSON.parse(await readFile(file, "utf8")) as Job;
    } catch {
      // Not a job.
    }
    if (!name.endsWith(".json") || !job?.leadId || !job.channel) {
      log.warn(`${LEGACY_OUTBOX}/${name} is not a notification this version can read; left there.`);
      continue;
    }
    remove.push(file);
    if (!isOwed(states.get(`${job.leadId}-${job.channel}`))) {
      removed += 1;
      continue;
    }
    owed.set(job.leadId, [...(owed.get(job.leadId) ?? []), { file, job }]);
  }
  // Each record's line takes its owed channels into `notify`, each file rewritten whole.
  const found = new Set<string>();
  const recordFiles = (await readdir(dir)).filter(
    (name) => name.endsWith(".jsonl") && (!NOT_LEADS.has(name) || name === "newsletter.jsonl"),
  );
  for (const name of recordFiles) {
    const file = path.join(dir, name);
    const lines = await readJsonLines<StoredRecord & { notify?: string[] }>(file);
    if (!lines.some((line) => owed.has(line.id))) continue;
    const merged = lines.map((line) => {
      const jobs = owed.get(line.id);
      if (!jobs) return line;
      found.add(line.id);
      const notify = [...new Set([...(line.notify ?? []), ...jobs.map(({ job }) => job.channel)])];
      // A sign-up of the first layout has no `receivedAt`: its job is due from when it was made.
      return { ...line, receivedAt: line.receivedAt ?? (line as { at?: string }).at, notify };
    });
    await rewriteWhole(file, merged.map((line) => toJsonLine(line)).join(""));
  }
  let carried = 0;
  let history = "";
  for (const [id, jobs] of owed) {
    for (const { file, job } of jobs) {
      if (!found.has(id)) {
        removed += 1;
        log.warn(
          `${LEGACY_OUTBOX}/${path.basename(file)}: its record is no longer stored (erased or removed), so it is not sent; its copy of the record is removed.`,
        );
        continue;
      }
      carried += 1;
      // Its attempts so far, so its backoff and "failed" carry on (a restart retries a failed one).
      if (job.attempts > 0)
        history += toJsonLine({
          leadId: job.leadId,
          form: job.form,
          channel: job.channel,
          status: job.status === "failed" ? "failed" : "retry",
          at: new Date(now).toISOString(),
          attempts: job.attempts,
          error: job.lastError ?? "unknown error",
        } satisfies Delivery);
    }
  }
  if (history) await appendFile(deliveryLog, history, { encoding: "utf8", mode: FILE_MODE });
  for (const file of remove) await rm(file, { force: true });
  await rmdir(outbox).catch(() => undefined /* something unreadable is left there */);
  if (carried || removed)
    log.warn(
      `Moved ${carried} owed notification(s) from ${LEGACY_OUTBOX}/ (an earlier version's layout) into their records, and removed ${removed} that were done or whose record is gone.`,
    );
  return { carried, removed };
}

/** The status of each notification from the delivery log, by `<lead id>-<channel>`. */
function deliveryStates(deliveries: Delivery[]) {
  const states = new Map<string, Delivery>();
  for (const delivery of deliveries) {
    const id = `${delivery.leadId}-${delivery.channel}`;
    states.set(id, latestDelivery(states.get(id), delivery));
  }
  return states;
}

/** One lead's notification status line, from its duty and the delivery log. */
export function notificationStatus(
  lead: { id: string; notify?: readonly string[] },
  states: Map<string, Delivery>,
): string {
  const channels = new Set(lead.notify ?? []);
  for (const id of states.keys())
    if (id.startsWith(`${lead.id}-`)) channels.add(id.slice(lead.id.length + 1));
  const parts = [...channels].map((channel) => {
    const state = states.get(`${lead.id}-${channel}`);
    if (!state) return `${channel} pending`;
    if (state.status === "sent") return `${channel} sent`;
    if (state.status === "dropped")
      return `${channel} not sent: ${state.reason ? DROP_REASON_TEXT[state.reason] : "dropped"}${state.error ? ` (${state.error})` : ""}`;
    if (state.status === "unknown")
      return `${channel} held: the delivery log says "${state.unknownStatus}", which this version does not know (it may have gone; not sent again)`;
    const status = state.status === "failed" ? "failed" : "pending";
    return `${channel} ${status} (${state.attempts} attempt${state.attempts === 1 ? "" : "s"}: ${state.error ?? "unknown error"})`;
  });
  return parts.length ? parts.join("; ") : "off";
}

export interface FileStoreOptions {
  /** For tests: the append every write goes through (to inject a full disk). */
  append?: (file: string, text: string) => Promise<void>;
  /** How long an erasure waits for sends in flight before it gives up (default 2 minutes). */
  eraseWaitMs?: number;
  log?: Pick<Console, "warn" | "error">;
}

/**
 * The embedded store: JSON Lines files in one folder, for one process. Each accepted post is one
 * appended line that carries the lead, its notification duty (`notify`) and its spent token
 * (`tokenId`, with the digest of its `submission`), so a lead is never stored without its duty.
 * The guards (spent tokens, the limit, newsletter states) are held in memory and checked and
 * taken in one synchronous step before the write, so no other request can slip between; a write
 * that fails gives them back and leaves no torn line. At start the folder is read back: spent tokens, owed notifications (duties without a
 * "sent" or "dropped" line in `notifications.jsonl`) and newsletter states all survive a restart.
 */
export function createFileStore(dir: string, options: FileStoreOptions = {}): Store {
  const log = options.log ?? console;
  const fileOf = (name: string) => path.join(dir, `${name}.jsonl`);
  /** Spent tokens by hash: until when each is kept, and the digest of what it was spent on. */
  const spent = new Map<string, { until: number; submission?: string }>();
  /** The writes in progress of accepted posts, by token hash (what a repeat waits for). */
  const writing = new Map<string, Promise<unknown>>();
  const limiters = new Map<string, Limiter>();
  /**
   * Owed jobs: under a `claim` while the notifier holds it, `sending` once it is handed to its
   * sender (until it is recorded), `withdrawn` once an erasure of its record has begun (never
   * handed out again).
   */
  const jobs = new Map<string, Job & { sending?: boolean; withdrawn?: boolean }>();
  /** True when `job` was handed out under the claim its job is under now. */
  const holds = (job: Job) => job.claim !== undefined && jobs.get(job.id)?.claim === job.claim;
  let states = new Map<string, AddressState>();
  /** The kept marks of unsubscribed addresses, by the one-way hash of the address's mailbox. */
  const marks = new Map<string, UnsubscribedMark>();
  /** The suppression list's hashes (erased addresses that had unsubscribed), read at start. */
  const suppressed = new Set<string>();
  /**
   * Records the mark `event` leaves, before the event is written: a mark whose event then cannot
   * be written only holds the address back longer, never less.
   */
  const mark = async (event: NewsletterEvent) => {
    const hash = mailboxHash(event.email);
    const before = marks.get(hash);
    const after = nextMark(before, event);
    if (after === before) return;
    // Taken at once, before any wait, so a concurrent sign-up sees it.
    const set = (value: UnsubscribedMark | undefined) =>
      value ? marks.set(hash, value) : marks.delete(hash);
    set(after);
    try {
      await append(fileOf("unsubscribed"), toJsonLine({ hash, mark: after ?? null }));
    } catch (error) {
      set(before);
      throw error;
    }
  };
  const markOf = (email: string) => marks.get(mailboxHash(email));
  /** An erased address that had unsubscribed, or any address of its mailbox, is never e-mailed. */
  const isSuppressed = (email: string) =>
    suppressed.has(addressHash(email)) || suppressed.has(mailboxHash(email));
  const queues = new Map<string, Promise<unknown>>();

  const rawAppend = options.append ?? appendDurably;

  /** Appends whole lines or nothing: on a failed write the file is cut back to where it was. */
  const write = async (file: string, text: string) => {
    const size = await stat(file).then(
      (info) => info.size,
      () => -1,
    );
    try {
      await rawAppend(file, text);
      // A file just made: its name is made lasting too.
      if (size < 0) await syncFolder(dir);
    } catch (error) {
      if (size >= 0) await truncate(file, size).catch(() => undefined);
      else await unlink(file).catch(() => undefined);
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        // The folder was removed while the server ran: make it again rather than fail every post.
        await mkdir(dir, { recursive: true, mode: DIR_MODE });
        return write(file, text);
      }
      throw error;
    }
  };

  /** Writes to one file go out one at a time, in arrival order. */
  const serially = <T>(file: string, task: () => Promise<T>): Promise<T> => {
    const next = (queues.get(file) ?? Promise.resolve()).catch(() => undefined).then(task);
    queues.set(file, next);
    return next;
  };
  const append = (file: string, text: string) => serially(file, () => write(file, text));

  const limiter = (limit: number, windowMs: number) => {
    const key = `${limit}/${windowMs}`;
    let found = limiters.get(key);
    if (!found) limiters.set(key, (found = createLimiter({ limit, windowMs })));
    return found;
  };

  const isSpent = (id: string, now: number) => (spent.get(id)?.until ?? 0) > now;
  const forgetSpent = (now: number) => {
    for (const [id, { until }] of spent) if (until <= now) spent.delete(id);
  };

  const addJobs = (record: StoredRecord, notify: readonly string[]) => {
    for (const channel of notify) {
      const id = `${record.id}-${channel}`;
      if (jobs.has(id)) continue;
      jobs.set(id, {
        id,
        channel,
        leadId: record.id,
        form: record.form,
        createdAt: record.receivedAt,
        attempts: 0,
        nextAttemptAt: Date.parse(record.receivedAt) || 0,
        status: "pending",
        payload: withoutBookkeeping(record),
      });
    }
  };

  const readLines = readJsonLines;
  let locked = false;

  const replace = rewriteWhole;
  const eraseWaitMs = options.eraseWaitMs ?? 120_000;

  const deliveryLog = path.join(dir, "notifications.jsonl");
  /** The files that hold leads, one per form. */
  const leadFiles = async () =>
    (await readdir(dir).catch(() => [] as string[])).filter(
      (name) => name.endsWith(".jsonl") && !NOT_LEADS.has(name),
    );
  /** Each notification's latest delivery line (one that ended it wins), read at start, then kept. */
  let delivered = new Map<string, Delivery>();
  const logDelivery = async (delivery: Delivery) => {
    await append(deliveryLog, toJsonLine({ ...delivery }));
    const id = `${delivery.leadId}-${delivery.channel}`;
    delivered.set(id, latestDelivery(delivered.get(id), delivery));
  };
  /**
   * Logs a claimed job as sent, or as dropped for `reason`, and lets it go; true when `job.claim`
   * was still the job's. As in the database: a job sent under a claim that is no longer its own is
   * logged and let go all the same (it went), one dropped under such a claim is left to its
   * holder, and a job no longer held (its record removed) is not logged.
   */
  const done = async (
    job: Job,
    at: number,
    reason?: DropReason,
    refused: readonly RefusedRecipient[] = [],
  ) => {
    const own = holds(job);
    if (!jobs.has(job.id) || (reason && !own)) return false;
    const line = {
      leadId: job.leadId,
      form: job.form,
      at: new Date(at).toISOString(),
      attempts: job.attempts + 1,
    };
    // Should the line not be written, the job stays claimed: it is done and is not sent again.
    await logDelivery({
      ...line,
      channel: job.channel,
      status: reason ? "dropped" : "sent",
      ...(reason ? { reason } : {}),
    });
    jobs.delete(job.id);
    for (const recipient of refused)
      await logDelivery({
        ...line,
        channel: refusedChannel(job.channel, recipient.address),
        status: "dropped",
        reason: "refused",
        error: recipient.error,
      }).catch((failure: unknown) =>
        // The send is recorded: its refused address is logged here for a person, not lost.
        log.error(
          `Could not log that the mail server refused ${recipient.address} for ${job.form} lead ${job.leadId} (${recipient.error}):`,
          failure,
        ),
      );
    return own;
  };

  /** Forgets the delivery lines of records that are removed. */
  const forgetDeliveries = (ids: ReadonlySet<string>) => {
    for (const [id, delivery] of delivered) if (ids.has(delivery.leadId)) delivered.delete(id);
  };
  /** Forgets the notifications of records that are removed: their jobs and delivery lines. */
  const forgetNotifications = async (ids: ReadonlySet<string>) => {
    for (const [id, job] of jobs) if (ids.has(job.leadId)) jobs.delete(id);
    forgetDeliveries(ids);
    await serially(deliveryLog, async () => {
      const lines = await readLines<Delivery>(deliveryLog);
      const kept = lines.filter((line) => !ids.has(line.leadId));
      if (kept.length < lines.length)
        await replace(deliveryLog, kept.map((line) => toJsonLine({ ...line })).join(""));
    });
  };

  return {
    description: `files in ${path.relative(process.cwd(), dir) || "."}`,

    async init() {
      try {
        await mkdir(dir, { recursive: true, mode: DIR_MODE });
        await chmod(dir, DIR_MODE);
        // A real write: permission bits alone say nothing for root or a read-only file system.
        const probe = path.join(dir, `.write-check-${process.pid}`);
        await writeFile(probe, "");
        await rm(probe, { force: true });
      } catch (error) {
        const reason =
          error instanceof Error
            ? ((error as NodeJS.ErrnoException).code ?? error.message)
            : String(error);
        throw new Error(
          `Cannot write form submissions to ${dir} (${reason}). Set DATA_DIR to a writable folder.`,
          { cause: error },
        );
      }
      await lockDataDir(dir);
      locked = true;
      const now = Date.now();
      const names = await readdir(dir);
      // Files written before modes were set are closed to other users now.
      for (const name of names)
        if (name.endsWith(".jsonl") || name.endsWith(".key"))
          await chmod(path.join(dir, name), FILE_MODE).catch(() => undefined);
      for (const name of names) {
        if (!name.endsWith(".jsonl")) continue;
        const aside = await setAsideTornLine(path.join(dir, name));
        if (aside)
          log.warn(
            `${name} ended in a torn line (a write cut short by a crash); it was set aside in ${path.basename(aside)} and the file kept to its whole records.`,
          );
      }

      await migrateLegacyOutbox(dir, now, log);

      delivered = deliveryStates(await readDeliveries(deliveryLog));
      for (const name of names) {
        if (!name.endsWith(".jsonl") || (NOT_LEADS.has(name) && name !== "newsletter.jsonl"))
          continue;
        for (const line of await readLines<
          StoredRecord & { notify?: string[]; tokenId?: string; submission?: string }
        >(path.join(dir, name))) {
          if (line.tokenId) {
            const until = Date.parse(line.receivedAt) + TOKEN_RULES.maxAgeMs + 1000;
            if (until > now) spent.set(line.tokenId, { until, submission: line.submission });
          }
          if (!line.notify?.length || !line.id) continue;
          addJobs({ ...line, form: line.form ?? name.slice(0, -".jsonl".length) }, line.notify);
          for (const channel of line.notify) {
            const id = `${line.id}-${channel}`;
            const state = delivered.get(id);
            if (!isOwed(state)) {
              jobs.delete(id);
              // Never read as a retry: it may have gone. Named, for a person to look at.
              if (state?.status === "unknown")
                log.error(`notifications.jsonl: ${unknownStatusText(state)}`);
            } else if (state) {
              const job = jobs.get(id)!;
              job.attempts = state.attempts;
              job.lastError = state.error;
              job.status = state.status === "failed" ? "failed" : "pending";
            }
          }
        }
      }
      const tokens = await readLines<{ tokenId: string; until: number; submission?: string }>(
        fileOf("tokens"),
      );
      const live = tokens.filter((entry) => entry.until > now);
      for (const entry of live)
        spent.set(entry.tokenId, { until: entry.until, submission: entry.submission });
      if (live.length < tokens.length)
        await replace(fileOf("tokens"), live.map((entry) => toJsonLine(entry)).join(""));
      states = subscriberStates(await readLines<NewsletterEvent>(fileOf("newsletter")));
      for (const line of await readLines<{ hash: string; mark: UnsubscribedMark | null }>(
        fileOf("unsubscribed"),
      )) {
        if (line.mark) marks.set(line.hash, line.mark);
        else marks.delete(line.hash);
      }
      for (const line of await readLines<{ hash: string }>(fileOf("suppressed")))
        suppressed.add(line.hash);
    },

    async accept(
      admission: Admission,
      record: StoredRecord,
      notify: readonly string[],
    ): Promise<Admitted> {
      const { now, submission } = admission;
      const id = tokenId(admission.token);
      // A post with a token whose first post is still being written waits for that write: the
      // token is then spent (this is a repeat or refused), or given back (this one may take it).
      for (let first = writing.get(id); first; first = writing.get(id))
        await first.catch(() => undefined);
      // From here to the write there is no await: the checks and the taking are one step.
      if (isSpent(id, now))
        return submission !== undefined && spent.get(id)?.submission === submission
          ? { ok: true, stored: false, repeat: true }
          : { ok: false, reason: "spent" };
      const limits = limiter(admission.limit, admission.windowMs);
      const allowed = limits.take(admission.limitKey, now);
      if (!allowed.allowed)
        return { ok: false, reason: "over-limit", retryAfterMs: allowed.retryAfterMs } as const;
      forgetSpent(now);
      spent.set(id, { until: admission.tokenExpiresAt, submission });

      const asked = record.form === "newsletter" ? (record as unknown as NewsletterEvent) : null;
      const previous = asked ? states.get(asked.email) : undefined;
      const kept = asked ? markOf(asked.email) : undefined;
      // A sign-up of an erased address is not stored: nothing would ever be sent to it, and it
      // would hold the address again.
      const stored = asked
        ? !isSuppressed(asked.email) && changesState(previous, asked) && markAllows(kept, asked)
        : true;
      const event = asked && storedSignUp(previous, kept, asked);
      if (event !== asked) record = event as unknown as StoredRecord;
      if (event && stored) states.set(event.email, nextState(previous, event));
      const line = record;
      const written = (async () => {
        try {
          if (event && stored) await mark(event);
          if (stored)
            await append(
              fileOf(line.form),
              toJsonLine({ ...line, notify, tokenId: id, submission }),
            );
          else
            await append(
              fileOf("tokens"),
              toJsonLine({ tokenId: id, until: admission.tokenExpiresAt, submission }),
            );
        } catch (error) {
          spent.delete(id);
          limits.release(admission.limitKey, now);
          if (event && stored) {
            if (previous) states.set(event.email, previous);
            else states.delete(event.email);
          }
          throw new StoreUnavailable(error);
        }
      })();
      writing.set(id, written);
      try {
        await written;
      } finally {
        writing.delete(id);
      }
      if (stored) addJobs(record, notify);
      return { ok: true, stored };
    },

    // The limits are held in memory: counted and given back at once.
    hit({ limitKey, limit, windowMs, now }: LimitHit) {
      const result = limiter(limit, windowMs).take(limitKey, now);
      return Promise.resolve(
        result.allowed
          ? ({ ok: true } as const)
          : ({ ok: false, retryAfterMs: result.retryAfterMs } as const),
      );
    },

    release({ limitKey, limit, windowMs, now }: LimitHit) {
      limiter(limit, windowMs).release(limitKey, now);
      return Promise.resolve();
    },

    async newsletterEvent(event: NewsletterEvent) {
      const previous = states.get(event.email);
      // An erased address's history is gone, but a link sent before it was erased stays dead.
      if (event.event === "confirmed" && isSuppressed(event.email)) return "dead-link" as const;
      if (isDeadConfirmation(previous, event)) return "dead-link" as const;
      if (!changesState(previous, event)) return false;
      states.set(event.email, nextState(previous, event));
      try {
        await mark(event);
        await append(
          fileOf("newsletter"),
          toJsonLine({ ...event, form: "newsletter", receivedAt: event.at }),
        );
      } catch (error) {
        if (previous) states.set(event.email, previous);
        else states.delete(event.email);
        throw new StoreUnavailable(error);
      }
      return true;
    },

    async newsletterEvents() {
      return (await readLines<NewsletterEvent>(fileOf("newsletter"))).map(
        (event) => withoutBookkeeping(event as never) as unknown as NewsletterEvent,
      );
    },

    forgetNewsletter(now: number) {
      const file = fileOf("newsletter");
      return serially(file, async () => {
        const events = await readLines<NewsletterEvent>(file);
        const kept = forgetStale(events, now);
        if (kept.length === events.length) return 0;
        await replace(file, kept.map((event) => toJsonLine({ ...event })).join(""));
        states = subscriberStates(kept);
        // A confirmation still owed to a forgotten address is never sent, nor kept with it.
        const still = new Set(kept.map((event) => event.id));
        await forgetNotifications(
          new Set(events.filter((event) => !still.has(event.id)).map((event) => event.id)),
        );
        return events.length - kept.length;
      });
    },

    // The jobs are held in memory: claimed, read and made due again at once.
    claimJobs(now: number, max: number, channel?: string) {
      const due: Job[] = [];
      const claim = randomUUID();
      for (const job of jobs.values()) {
        if (due.length >= max) break;
        if (channel !== undefined && job.channel !== channel) continue;
        if (job.claim || job.withdrawn || job.status !== "pending" || job.nextAttemptAt > now)
          continue;
        job.claim = claim;
        due.push({ ...job });
      }
      return Promise.resolve(due);
    },

    confirmClaim(job: Job) {
      const held = jobs.get(job.id);
      if (!held || !holds(job)) return Promise.resolve(false);
      if (!held.withdrawn) {
        held.sending = true;
        return Promise.resolve(true);
      }
      // Withdrawn by an erasure: its claim is let go.
      held.claim = undefined;
      return Promise.resolve(false);
    },

    // One process holds the folder, and a claim lasts as long as the process: it never runs out,
    // so it passes to no one else. Only a job recorded or let go meanwhile is no longer held.
    renewClaims(held: readonly Job[]) {
      return Promise.resolve(held.filter((job) => !holds(job)).map((job) => job.id));
    },

    jobSent(job: Job, at: number, refused?: readonly RefusedRecipient[]) {
      return done(job, at, undefined, refused);
    },

    jobDropped(job: Job, reason: DropReason, at: number) {
      return done(job, at, reason);
    },

    async jobFailed(job: Job, error: string, nextAttemptAt: number | null, at: number) {
      const held = jobs.get(job.id);
      if (!held || !holds(job)) return false;
      held.attempts = job.attempts + 1;
      held.lastError = error;
      held.status = nextAttemptAt === null ? "failed" : "pending";
      held.nextAttemptAt = nextAttemptAt ?? Infinity;
      held.claim = undefined;
      held.sending = false;
      await logDelivery({
        leadId: job.leadId,
        form: job.form,
        channel: job.channel,
        status: nextAttemptAt === null ? "failed" : "retry",
        at: new Date(at).toISOString(),
        attempts: held.attempts,
        error,
      }).catch((failure: unknown) => log.error("Could not log a failed notification:", failure));
      return true;
    },

    delivery(leadId: string, channel: string) {
      return Promise.resolve(delivered.get(`${leadId}-${channel}`));
    },

    retryFailed(now: number) {
      for (const job of jobs.values()) {
        if (job.status === "failed") job.attempts = 0;
        job.status = "pending";
        job.nextAttemptAt = Math.min(job.nextAttemptAt, now);
      }
      return Promise.resolve();
    },

    async leads(filter: LeadFilter = {}) {
      const names = (await readdir(dir).catch(() => [] as string[])).filter(
        (name) => name.endsWith(".jsonl") && !NOT_LEADS.has(name),
      );
      const delivered = deliveryStates(await readDeliveries(deliveryLog));
      const rows: LeadRow[] = [];
      for (const name of names) {
        const form = name.slice(0, -".jsonl".length);
        if (filter.form && filter.form !== form) continue;
        for (const line of await readLines<StoredRecord & { notify?: string[] }>(
          path.join(dir, name),
        )) {
          if (filter.since !== undefined && !(Date.parse(line.receivedAt) >= filter.since))
            continue;
          rows.push({
            form,
            lead: withoutBookkeeping(line),
            notification: notificationStatus(line, delivered),
          });
        }
      }
      return rows.sort((a, b) =>
        String(a.lead.receivedAt).localeCompare(String(b.lead.receivedAt)),
      );
    },

    async personalData(email: string): Promise<PersonalData> {
      const leads: StoredRecord[] = [];
      for (const name of await leadFiles())
        for (const line of await readLines<StoredRecord>(path.join(dir, name)))
          if (isAbout(line, email)) leads.push(withoutBookkeeping(line));
      const newsletter = (await readLines<NewsletterEvent>(fileOf("newsletter")))
        .filter((event) => isAbout(event, email))
        .map((event) => withoutBookkeeping(event as never) as unknown as NewsletterEvent);
      const ids = new Set([...leads, ...newsletter].map((record) => record.id));
      const deliveries = (await readDeliveries(deliveryLog)).filter((line) => ids.has(line.leadId));
      return { email, leads, newsletter, deliveries, suppressed: await this.isSuppressed(email) };
    },

    async erase(email: string, now: number): Promise<Erasure> {
      /** The records erased: each file's lines about the address when that file is rewritten. */
      const ids = new Set<string>();
      /**
       * Withdraws the notifications `which` picks (none is handed out again) and waits until none
       * of them is with its sender, so nothing about the address goes out once the erasure is done.
       */
      const withdraw = async (which: (job: Job) => boolean) => {
        const deadline = Date.now() + eraseWaitMs;
        for (let round = 0; ; round++) {
          const mine = [...jobs.values()].filter(which);
          for (const job of mine) job.withdrawn = true;
          const inFlight = mine.filter((job) => job.claim !== undefined && job.sending).length;
          if (!inFlight) return;
          if (Date.now() >= deadline)
            throw new Error(
              `${inFlight} notification(s) about ${email} are still being sent after ${Math.round(eraseWaitMs / 1000)} s; none of its notifications will be sent. Run the erasure again.`,
            );
          if (round === 0)
            log.warn(
              `Erasure: waiting for ${inFlight} notification(s) about this address already being sent.`,
            );
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };
      // First every notification about the address, before its records are read.
      await withdraw((job) => isAbout(job.payload, email));
      let leadCount = 0;
      for (const name of await leadFiles()) {
        const file = path.join(dir, name);
        leadCount += await serially(file, async () => {
          const lines = await readLines<StoredRecord>(file);
          const kept = lines.filter((line) => !isAbout(line, email));
          if (kept.length === lines.length) return 0;
          for (const line of lines) if (isAbout(line, email)) ids.add(line.id);
          await replace(file, kept.map((line) => toJsonLine(line)).join(""));
          return lines.length - kept.length;
        });
      }
      const newsletterFile = fileOf("newsletter");
      const { removed: newsletterCount, unsubscribed } = await serially(
        newsletterFile,
        async () => {
          const events = await readLines<NewsletterEvent>(newsletterFile);
          const mine = events.filter((event) => isAbout(event, email));
          if (!mine.length) return { removed: 0, unsubscribed: false };
          for (const event of mine) ids.add(event.id);
          const kept = events.filter((event) => !isAbout(event, email));
          await replace(newsletterFile, kept.map((event) => toJsonLine({ ...event })).join(""));
          states = subscriberStates(kept);
          return {
            removed: mine.length,
            unsubscribed: mine.some((event) => event.event === "unsubscribed"),
          };
        },
      );
      // A record of the address stored after its file was rewritten is kept, as a request made
      // after the erasure: its notifications are owed again. Those of the records erased (any
      // stored while the files were rewritten, too) are withdrawn, waited for and removed.
      for (const job of jobs.values())
        if (job.withdrawn && !ids.has(job.leadId) && isAbout(job.payload, email))
          job.withdrawn = false;
      const erased = (job: Job) => ids.has(job.leadId);
      await withdraw(erased);
      let notifications = 0;
      for (const job of [...jobs.values()].filter(erased)) {
        jobs.delete(job.id);
        notifications += 1;
      }
      forgetDeliveries(ids);
      const deliveries = await serially(deliveryLog, async () => {
        const lines = await readLines<Delivery>(deliveryLog);
        const kept = lines.filter((line) => !ids.has(line.leadId));
        if (kept.length === lines.length) return 0;
        await replace(deliveryLog, kept.map((line) => toJsonLine({ ...line })).join(""));
        return lines.length - kept.length;
      });
      // The history shows the unsubscribe, or, once it is forgotten, the mailbox's kept mark.
      const hadUnsubscribed = unsubscribed || markOf(email) !== undefined;
      if (hadUnsubscribed && !suppressed.has(addressHash(email))) {
        await append(
          fileOf("suppressed"),
          toJsonLine({ hash: addressHash(email), at: new Date(now).toISOString() }),
        );
        suppressed.add(addressHash(email));
      }
      const erasure: Erasure = {
        at: new Date(now).toISOString(),
        leads: leadCount,
        newsletter: newsletterCount,
        deliveries,
        notifications,
        suppressed: hadUnsubscribed,
      };
      // With a one-way hash of each removed record's id: no import brings one back.
      await append(
        fileOf("erasures"),
        toJsonLine({ ...erasure, records: [...ids].map((id) => recordHash(id)) }),
      );
      return erasure;
    },

    async isSuppressed(email: string) {
      // Read afresh when the folder's lock is not held (an export beside a running server).
      if (!locked)
        for (const line of await readLines<{ hash: string }>(fileOf("suppressed")))
          suppressed.add(line.hash);
      return isSuppressed(email);
    },

    async removeLeadsBefore(cutoff: number) {
      const ids = new Set<string>();
      let removed = 0;
      for (const name of await leadFiles()) {
        const file = path.join(dir, name);
        removed += await serially(file, async () => {
          const lines = await readLines<StoredRecord>(file);
          const old = (line: StoredRecord) => Date.parse(line.receivedAt) < cutoff;
          const kept = lines.filter((line) => !old(line));
          if (kept.length === lines.length) return 0;
          for (const line of lines) if (old(line)) ids.add(line.id);
          await replace(file, kept.map((line) => toJsonLine(line)).join(""));
          return lines.length - kept.length;
        });
      }
      if (!ids.size) return 0;
      await forgetNotifications(ids);
      return removed;
    },

    async secret(name: string) {
      const file = path.join(dir, `${name}.key`);
      await mkdir(dir, { recursive: true, mode: DIR_MODE });
      try {
        // `wx` never overwrites: two processes starting together end up with the same key.
        await writeFile(file, randomBytes(32).toString("hex"), { flag: "wx", mode: FILE_MODE });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      return (await readFile(file, "utf8")).trim();
    },

    async close() {
      await Promise.all([...queues.values()].map((queue) => queue.catch(() => undefined)));
      if (locked) {
        locked = false;
        await unlink(path.join(dir, LOCK_FILE)).catch(() => undefined);
      }
    },
  };
}
