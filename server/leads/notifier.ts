import type { Job, Store } from "../store/types.ts";

/** Delivers one job; throws when it did not go (the job is then retried). */
export type Sender = (job: Job) => Promise<void>;

export interface NotifierOptions {
  store: Pick<Store, "claimJobs" | "jobSent" | "jobFailed" | "retryFailed">;
  senders: Record<string, Sender>;
  /** First retry delay; each later one doubles, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Attempts before a job is marked failed and left for a person to see. */
  maxAttempts?: number;
  /** How often the store is asked for due jobs when nothing woke the notifier. */
  pollMs?: number;
  now?: () => number;
  log?: Pick<Console, "warn" | "error">;
}

/** Retry delay after `attempts` failures: base × 2^(attempts−1), capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends what the store says is owed, at least once. A job is claimed from the store (no other
 * worker, in this process or another, gets it meanwhile), sent, and only then recorded as sent;
 * a failure is recorded with its next attempt, backing off exponentially. A crash between sending
 * and recording sends that one notification again, which is why messages carry the lead's id.
 */
export function createNotifier(options: NotifierOptions) {
  const now = options.now ?? Date.now;
  const log = options.log ?? console;
  const baseDelayMs = options.baseDelayMs ?? 5_000;
  // An hour apart at most: a mail server back up after a long outage is noticed within the hour.
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  // With the defaults, 20 attempts span about ten hours before a job is marked failed.
  const maxAttempts = options.maxAttempts ?? 20;
  const pollMs = options.pollMs ?? 1_000;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function attempt(job: Job) {
    const sender = options.senders[job.channel];
    try {
      if (!sender) throw new Error(`no sender for channel "${job.channel}"`);
      await sender(job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const attempts = job.attempts + 1;
      const what = `${job.channel} notification for ${job.form} lead ${job.leadId}`;
      const giveUp = attempts >= maxAttempts;
      if (giveUp)
        log.error(
          `Gave up on the ${what} after ${attempts} attempts: ${message}. A restart retries it.`,
        );
      else log.warn(`Could not send the ${what} (attempt ${attempts}): ${message}`);
      await options.store.jobFailed(
        job,
        message,
        giveUp ? null : now() + backoffMs(attempts, baseDelayMs, maxDelayMs),
        now(),
      );
      return;
    }
    await options.store.jobSent(job, now());
  }

  async function run() {
    clearTimeout(timer);
    for (;;) {
      if (stopped) return;
      const due = await options.store.claimJobs(now(), 10);
      if (!due.length) break;
      await Promise.all(due.map((job) => attempt(job)));
    }
  }

  function schedule() {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(kick, pollMs);
    // The server's socket keeps the process alive; a pending retry alone should not.
    timer.unref();
  }

  /** Looks for due jobs now, or once more after the run in progress. */
  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => log.error("Notifications:", error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        } else schedule();
      });
  }

  return {
    kick,
    /** Starts delivering; jobs left by an earlier run, failed ones included, are due at once. */
    async start() {
      await options.store
        .retryFailed(now())
        .catch((error: unknown) => log.error("Notifications: could not retry failed ones:", error));
      stopped = false;
      kick();
    },
    /** Stops looking and waits for the delivery in progress. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
