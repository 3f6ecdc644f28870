import { describe, expect, it } from "vitest";
import { isOwed, latestDelivery, readDelivery, type Delivery } from "./types.ts";

const line = (status: string, seconds: number): Delivery =>
  readDelivery({
    leadId: "lead",
    form: "contact",
    channel: "email",
    status,
    at: new Date(Date.UTC(2026, 10, 27, 9, 0, seconds)).toISOString(),
    attempts: seconds,
  });

describe("reading the delivery log", () => {
  it.each([
    ["sent", "sent"],
    ["dropped", "dropped"],
    ["retry", "retry"],
    ["failed", "failed"],
    ["bounced", "unknown"],
    ["", "unknown"],
    [null, "unknown"],
  ])("reads a line with status %j as %s", (status, read) => {
    const delivery = readDelivery({ ...line("sent", 0), status });
    expect(delivery.status).toBe(read);
    expect(delivery.unknownStatus).toBe(read === "unknown" ? String(status) : undefined);
  });

  // Lines of one notification in the order they were written, and what became of it.
  it.each([
    [["retry"], "retry", true],
    [["retry", "failed"], "failed", true],
    [["retry", "sent"], "sent", false],
    [["sent", "retry"], "sent", false],
    [["dropped", "failed"], "dropped", false],
    [["retry", "bounced"], "unknown", false],
    [["bounced", "retry"], "unknown", false],
    [["bounced", "failed"], "unknown", false],
    [["bounced", "sent"], "sent", false],
    [["sent", "bounced"], "sent", false],
  ])(
    "of %j, the line that says what became of it is %s; owed again: %s",
    (statuses, said, owed) => {
      let latest: Delivery | undefined;
      statuses.forEach((status, index) => (latest = latestDelivery(latest, line(status, index))));
      expect(latest?.status).toBe(said);
      expect(isOwed(latest)).toBe(owed);
    },
  );

  it("owes a notification with no line yet", () => {
    expect(isOwed(undefined)).toBe(true);
  });
});
