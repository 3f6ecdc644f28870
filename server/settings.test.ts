import { describe, expect, it } from "vitest";
import { TOKEN_RULES } from "../core/forms/limits.ts";
import { readSettings } from "./settings.ts";

describe("readSettings", () => {
  it("gives the defaults when nothing is set", () => {
    const settings = readSettings({});
    expect(settings.port).toBe(8080);
    expect(settings.formRateLimit).toBeGreaterThan(0);
    expect(settings.retentionMonths).toBe(24);
    expect(settings.minFillMs).toBe(3_000);
    expect(readSettings({ NODE_ENV: "test" }).minFillMs).toBe(3_000);
  });

  it("reads whole numbers in range", () => {
    expect(
      readSettings({ PORT: "0", FORM_RATE_LIMIT: " 12 ", LEADS_RETENTION_MONTHS: "6" }),
    ).toEqual({ port: 0, formRateLimit: 12, retentionMonths: 6, minFillMs: 3_000 });
  });

  it("lets only tests shorten the minimum fill time, and never to nothing", () => {
    expect(readSettings({ NODE_ENV: "test", FORM_MIN_FILL_MS: "200" }).minFillMs).toBe(200);
    expect(readSettings({ NODE_ENV: "test", FORM_MIN_FILL_MS: "1" }).minFillMs).toBe(1);
    expect(readSettings({ FORM_MIN_FILL_MS: " 3000 " }).minFillMs).toBe(TOKEN_RULES.minFillMs);
    for (const value of ["0", "-1", "abc", "", "3001", "60000"])
      expect(() => readSettings({ NODE_ENV: "test", FORM_MIN_FILL_MS: value })).toThrow(
        `FORM_MIN_FILL_MS must be a whole number from 1 to 3000, not "${value}"`,
      );
  });

  it.each([["production"], ["development"], [undefined], [""]])(
    "keeps the minimum fill time at 3000 ms with NODE_ENV=%j, refusing any other value",
    (nodeEnv) => {
      for (const value of ["0", "200", "2999", "5000", ""])
        expect(() => readSettings({ NODE_ENV: nodeEnv, FORM_MIN_FILL_MS: value })).toThrow(
          `FORM_MIN_FILL_MS can only be 3000 outside tests (NODE_ENV=test), not "${value}"`,
        );
    },
  );

  it.each([
    ["FORM_RATE_LIMIT", ""],
    ["FORM_RATE_LIMIT", "abc"],
    ["FORM_RATE_LIMIT", "-1"],
    ["FORM_RATE_LIMIT", "0"],
    ["FORM_RATE_LIMIT", "2.5"],
    ["FORM_RATE_LIMIT", "1e3"],
    ["FORM_RATE_LIMIT", "Infinity"],
    ["PORT", "65536"],
    ["PORT", "http"],
    ["LEADS_RETENTION_MONTHS", "0"],
    ["LEADS_RETENTION_MONTHS", "two years"],
  ])("refuses %s=%j in one line naming it", (name, value) => {
    expect(() => readSettings({ [name]: value })).toThrow(
      new RegExp(
        `^${name} must be a whole number from \\d+ to \\d+, not "${value.replace(/[.+]/g, "\\$&")}"$`,
      ),
    );
  });
});
