import { describe, expect, it } from "vitest";
import { acknowledgement as WORDS } from "../../core/content/words.ts";
import { fillIn } from "../../core/forms/fill-in.ts";
import {
  acknowledgementLine,
  notSent,
  ukClock,
  type AcknowledgementState,
} from "./acknowledgement.ts";
import { RECIPIENT_LIMITS } from "./recipients.ts";
import { DROP_REASONS } from "../store/types.ts";

const words = WORDS.inLeadEmail;
const email = "ada@example.com";

describe("the lead e-mail's acknowledgement line", () => {
  it.each<[AcknowledgementState, string]>([
    [{ state: "sent", at: "14:05 GMT" }, fillIn(words.sent, { email, time: "14:05 GMT" })],
    [{ state: "queued" }, fillIn(words.queued, { email })],
    [
      { state: "retrying", attempts: 2, error: "550 no\r\nBcc: x@example.com" },
      fillIn(words.retrying, { email, attempts: "2", error: "550 no Bcc: x@example.com" }),
    ],
    [
      { state: "failed", attempts: 20, error: "timeout" },
      fillIn(words.failed, { email, attempts: "20", error: "timeout" }),
    ],
    [{ state: "off" }, words.off],
    [{ state: "limited", count: 3 }, fillIn(words.limited, { count: "3" })],
    [{ state: "suppressed" }, words.suppressed],
    [{ state: "noAddress" }, words.noAddress],
    [{ state: "dropped" }, fillIn(words.dropped, { email })],
  ])("%j", (state, value) => {
    expect(acknowledgementLine(state, email)).toEqual([words.label, value]);
  });
});

describe("an acknowledgement that does not go", () => {
  const limited = fillIn(words.limited, { count: String(RECIPIENT_LIMITS.perMailbox) });
  const said = {
    limited,
    suppressed: words.suppressed,
    off: words.off,
    noAddress: words.noAddress,
  };
  it.each(DROP_REASONS)("for %s, says why, as the decision before storing says it", (reason) => {
    expect(acknowledgementLine(notSent(reason), email)).toEqual([words.label, said[reason]]);
  });

  it("says it was not sent when the log kept no reason it knows", () => {
    expect(acknowledgementLine(notSent(undefined), email)).toEqual([
      words.label,
      fillIn(words.dropped, { email }),
    ]);
  });
});

describe("ukClock", () => {
  const now = Date.parse("2026-07-01T16:00:00Z");
  it.each([
    ["2026-07-01T13:05:00Z", "14:05 BST"],
    ["2026-07-01T23:30:00Z", "Thursday 2 July at 00:30 BST"],
    ["2026-01-15T09:00:00Z", "Thursday 15 January at 09:00 GMT"],
  ])("%s is %s", (iso, shown) => {
    expect(ukClock(iso, now)).toBe(shown);
  });
});
