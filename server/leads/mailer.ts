import { Socket } from "node:net";
import { Readable } from "node:stream";
import nodemailer from "nodemailer";
import type { MailMessage } from "./message.ts";
import type { RefusedRecipient } from "../store/types.ts";

/** How long the whole of one send may take by default: connect, greeting, the message, the answer. */
export const SEND_TIMEOUT_MS = 60_000;

/**
 * An SMTP client for a connection URL. Each message goes over its own connection, on a socket
 * this module holds, so a send can be ended whatever the server does: a server that answers
 * slowly but never finishes (endless continuation lines never leave the socket idle) is cut off
 * when `signal` aborts or `totalTimeoutMs` has passed, not only after a silence.
 */
export function createMailer(
  smtpUrl: string,
  options: {
    totalTimeoutMs?: number;
    /** Told of a message that went, but not to these recipients (the server refused them). */
    onRefused?: (message: MailMessage, refused: string[]) => void;
  } = {},
) {
  const totalTimeoutMs = options.totalTimeoutMs ?? SEND_TIMEOUT_MS;
  return {
    /**
     * Resolves once the server accepted the message for at least one recipient, with those it
     * refused and its answer for each (they go to `onRefused` too): it went, so it is not sent
     * again, since a retry would give the others a second copy. Rejects when it went to no one.
     */
    async send(
      message: MailMessage,
      signal?: AbortSignal,
      beforeData?: () => Promise<void>,
    ): Promise<{ refused: RefusedRecipient[] }> {
      const socket = new Socket();
      const transport = nodemailer.createTransport({
        url: smtpUrl,
        socket,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
      // The message's text is read only once the server has taken the recipients and said to go
      // ahead with it (its answer to DATA): \`beforeData\` is asked then, and when it throws the
      // text is never sent, the connection is dropped before the message's end, and the server
      // delivers nothing.
      if (beforeData)
        transport.use("stream", (mail, done) => {
          mail.message.processFunc((input) =>
            Readable.from(asked(beforeData, input), { objectMode: false }),
          );
          done();
        });
      const limit = AbortSignal.timeout(totalTimeoutMs);
      // Cut off by the time limit, or by the caller (its own time limit, or the job is no longer
      // this worker's to send).
      const stop = () => {
        const reason: unknown = signal?.aborted ? signal.reason : limit.reason;
        const why = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
        socket.destroy(
          new Error(
            signal?.aborted
              ? `the send was stopped (${why})`
              : `the mail server did not finish within the time limit (${why})`,
          ),
        );
      };
      limit.addEventListener("abort", stop, { once: true });
      signal?.addEventListener("abort", stop, { once: true });
      try {
        if (signal?.aborted) throw signal.reason;
        const info = await transport.sendMail(message);
        const address = (recipient: string | { address: string }) =>
          typeof recipient === "string" ? recipient : recipient.address;
        const refused = (info.rejected ?? []).map(address);
        if (!info.accepted?.length) throw new Error(`rejected recipients: ${refused.join(", ")}`);
        if (refused.length) options.onRefused?.(message, refused);
        const answers = (info as { rejectedErrors?: { recipient?: string; response?: string }[] })
          .rejectedErrors;
        return {
          refused: refused.map((recipient) => ({
            address: recipient,
            error:
              answers?.find((answer) => answer.recipient === recipient)?.response ??
              "refused by the mail server",
          })),
        };
      } finally {
        limit.removeEventListener("abort", stop);
        signal?.removeEventListener("abort", stop);
        socket.destroy();
        transport.close();
      }
    },
    close: () => undefined,
  };
}

export type Mailer = ReturnType<typeof createMailer>;

/** The chunks of `input`, once `check` has resolved (it is asked when the first is wanted). */
async function* asked(check: () => Promise<void>, input: Readable): AsyncGenerator<Buffer> {
  try {
    await check();
  } catch (error) {
    input.destroy();
    throw error;
  }
  for await (const chunk of input) yield chunk as Buffer;
}
