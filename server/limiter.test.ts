import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter.ts";

describe("createLimiter", () => {
  it("allows `limit` attempts per key in a window, then says when to retry", () => {
    const limiter = createLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.check("a", 0).allowed).toBe(true);
    expect(limiter.check("a", 10).allowed).toBe(true);
    const refused = limiter.check("a", 20);
    expect(refused).toMatchObject({ allowed: false, retryAfterMs: 980 });
    expect(limiter.check("b", 20).allowed).toBe(true);
    expect(limiter.check("a", 1001).allowed).toBe(true);
  });

  it("prunes keys whose window has passed", () => {
    const limiter = createLimiter({ limit: 5, windowMs: 1000 });
    for (let i = 0; i < 1000; i++) limiter.check(`k${i}`, 0);
    expect(limiter.size).toBe(1000);
    limiter.check("late", 5000);
    expect(limiter.size).toBe(1);
  });

  it("holds no more than maxKeys, forgetting the least recently seen", () => {
    const limiter = createLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 });
    limiter.check("kept", 0);
    for (let i = 0; i < 100_000; i++) {
      limiter.check(`flood${i}`, i % 1000);
      if (i % 50 === 0) limiter.check("kept", i % 1000);
    }
    expect(limiter.size).toBe(100);
    expect(limiter.check("kept", 1000).allowed).toBe(false);
  });
});
