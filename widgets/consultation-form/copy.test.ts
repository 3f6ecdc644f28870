import { describe, expect, it } from "vitest";
import { DEFAULT_COPY, mergeCopy } from "./copy.ts";

describe("mergeCopy", () => {
  it("keeps every default the partner's copy leaves out", () => {
    const merged = mergeCopy({ submit: "Book", messages: { failed: "No." } });
    expect(merged.submit).toBe("Book");
    expect(merged.messages.failed).toBe("No.");
    expect(merged.messages.overLimit).toBe(DEFAULT_COPY.messages.overLimit);
    expect(merged.labels).toEqual(DEFAULT_COPY.labels);
  });

  it("takes the over-the-limit messages under the names earlier releases gave them", () => {
    const merged = mergeCopy({
      messages: {
        rateLimit: "Slow down.",
        rateLimitWait: "{seconds} s.",
        rateLimitWaitOne: "1 s.",
      },
    });
    expect(merged.messages).toMatchObject({
      overLimit: "Slow down.",
      overLimitWait: "{seconds} s.",
      overLimitWaitOne: "1 s.",
    });
  });

  it("prefers today's name when a copy gives both", () => {
    const merged = mergeCopy({ messages: { rateLimit: "Old.", overLimit: "New." } });
    expect(merged.messages.overLimit).toBe("New.");
  });
});
