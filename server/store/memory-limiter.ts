import { rateLimit, type RateLimitResult } from "../../core/forms/rate-window.ts";

export interface LimiterOptions {
  /** Accepted submissions allowed per key in one window. */
  limit: number;
  windowMs: number;
  /** Most keys remembered at once; the least recently recorded is forgotten first. */
  maxKeys?: number;
}

/**
 * The server's rate limit: accepted submissions per key (a client address and a form) within a
 * rolling window. `check` counts nothing and only `record` adds, so refused attempts (an invalid
 * field, a bad token) never count against an honest visitor. Memory is bounded: keys whose window
 * has passed are pruned at most once per window, and no more than `maxKeys` are ever held.
 */
export function createLimiter({ limit, windowMs, maxKeys = 10_000 }: LimiterOptions) {
  const history = new Map<string, number[]>();
  let lastPrune = 0;

  const prune = (now: number) => {
    lastPrune = now;
    for (const [key, times] of history) {
      if (times.every((time) => time <= now - windowMs)) history.delete(key);
    }
  };

  return {
    /** Whether one more may be accepted for `key` now, and if not, how long until one may. */
    check(key: string, now: number): RateLimitResult {
      return rateLimit(history.get(key) ?? [], now, limit, windowMs);
    },
    /**
     * Checks and counts in one step: when one more is allowed, it is counted at `now` before
     * anything else can run, so concurrent requests can never all pass.
     */
    take(key: string, now: number): RateLimitResult {
      const result = rateLimit(history.get(key) ?? [], now, limit, windowMs);
      if (result.allowed) this.record(key, now);
      return result;
    },
    /** Takes back one count made at `time` (its submission could not be stored). */
    release(key: string, time: number): void {
      const times = history.get(key);
      const index = times?.indexOf(time) ?? -1;
      if (index >= 0) times!.splice(index, 1);
    },
    /** Counts one accepted submission for `key` at `now`. */
    record(key: string, now: number): void {
      if (now - lastPrune >= windowMs) prune(now);
      const { history: times } = rateLimit(history.get(key) ?? [], now, Infinity, windowMs);
      // Re-inserting keeps the map in order of last use, so the first key is the stalest.
      history.delete(key);
      history.set(key, times);
      while (history.size > maxKeys) history.delete(history.keys().next().value!);
    },
    get size() {
      return history.size;
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
