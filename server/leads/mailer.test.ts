import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
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

describe("a send asked whether it may still go right before the message's text", () => {
  /** A mail server that notes each step of a session, and the messages it delivers. */
  async function notingServer(steps: string[]) {
    const delivered: string[] = [];
    let sessionEnded: () => void;
    const ended = new Promise<void>((resolve) => (sessionEnded = resolve));
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        steps.push(`RCPT ${address.address}`);
        callback();
      },
      onData(stream, _session, callback) {
        steps.push("DATA");
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        // Only a message whose end arrived is delivered; a session cut off mid-message is not.
        stream.on("end", () => {
          delivered.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
      onClose() {
        sessionEnded();
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;
    return { url: `smtp://127.0.0.1:${port}`, delivered, ended };
  }

  it("is asked once the server has taken the recipients and said to send the text, which then goes", async () => {
    const steps: string[] = [];
    const mail = await notingServer(steps);
    await createMailer(mail.url).send(message(["sales@example.co.uk"]), undefined, () => {
      steps.push("asked");
      return Promise.resolve();
    });
    expect(steps).toEqual(["RCPT sales@example.co.uk", "DATA", "asked"]);
    expect(mail.delivered).toHaveLength(1);
  });

  it("sends nothing of the message when the answer is no, and says why", async () => {
    const steps: string[] = [];
    const mail = await notingServer(steps);
    await expect(
      createMailer(mail.url).send(message(["sales@example.co.uk"]), undefined, () => {
        steps.push("asked");
        return Promise.reject(new Error("its record is being erased"));
      }),
    ).rejects.toThrow(/its record is being erased/);
    expect(steps).toEqual(["RCPT sales@example.co.uk", "DATA", "asked"]);
    // Whatever the session was going to deliver, it has once the connection is gone.
    await mail.ended;
    expect(mail.delivered).toEqual([]);
  });
});
