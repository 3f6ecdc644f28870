export interface RateLimitResult {
  allowed: boolean;
  /** How long until the oldest submission leaves the window; 0 when allowed. */
  retryAfterMs: number;
  /** The times still inside the window, with `now` added when allowed. */
  history: number[];
}

/**
 * A rolling-window limit: allows `now` when fewer than `limit` earlier times fall within the
 * `windowMs` before it. Pure: the caller keeps the history and passes the clock in.
 */
export function rateLimit(
  history: readonly number[],
  now: number,
  limit = 3,
  windowMs = 60_000,
): RateLimitResult {
  const recent = history.filter((time) => time > now - windowMs && time <= now);
  if (recent.length < limit) return { allowed: true, retryAfterMs: 0, history: [...recent, now] };
  const oldest = Math.min(...recent);
  return { allowed: false, retryAfterMs: oldest + windowMs - now, history: recent };
}
