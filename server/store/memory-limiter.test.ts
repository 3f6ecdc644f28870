import { describe, expect, it } from "vitest";
import { createLimiter } from "./memory-limiter.ts";

describe("createLimiter", () => {
  it("allows `limit` accepted submissions per key in a window, then says when to retry", () => {
    const limiter = createLimiter({ limit: 2, windowMs: 1000 });
    limiter.record("a", 0);
    limiter.record("a", 10);
    expect(limiter.check("a", 20)).toMatchObject({ allowed: false, retryAfterMs: 980 });
    expect(limiter.check("b", 20).allowed).toBe(true);
    expect(limiter.check("a", 1001).allowed).toBe(true);
  });

  it("counts only what is recorded, so refused attempts never use up the allowance", () => {
    const limiter = createLimiter({ limit: 1, windowMs: 1000 });
    for (let i = 0; i < 10; i++) expect(limiter.check("a", i).allowed).toBe(true);
    limiter.record("a", 10);
    expect(limiter.check("a", 11).allowed).toBe(false);
  });

  it("prunes keys whose window has passed", () => {
    const limiter = createLimiter({ limit: 5, windowMs: 1000 });
    for (let i = 0; i < 1000; i++) limiter.record(`k${i}`, 0);
    expect(limiter.size).toBe(1000);
    limiter.record("late", 5000);
    expect(limiter.size).toBe(1);
  });

  it("holds no more than maxKeys, forgetting the least recently recorded", () => {
    const limiter = createLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 });
    limiter.record("kept", 0);
    for (let i = 0; i < 100_000; i++) {
      limiter.record(`flood${i}`, i % 1000);
      if (i % 50 === 0) limiter.record("kept", i % 1000);
    }
    expect(limiter.size).toBe(100);
    expect(limiter.check("kept", 1000).allowed).toBe(false);
  });
});
