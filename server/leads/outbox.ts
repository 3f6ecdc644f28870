import { randomUUID } from "node:crypto";
import { appendFile, mkdir, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/** One notification waiting to go out; its file in the outbox folder is the source of truth. */
export interface Job {
  /** `<leadId>-<channel>`: enqueueing the same notification twice keeps one job. */
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
  payload: unknown;
}

/** Delivers one job; throws when it did not go (the outbox then retries). */
export type Sender = (job: Job) => Promise<void>;

/** One line of `notifications.jsonl`: a notification that went out. */
export interface Delivery {
  leadId: string;
  form: string;
  channel: string;
  status: "sent";
  at: string;
  attempts: number;
}

export interface OutboxOptions {
  /** Folder of pending jobs, one JSON file each. */
  dir: string;
  /** Append-only log of delivered notifications. */
  deliveredLog: string;
  senders: Record<string, Sender>;
  /** First retry delay; each later one doubles, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Attempts before a job is marked failed and left for a person to see. */
  maxAttempts?: number;
  now?: () => number;
  log?: Pick<Console, "warn" | "error">;
}

/** Retry delay after `attempts` failures: base × 2^(attempts−1), capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

const SAFE_ID = /^[\w-]{1,120}$/;

/** Writes a whole file or nothing: a reader or a crash never sees half a job. */
async function writeAtomically(file: string, contents: string) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  await writeFile(temporary, contents, "utf8");
  await rename(temporary, file);
}

/** Every job in an outbox folder, oldest first; unreadable files are skipped. */
export async function readJobs(dir: string): Promise<Job[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const jobs: Job[] = [];
  for (const name of names) {
    if (!name.endsWith(".json") || name.startsWith(".")) continue;
    try {
      jobs.push(JSON.parse(await readFile(path.join(dir, name), "utf8")) as Job);
    } catch {
      // Removed while listing, or not a job: nothing to deliver.
    }
  }
  return jobs.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * A durable queue of notifications on disk with at-least-once delivery. A job is written (atomically)
 * before anyone is answered, deleted only after its sender succeeded and the delivery was logged, and
 * retried with exponential backoff meanwhile; a restart picks up every job left in the folder. A crash
 * between sending and deleting sends that one notification again, which is why messages carry the
 * lead's id.
 */
export function createOutbox(options: OutboxOptions) {
  const now = options.now ?? Date.now;
  const log = options.log ?? console;
  const baseDelayMs = options.baseDelayMs ?? 5_000;
  // An hour apart at most: a mail server back up after a long outage is noticed within the hour.
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  // With the defaults, 20 attempts span about ten hours before a job is marked failed.
  const maxAttempts = options.maxAttempts ?? 20;
  const fileOf = (id: string) => path.join(options.dir, `${id}.json`);
  const ready = mkdir(options.dir, { recursive: true });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  /** Tries one job; true when it went out and left the outbox. */
  async function attempt(job: Job): Promise<boolean> {
    const sender = options.senders[job.channel];
    try {
      if (!sender) throw new Error(`no sender for channel "${job.channel}"`);
      await sender(job);
    } catch (error) {
      job.attempts += 1;
      job.lastError = error instanceof Error ? error.message : String(error);
      const what = `${job.channel} notification for ${job.form} lead ${job.leadId}`;
      if (job.attempts >= maxAttempts) {
        job.status = "failed";
        log.error(
          `Gave up on the ${what} after ${job.attempts} attempts: ${job.lastError}. It stays in ${options.dir}; a restart retries it.`,
        );
      } else {
        job.nextAttemptAt = now() + backoffMs(job.attempts, baseDelayMs, maxDelayMs);
        log.warn(`Could not send the ${what} (attempt ${job.attempts}): ${job.lastError}`);
      }
      await writeAtomically(fileOf(job.id), JSON.stringify(job));
      return false;
    }
    const delivery: Delivery = {
      leadId: job.leadId,
      form: job.form,
      channel: job.channel,
      status: "sent",
      at: new Date(now()).toISOString(),
      attempts: job.attempts + 1,
    };
    await appendFile(options.deliveredLog, `${JSON.stringify(delivery)}\n`, "utf8");
    await unlink(fileOf(job.id)).catch(() => undefined);
    return true;
  }

  async function run() {
    clearTimeout(timer);
    await ready;
    let next = Infinity;
    for (const job of await readJobs(options.dir)) {
      if (stopped) return;
      if (job.status !== "pending") continue;
      if (job.nextAttemptAt <= now() && (await attempt(job))) continue;
      if (job.status === "pending") next = Math.min(next, job.nextAttemptAt);
    }
    if (!stopped && next < Infinity) {
      timer = setTimeout(kick, Math.max(0, next - now()));
      // The server's socket keeps the process alive; a pending retry alone should not.
      timer.unref();
    }
  }

  /** Runs the queue now, or once more after the run in progress. */
  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => log.error("Outbox:", error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    dir: options.dir,

    /** Resolves once the job is on disk; delivery happens afterwards, never in the caller's way. */
    async enqueue(spec: { channel: string; leadId: string; form: string; payload: unknown }) {
      const id = `${spec.leadId}-${spec.channel}`;
      if (!SAFE_ID.test(id)) throw new Error(`Unsafe notification id: ${id}`);
      const job: Job = {
        id,
        ...spec,
        createdAt: new Date(now()).toISOString(),
        attempts: 0,
        nextAttemptAt: now(),
        status: "pending",
      };
      await ready;
      await writeAtomically(fileOf(id), JSON.stringify(job));
      kick();
    },

    /** Starts delivering; jobs left by an earlier run, failed ones included, are due at once. */
    async start() {
      await ready;
      const left = await readJobs(options.dir);
      for (const job of left) {
        if (job.status === "pending" && job.nextAttemptAt <= now()) continue;
        if (job.status === "failed") job.attempts = 0;
        job.status = "pending";
        job.nextAttemptAt = now();
        await writeAtomically(fileOf(job.id), JSON.stringify(job));
      }
      stopped = false;
      kick();
    },

    /** Stops scheduling and waits for the delivery in progress. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
