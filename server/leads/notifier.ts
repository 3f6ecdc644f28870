import {
  DROP_REASON_TEXT,
  type DropReason,
  type Job,
  type RefusedRecipient,
  type Store,
} from "../store/types.ts";

/** What a sender returns for a job it deliberately does not send: why not. */
export interface Dropped {
  dropped: DropReason;
}

/** What a sender returns for a message that went, but not to every recipient: those refused. */
export interface Delivered {
  refused: readonly RefusedRecipient[];
}

/**
 * Thrown by `stillOwed` when a job confirmed before its send is not to go after all: its record is
 * being erased, or its claim passed to another worker (which sends it). Nothing of it must go.
 */
export class NotOwed extends Error {
  constructor() {
    super("not sent: its record is being erased, or its claim passed to another worker");
  }
}

/**
 * Delivers one job; throws when it did not go (the job is then retried), or returns `Dropped` when
 * it is not to go at all (the job is then done, and logged as dropped with its reason, never as
 * sent). A message that went to some recipients only returns the others as `Delivered`: the job
 * is sent, and each refused recipient is logged as dropped. `signal` aborts when the send has run
 * out of time, or the job is no longer this worker's: the sender should drop its connection then.
 * `stillOwed` asks the store once more, at the last moment a sender can (an e-mail's recipients
 * taken, its text not yet sent), whether the job is still owed and still this worker's: it throws
 * `NotOwed` when it is not, and the sender then sends nothing of it.
 */
export type Sender = (
  job: Job,
  signal: AbortSignal,
  stillOwed: () => Promise<void>,
) => Promise<void | Dropped | Delivered>;

export interface NotifierOptions {
  store: Pick<
    Store,
    | "claimJobs"
    | "confirmClaim"
    | "jobSent"
    | "jobDropped"
    | "jobFailed"
    | "retryFailed"
    | "renewClaims"
  >;
  senders: Record<string, Sender>;
  /** First retry delay; each later one doubles, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Attempts before a job is marked failed and left for a person to see. */
  maxAttempts?: number;
  /** How often the store is asked for due jobs when nothing woke the notifier. */
  pollMs?: number;
  /** The most one send may take, all of it (connect, greeting, the whole message). */
  sendTimeoutMs?: number;
  /** How often the claims this process holds are renewed while it sends or records them. */
  renewMs?: number;
  now?: () => number;
  log?: Pick<Console, "warn" | "error">;
}

/** Retry delay after `attempts` failures: base × 2^(attempts−1), capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Runs `send` with an abort signal that fires after `ms`; rejects then, whatever `send` does. */
export async function withTimeLimit<T>(
  ms: number,
  send: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`gave up after ${Math.round(ms / 1000)} s`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([send(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** A send that went out (or a job dropped) whose record could not be written yet. */
interface Unrecorded {
  job: Job;
  at: number;
  tries: number;
  nextTryAt: number;
  /** Set when the job was not sent on purpose: why. */
  dropped?: DropReason;
  /** The recipients the mail server refused while it took the message for the others. */
  refused?: readonly RefusedRecipient[];
}

/**
 * Sends what the store says is owed. A job is claimed from the store (no other worker, in this
 * process or another, gets it while the claim lasts; the claim is renewed while this process
 * holds the job), confirmed still owed at the last moment (an erasure of its record may have
 * begun since it was claimed: then it is not sent), sent, and only then recorded as sent (or,
 * when its sender says it is not to go, recorded as dropped with the reason); a failed send is
 * recorded with its next attempt, backing off exponentially. A send whose record cannot be written (a full disk, the
 * database away) is never sent again for that: it is kept here, still claimed, and recorded as
 * soon as the store takes it, backing off like a failed send. Only a process that dies between a
 * send and its record leaves that one notification to be sent again, which is why messages carry
 * the lead's id. Each channel (e-mail, webhook, …) has its own queue, and every send has a time
 * limit, so one stuck server delays nothing else.
 *
 * A claim that ran out while this process stalled or could not reach the store may have passed
 * to another worker. The store says so at each step (renewal, confirmation, record): a job whose
 * claim is lost is not sent, a send of it in progress is aborted, and a failure or a drop is not
 * recorded over the new holder.
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
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  const renewMs = options.renewMs ?? 5_000;

  const channels = Object.keys(options.senders);
  /** Jobs this process holds: being sent, or sent and not yet recorded. */
  const held = new Map<string, Job>();
  /** The sends in progress, by job id: aborted when the job's claim turns out to be lost. */
  const sending = new Map<string, AbortController>();
  const unrecorded = new Map<string, Unrecorded>();
  /** Jobs claimed whose confirmation the store could not answer: still held, asked again soon. */
  const unconfirmed = new Map<string, { job: Job; tries: number; nextTryAt: number }>();
  let timer: NodeJS.Timeout | undefined;
  let renewTimer: NodeJS.Timeout | undefined;
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  let stopped = true;

  /**
   * When a job held while the store was away is tried again (a record, a confirmation): backing
   * off as a failed send does, but never more than 30 s apart, since its claim is held meanwhile.
   */
  const soon = (tries: number) =>
    now() + backoffMs(tries, baseDelayMs, Math.min(maxDelayMs, 30_000));

  async function record(entry: Unrecorded) {
    const { job } = entry;
    const what = `${job.channel} notification for ${job.form} lead ${job.leadId}`;
    try {
      const own = entry.dropped
        ? await options.store.jobDropped(job, entry.dropped, entry.at)
        : await options.store.jobSent(job, entry.at, entry.refused);
      unrecorded.delete(job.id);
      held.delete(job.id);
      if (!own)
        log.error(
          entry.dropped
            ? `Did not record the ${what} as dropped: it is no longer this process's (its claim ran out and another worker holds it, and decides).`
            : `Sent the ${what}, but it was no longer this process's to send (its claim ran out and passed to another worker, this process cut off from the store meanwhile, or its record was removed): it may have gone twice.`,
        );
    } catch (error) {
      entry.tries += 1;
      entry.nextTryAt = soon(entry.tries);
      unrecorded.set(entry.job.id, entry);
      if (entry.tries === 1)
        log.error(
          `${entry.dropped ? "Dropped" : "Sent"} the ${entry.job.channel} notification for ${entry.job.form} lead ${entry.job.leadId} but could not record it (${(error as Error).message}); it is not sent again, and is recorded once the store can write.`,
        );
    }
  }

  async function attempt(job: Job, tries = 0) {
    const sender = options.senders[job.channel];
    const what = `${job.channel} notification for ${job.form} lead ${job.leadId}`;
    held.set(job.id, job);
    // Asked at the last moment: a job whose record is being erased is not to go.
    const owed = await options.store.confirmClaim(job, now()).catch((error: unknown) => {
      if (tries === 0)
        log.warn(
          `Could not confirm the ${what} is still owed (${(error as Error).message}); tried again soon.`,
        );
      return undefined;
    });
    if (owed === undefined) {
      // The store away: the job stays held (its claim renewed once the store is back) and is
      // asked about again soon, as a record is, not left until its claim runs out.
      // Had the claim run out meanwhile and passed to another worker, the store says so then.
      unconfirmed.set(job.id, { job, tries: tries + 1, nextTryAt: soon(tries + 1) });
      return;
    }
    if (!owed) {
      held.delete(job.id);
      log.warn(
        `Not sent: the ${what}; its record is being erased or is gone, or its claim ran out and another worker holds it.`,
      );
      return;
    }
    let outcome: void | Dropped | Delivered;
    // Aborted should a renewal find the claim lost meanwhile: the new holder sends it.
    const lost = new AbortController();
    sending.set(job.id, lost);
    try {
      if (!sender) throw new Error(`no sender for channel "${job.channel}"`);
      // One signal for both (AbortSignal.any needs Node 20.3): the time limit aborts it too.
      // Confirmed again right before the text goes: an erasure begun since, or a claim lost to
      // another worker, stops it there (its claim renewed otherwise, as at the first confirmation).
      const stillOwed = async () => {
        if (!(await options.store.confirmClaim(job, now()))) throw new NotOwed();
      };
      outcome = await withTimeLimit(sendTimeoutMs, (signal) => {
        signal.addEventListener("abort", () => lost.abort(signal.reason), { once: true });
        return sender(job, lost.signal, stillOwed);
      });
    } catch (error) {
      if (error instanceof NotOwed) {
        // Not an attempt that failed: it is not this worker's to send or record any more.
        held.delete(job.id);
        log.warn(
          `Not sent: the ${what}; its record is being erased or is gone, or its claim ran out and another worker holds it (found right before its text was sent).`,
        );
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const attempts = job.attempts + 1;
      const giveUp = attempts >= maxAttempts;
      if (giveUp)
        log.error(
          `Gave up on the ${what} after ${attempts} attempts: ${message}. A restart retries it.`,
        );
      else log.warn(`Could not send the ${what} (attempt ${attempts}): ${message}`);
      held.delete(job.id);
      // Not recorded (the store is away): its claim runs out and it is due again then.
      const own = await options.store
        .jobFailed(
          job,
          message,
          giveUp ? null : now() + backoffMs(attempts, baseDelayMs, maxDelayMs),
          now(),
        )
        .catch((failure: unknown) =>
          log.error(`Could not record a failed ${what}: ${(failure as Error).message}`),
        );
      if (own === false)
        log.warn(
          `The failed ${what} is not recorded: its claim ran out and another worker holds it, whose attempt counts.`,
        );
      return;
    } finally {
      sending.delete(job.id);
    }
    const dropped = outcome && "dropped" in outcome ? outcome.dropped : undefined;
    const refused = outcome && "refused" in outcome ? outcome.refused : undefined;
    if (dropped)
      log.warn(
        `Not sent: the ${job.channel} notification for ${job.form} lead ${job.leadId}; ${DROP_REASON_TEXT[dropped]}.`,
      );
    await record({ job, at: now(), tries: 0, nextTryAt: 0, dropped, refused });
  }

  async function run(channel: string) {
    for (const entry of [...unrecorded.values()])
      if (entry.job.channel === channel && entry.nextTryAt <= now()) await record(entry);
    const asked = [...unconfirmed.values()].filter(
      (entry) => entry.job.channel === channel && entry.nextTryAt <= now(),
    );
    for (const entry of asked) unconfirmed.delete(entry.job.id);
    await Promise.all(asked.map((entry) => attempt(entry.job, entry.tries)));
    for (;;) {
      if (stopped) return;
      const due = await options.store.claimJobs(now(), 10, channel);
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

  function kickChannel(channel: string) {
    if (stopped) return;
    if (running.has(channel)) {
      again.add(channel);
      return;
    }
    running.set(
      channel,
      run(channel)
        .catch((error: unknown) =>
          log.error(`Notifications (${channel}): ${(error as Error)?.message ?? error}`),
        )
        .finally(() => {
          running.delete(channel);
          if (again.delete(channel)) kickChannel(channel);
        }),
    );
  }

  /** Looks for due jobs on every channel now, or once more after the run in progress. */
  function kick() {
    for (const channel of channels) kickChannel(channel);
    schedule();
  }

  function renew() {
    if (held.size)
      options.store
        .renewClaims([...held.values()], now())
        .then((lost) => {
          for (const id of lost) {
            // Not yet confirmed: let go here. Being sent: stopped, and let go when it ends.
            if (unconfirmed.delete(id)) held.delete(id);
            sending
              .get(id)
              ?.abort(new Error("its claim ran out and passed to another worker, which sends it"));
          }
        })
        .catch(() => undefined /* the store is away: renewed on the next round */);
  }

  return {
    kick,
    /** Starts delivering; jobs left by an earlier run, failed ones included, are due at once. */
    async start() {
      await options.store
        .retryFailed(now())
        .catch((error: unknown) => log.error("Notifications: could not retry failed ones:", error));
      stopped = false;
      renewTimer = setInterval(renew, renewMs);
      renewTimer.unref();
      kick();
    },
    /** Stops looking and waits for the deliveries in progress. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all(running.values());
      for (const entry of [...unrecorded.values()]) await record(entry);
      clearInterval(renewTimer);
    },
    /** Sends that went out and are waiting for the store to record them (for tests). */
    unrecorded: () => unrecorded.size,
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
