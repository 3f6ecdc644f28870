import { describe, expect, it } from "vitest";
import {
  leadCsvRows,
  neutraliseCell,
  notificationStatus,
  parseJsonLines,
  toCsv,
  toTable,
} from "./export.ts";
import type { Delivery } from "../store/types.ts";

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
  const lead = { id: "l", notify: ["email", "webhook"] };
  const line = (channel: string, status: Delivery["status"], attempts: number): Delivery => ({
    leadId: "l",
    form: "contact",
    channel,
    status,
    at: "",
    attempts,
    error: status === "sent" ? undefined : `${channel} answered 500`,
  });
  const states = (...lines: Delivery[]) =>
    new Map(lines.map((delivery) => [`${delivery.leadId}-${delivery.channel}`, delivery]));

  it("says what was sent and what still waits, with the last error", () => {
    expect(
      notificationStatus(lead, states(line("email", "sent", 1), line("webhook", "failed", 20))),
    ).toBe("email sent; webhook failed (20 attempts: webhook answered 500)");
    expect(notificationStatus(lead, states(line("webhook", "retry", 2)))).toBe(
      "email pending; webhook pending (2 attempts: webhook answered 500)",
    );
  });

  it("says off when nothing was owed", () => {
    expect(notificationStatus({ id: "l" }, states())).toBe("off");
  });
});

describe("leadCsvRows", () => {
  it("has one column per field seen, in order, after the fixed ones", () => {
    const rows = leadCsvRows([
      {
        form: "contact",
        lead: { id: "1", form: "contact", receivedAt: "t", firstName: "A", budgetRange: "25-50k" },
        notification: "off",
      },
      {
        form: "consultation",
        lead: { id: "2", form: "consultation", receivedAt: "t", firstName: "B", budget: "£1" },
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
