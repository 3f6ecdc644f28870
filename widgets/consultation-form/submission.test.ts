import { describe, expect, it } from "vitest";
import { consultation } from "../../core/forms/definitions.ts";
import { HONEYPOT, emptyValues } from "../../core/forms/fields.ts";
import { BROWSER_LIMIT } from "../../core/forms/limits.ts";
import { consultationForm } from "../../core/content/words.ts";
import {
  FIELD_NAMES,
  buildPayload,
  checkSubmission,
  failureFor,
  readAnswer,
  type Failure,
} from "./submission.ts";

const valid = {
  ...emptyValues(consultation),
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
};
const token = "abcdefghij0123456789";

describe("checkSubmission", () => {
  it("goes in order: honeypot, fields, token, then the limit", () => {
    const full = Array<number>(BROWSER_LIMIT.submissions).fill(1000);
    const check = (values: Record<string, string>, tokenValue: string, history: number[]) =>
      checkSubmission({ values, token: tokenValue, history, now: 2000 }).kind;
    expect(check({ ...emptyValues(consultation), [HONEYPOT]: "x" }, "", full)).toBe("honeypot");
    expect(check(emptyValues(consultation), "", full)).toBe("invalid");
    expect(check(valid, "short", full)).toBe("token");
    expect(check(valid, token, full)).toBe("over-limit");
    expect(check(valid, token, [])).toBe("send");
  });

  it("leaves a token that has not arrived yet to the sender, which fetches one first", () => {
    expect(checkSubmission({ values: valid, token: undefined, history: [], now: 2000 }).kind).toBe(
      "send",
    );
  });

  it("allows the browser's limit per rolling window, then refuses until the oldest leaves", () => {
    const times = Array.from({ length: BROWSER_LIMIT.submissions }, (_, i) => i * 10);
    const refused = checkSubmission({ values: valid, token, history: times, now: 100 });
    expect(refused).toEqual({ kind: "over-limit", retryAfterMs: BROWSER_LIMIT.windowMs - 100 });
    const later = checkSubmission({
      values: valid,
      token,
      history: times,
      now: BROWSER_LIMIT.windowMs + 1,
    });
    expect(later.kind).toBe("send");
  });
});

describe("buildPayload", () => {
  it("sends every field in the definition's order, the honeypot, then the token, time and form key", () => {
    const body = buildPayload({ ...valid, firstName: " Ada " }, token, 1234, "partner-a");
    expect([...body.keys()]).toEqual([...FIELD_NAMES, "_token", "_timestamp", "_formKey"]);
    expect(FIELD_NAMES).toEqual([...consultation.fields.map((field) => field.name), HONEYPOT]);
    expect(body.get("firstName")).toBe("Ada");
    expect(body.get("_timestamp")).toBe("1234");
    expect(body.get("_formKey")).toBe("partner-a");
  });
});

describe("readAnswer", () => {
  it.each([
    [201, null, null, { kind: "sent" }],
    [200, null, null, { kind: "sent" }],
    [403, { error: "token" }, null, { kind: "token" }],
    [429, null, "42", { kind: "over-limit", retryAfterSeconds: 42 }],
    [429, null, null, { kind: "over-limit", retryAfterSeconds: 60 }],
    [
      422,
      { fields: { email: "invalid", nope: "invalid", phone: "odd" } },
      null,
      { kind: "invalid", errors: { email: "invalid" } },
    ],
    [422, { fields: {} }, null, { kind: "failed" }],
    [500, null, null, { kind: "failed" }],
    [404, null, null, { kind: "failed" }],
  ] as const)("%i %j (Retry-After %s) means %j", (status, body, retryAfter, expected) => {
    expect(readAnswer(status, body, retryAfter)).toEqual(expected);
  });
});

describe("failureFor", () => {
  const { messages } = consultationForm;
  const cases: [Failure, { reason: string; message: string; offerEmail: boolean }][] = [
    [{ kind: "token" }, { reason: "token", message: messages.security, offerEmail: false }],
    [
      { kind: "over-limit", limit: "browser" },
      { reason: "rate-limited", message: messages.overLimit, offerEmail: false },
    ],
    [
      { kind: "over-limit", limit: "server", retryAfterSeconds: 42 },
      {
        reason: "throttled",
        message: `${messages.overLimit} ${messages.overLimitWait.replace("{seconds}", "42")}`,
        offerEmail: false,
      },
    ],
    [
      { kind: "over-limit", limit: "server", retryAfterSeconds: 1 },
      {
        reason: "throttled",
        message: `${messages.overLimit} ${messages.overLimitWaitOne}`,
        offerEmail: false,
      },
    ],
    [{ kind: "network" }, { reason: "network", message: messages.failed, offerEmail: true }],
    [{ kind: "server" }, { reason: "server", message: messages.failed, offerEmail: true }],
  ];
  for (const [failure, told] of cases)
    it(`${told.reason}: "${told.message}"${told.offerEmail ? ", with the e-mail address" : ""}`, () =>
      expect(failureFor(failure, messages)).toEqual(told));

  it("says the over-the-limit message alone when the copy has no wait sentence", () =>
    expect(
      failureFor(
        { kind: "over-limit", limit: "server", retryAfterSeconds: 5 },
        { overLimit: "Slow down." },
      ).message,
    ).toBe("Slow down."));
});
