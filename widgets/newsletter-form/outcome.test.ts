import { newsletterStatus } from "../../core/content/words.ts";
import { describe, expect, it } from "vitest";
import { describeOutcome } from "./outcome.ts";

const { failed } = newsletterStatus;

describe("describeOutcome", () => {
  it("joins the server's title and message into sentences when the sign-up worked", () => {
    expect(
      describeOutcome(202, {
        ok: true,
        title: "Check your inbox",
        message: "We have e-mailed you a link.",
      }),
    ).toEqual({ done: true, text: "Check your inbox. We have e-mailed you a link." });
  });

  it("shows the server's reason and keeps the field when it was refused", () => {
    expect(describeOutcome(422, { ok: false, message: "That is not an address." })).toEqual({
      done: false,
      text: "That is not an address.",
    });
  });

  it("falls back to a plain failure when the answer is not the endpoint's JSON", () => {
    expect(describeOutcome(502, null)).toEqual({
      done: false,
      text: failed,
    });
  });

  it("never counts a 2xx without ok as done", () => {
    expect(describeOutcome(200, { message: "Hello" }).done).toBe(false);
  });
});
