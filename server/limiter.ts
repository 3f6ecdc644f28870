import { rateLimit, type RateLimitResult } from "../widgets/shared/rate-limit.ts";

export interface LimiterOptions {
  /** Submissions allowed per key in one window. */
  limit: number;
  windowMs: number;
  /** Most keys remembered at once; the least recently seen is forgotten first. */
  maxKeys?: number;
}

/**
 * A rolling-window rate limiter per key with bounded memory: keys whose window has passed are
 * pruned at most once per window, and no more than `maxKeys` are ever held, so a flood of new
 * addresses costs a fixed amount of memory.
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
    /** Records an attempt for `key` at `now` when allowed, and says whether it was. */
    check(key: string, now: number): RateLimitResult {
      if (now - lastPrune >= windowMs) prune(now);
      const result = rateLimit(history.get(key) ?? [], now, limit, windowMs);
      // Re-inserting keeps the map in order of last use, so the first key is the stalest.
      history.delete(key);
      history.set(key, result.history);
      while (history.size > maxKeys) history.delete(history.keys().next().value!);
      return result;
    },
    get size() {
      return history.size;
    },
  };
}
