import { describe, expect, it } from "vitest";
import {
  leadCsvRows,
  neutraliseCell,
  notificationStatus,
  parseJsonLines,
  toCsv,
  toTable,
} from "./export.ts";
import type { Job } from "./outbox.ts";

describe("neutraliseCell", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+44 20 7946 0018", "'+44 20 7946 0018"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=cmd", "'\t=cmd"],
    ["Ada", "Ada"],
    ["a=b", "a=b"],
  ])("%j becomes %j", (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });
});

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks, ends lines with CRLF and starts with a BOM", () => {
    expect(toCsv([["a", 'say "hi"', "x,y", "two\nlines"]])).toBe(
      '\ufeffa,"say ""hi""","x,y","two\nlines"\r\n',
    );
  });
});

describe("notificationStatus", () => {
  const job = (status: Job["status"], attempts: number): Job => ({
    id: "l-webhook",
    channel: "webhook",
    leadId: "l",
    form: "contact",
    createdAt: "",
    attempts,
    nextAttemptAt: 0,
    status,
    lastError: "webhook answered 500",
    payload: {},
  });

  it("says what was sent and what still waits, with the last error", () => {
    expect(
      notificationStatus(
        [{ leadId: "l", form: "contact", channel: "email", status: "sent", at: "", attempts: 1 }],
        [job("failed", 20)],
      ),
    ).toBe("email sent; webhook failed (20 attempts: webhook answered 500)");
    expect(notificationStatus([], [job("pending", 0)])).toBe("webhook pending");
  });

  it("says off when nothing was queued", () => {
    expect(notificationStatus([], [])).toBe("off");
  });
});

describe("leadCsvRows", () => {
  it("has one column per field seen, in order, after the fixed ones", () => {
    const rows = leadCsvRows([
      {
        form: "contact",
        lead: { id: "1", receivedAt: "t", firstName: "A", budgetRange: "25-50k" },
        notification: "off",
      },
      {
        form: "consultation",
        lead: { id: "2", receivedAt: "t", firstName: "B", budget: "£1" },
        notification: "email sent",
      },
    ]);
    expect(rows[0]).toEqual([
      "form",
      "id",
      "receivedAt",
      "formKey",
      "origin",
      "firstName",
      "budgetRange",
      "budget",
      "notification",
    ]);
    expect(rows[2]).toEqual(["consultation", "2", "t", "", "", "B", "", "£1", "email sent"]);
  });
});

describe("parseJsonLines", () => {
  it("skips a line torn by a crash", () => {
    expect(parseJsonLines('{"a":1}\n{"a":\n{"a":3}\n')).toEqual([{ a: 1 }, { a: 3 }]);
  });
});

describe("toTable", () => {
  it("aligns columns and cuts long cells", () => {
    expect(
      toTable(
        [
          ["a", "bb"],
          ["ccc", "d".repeat(50)],
        ],
        10,
      ),
    ).toBe(`a    bb\nccc  ${"d".repeat(9)}…`);
  });
});
