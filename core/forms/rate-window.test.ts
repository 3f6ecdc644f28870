import { describe, expect, it } from "vitest";
import { rateLimit } from "./rate-window.ts";

/** Submits at each time in turn, keeping the history, and returns whether each was allowed. */
function run(times: number[]) {
  let history: number[] = [];
  return times.map((now) => {
    const result = rateLimit(history, now);
    history = result.history;
    return result;
  });
}

describe("rateLimit", () => {
  it("allows three submissions in a minute and refuses the fourth", () => {
    expect(run([0, 1_000, 2_000, 3_000]).map((r) => r.allowed)).toEqual([true, true, true, false]);
  });

  it("says how long until a slot frees up", () => {
    expect(run([0, 10_000, 20_000, 30_000])[3]!.retryAfterMs).toBe(30_000);
  });

  it("allows the first submission after the oldest leaves the window", () => {
    expect(run([0, 1_000, 2_000, 59_999, 60_000]).map((r) => r.allowed)).toEqual([
      true,
      true,
      true,
      false,
      true,
    ]);
  });

  it("is rolling, not a fixed minute", () => {
    expect(run([0, 30_000, 59_000, 61_000, 62_000]).map((r) => r.allowed)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it("does not count a refused submission", () => {
    const results = run([0, 1, 2, 3, 4, 60_000]);
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false, true]);
  });

  it("takes another limit and window", () => {
    expect(rateLimit([0], 10, 1, 100)).toMatchObject({ allowed: false, retryAfterMs: 90 });
    expect(rateLimit([0], 100, 1, 100).allowed).toBe(true);
  });

  it("does not change the history it is given", () => {
    const history = [0, 1, 2];
    rateLimit(history, 100_000);
    expect(history).toEqual([0, 1, 2]);
  });
});
