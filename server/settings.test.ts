import { describe, expect, it } from "vitest";
import { readSettings } from "./settings.ts";

describe("readSettings", () => {
  it("gives the defaults when nothing is set", () => {
    const settings = readSettings({});
    expect(settings.port).toBe(8080);
    expect(settings.formRateLimit).toBeGreaterThan(0);
    expect(settings.retentionMonths).toBe(24);
  });

  it("reads whole numbers in range", () => {
    expect(
      readSettings({ PORT: "0", FORM_RATE_LIMIT: " 12 ", LEADS_RETENTION_MONTHS: "6" }),
    ).toEqual({ port: 0, formRateLimit: 12, retentionMonths: 6 });
  });

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
