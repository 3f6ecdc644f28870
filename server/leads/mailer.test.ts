import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";
import { startSmtp } from "../../tests/leads-servers.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A mail server that refuses `refused`, closed after the test. */
async function mailServer(refused: string[]) {
  const server = await startSmtp(0, { refuse: refused });
  cleanups.push(server.close);
  return { url: server.url, delivered: () => server.messages.map((m) => m.recipients) };
}

const message = (to: string[]) => ({
  from: "website@example.co.uk",
  to,
  subject: "New contact request",
  text: "A lead.",
  html: "<p>A lead.</p>",
});

describe("a message the mail server takes for some recipients and refuses for others", () => {
  it("counts as sent, so a retry never sends it to the others again, and names the refused", async () => {
    const mail = await mailServer(["typo@example.co.uk"]);
    const refused: string[][] = [];
    const sent = await createMailer(mail.url, {
      onRefused: (_message, to) => refused.push(to),
    }).send(message(["sales@example.co.uk", "typo@example.co.uk", "director@example.co.uk"]));
    expect(refused).toEqual([["typo@example.co.uk"]]);
    // Each refused address with the server's answer, for the delivery log.
    expect(sent).toEqual({
      refused: [
        { address: "typo@example.co.uk", error: expect.stringContaining("550") as unknown },
      ],
    });
    expect(mail.delivered()).toEqual([["sales@example.co.uk", "director@example.co.uk"]]);
  });

  it("fails when it is refused for every recipient, so it is tried again", async () => {
    const mail = await mailServer(["typo@example.co.uk"]);
    await expect(createMailer(mail.url).send(message(["typo@example.co.uk"]))).rejects.toThrow();
    expect(mail.delivered()).toEqual([]);
  });
});
