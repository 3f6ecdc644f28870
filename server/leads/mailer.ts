import nodemailer from "nodemailer";
import type { MailMessage } from "./message.ts";

/** An SMTP client for a connection URL, with timeouts short enough that a dead server fails fast. */
export function createMailer(smtpUrl: string) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    /** Resolves once the server accepted the message for every recipient; rejects otherwise. */
    async send(message: MailMessage): Promise<void> {
      const info = await transport.sendMail(message);
      if (info.rejected?.length)
        throw new Error(`rejected recipients: ${info.rejected.join(", ")}`);
    },
    close: () => transport.close(),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
