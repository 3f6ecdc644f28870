import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import site from "../../site/_data/site.json" with { type: "json" };
import { describeLeadsConfig, emailEnabled, readLeadsConfig, type LeadsConfig } from "./config.ts";
import { createMailer } from "./mailer.ts";
import { leadMessage, type Lead } from "./message.ts";
import { parseJsonLines } from "./export.ts";
import {
  confirmationMessage,
  createNewsletter,
  forgetStale,
  type NewsletterEvent,
} from "./newsletter.ts";
import { createOutbox, type Job } from "./outbox.ts";
import { postWebhook, webhookBody } from "./webhook.ts";
import type { Tokens } from "../token.ts";

export interface LeadsOptions {
  dataDir: string;
  /** The built site, whose `newsletter/index.html` frames the newsletter's result pages. */
  root: string;
  env: Record<string, string | undefined>;
  /** The address this server answers on, for e-mail links when `SITE_URL` is not set. */
  origin: () => string;
  store: { append(name: string, record: Record<string, unknown>): Promise<void> };
  limit: number;
  windowMs: number;
  trustProxy: number;
  /** The form token issuer; by default the process's own, which the enquiry forms share. */
  tokens?: Tokens;
  /** Retry timing; the defaults suit production. */
  retry?: { baseDelayMs?: number; maxDelayMs?: number; maxAttempts?: number };
  log?: Pick<Console, "log" | "warn" | "error">;
}

/** The key that signs newsletter links: `LEADS_SECRET`, or one made once and kept in the data folder. */
async function loadSecret(config: LeadsConfig, dataDir: string): Promise<string> {
  if (config.secret) return config.secret;
  const file = path.join(dataDir, "newsletter.key");
  await mkdir(dataDir, { recursive: true });
  try {
    // `wx` never overwrites: two processes starting together end up with the same key.
    await writeFile(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return (await readFile(file, "utf8")).trim();
}

/**
 * Everything that happens to a lead after it is stored: the e-mail to the business and the
 * optional webhook, both through the outbox, and the newsletter's endpoint and links.
 */
export function createLeads(options: LeadsOptions) {
  const log = options.log ?? console;
  const config = readLeadsConfig(options.env, site);
  const mailer = emailEnabled(config) ? createMailer(config.smtpUrl) : undefined;
  const domain = site.email.split("@")[1] ?? "localhost";
  const siteName = site.name;

  const senders: Record<string, (job: Job) => Promise<void>> = {};
  if (mailer) {
    senders.email = (job) =>
      mailer.send(
        leadMessage(job.form, job.payload as Lead, {
          from: config.from,
          to: config.to,
          siteName,
          domain,
        }),
      );
    senders.newsletter = (job) => {
      const payload = job.payload as { email: string; confirmUrl: string; unsubscribeUrl: string };
      return mailer.send(
        confirmationMessage({ from: config.from, to: payload.email, siteName, ...payload }),
      );
    };
  }
  if (config.webhookUrl && config.webhookSecret) {
    const { webhookUrl, webhookSecret } = config;
    senders.webhook = (job) =>
      postWebhook(webhookUrl, webhookBody(job.form, job.payload as Lead), webhookSecret, {
        leadId: job.leadId,
      });
  }

  const outbox = createOutbox({
    dir: path.join(options.dataDir, "outbox"),
    deliveredLog: path.join(options.dataDir, "notifications.jsonl"),
    senders,
    log,
    ...options.retry,
  });

  // Newsletter lines are written one at a time, so that forgetting stale addresses (a rewrite of
  // the file) never races a new sign-up.
  let newsletterWrites: Promise<unknown> = Promise.resolve();
  const newsletterFile = path.join(options.dataDir, "newsletter.jsonl");
  const serially = <T>(write: () => Promise<T>): Promise<T> => {
    const next = newsletterWrites.catch(() => undefined).then(write);
    newsletterWrites = next;
    return next;
  };
  const forget = () =>
    serially(async () => {
      const text = await readFile(newsletterFile, "utf8").catch(() => "");
      const events = parseJsonLines<NewsletterEvent>(text);
      const kept = forgetStale(events, Date.now());
      if (kept.length === events.length) return;
      const temporary = `${newsletterFile}.tmp`;
      await writeFile(
        temporary,
        kept.map((event) => `${JSON.stringify(event)}\n`).join(""),
        "utf8",
      );
      await rename(temporary, newsletterFile);
    });
  let forgetTimer: NodeJS.Timeout | undefined;

  let secret: Promise<string> | undefined;
  let shell: string | undefined;
  const newsletter = createNewsletter({
    endpoint: new URL(site.endpoints.newsletter, "http://localhost").pathname,
    store: { append: (name, record) => serially(() => options.store.append(name, record)) },
    outbox: mailer ? outbox : undefined,
    secret: () => (secret ??= loadSecret(config, options.dataDir)),
    origin: () => config.siteUrl ?? options.origin(),
    consent: site.newsletter.consent,
    page: () => {
      try {
        shell ??= readFileSync(path.join(options.root, "newsletter", "index.html"), "utf8");
      } catch {
        shell = "";
      }
      return shell;
    },
    limit: options.limit,
    windowMs: options.windowMs,
    trustProxy: options.trustProxy,
    tokens: options.tokens,
  });

  return {
    config,
    newsletter,

    /**
     * Queues the notifications for a stored lead. Resolves once they are on disk (a few
     * milliseconds); sending happens later. A failure here is logged, never shown to the visitor:
     * the lead itself is already kept.
     */
    async notify(form: string, lead: Lead): Promise<void> {
      const channels = [
        ...(senders.email ? ["email"] : []),
        ...(senders.webhook ? ["webhook"] : []),
      ];
      for (const channel of channels) {
        try {
          await outbox.enqueue({ channel, leadId: lead.id, form, payload: lead });
        } catch (error) {
          log.error(
            `Could not queue the ${channel} notification for ${form} lead ${lead.id}:`,
            error,
          );
        }
      }
    },

    /** The start-up lines saying where leads go. */
    describe: () =>
      describeLeadsConfig(config, path.relative(process.cwd(), options.dataDir) || "."),

    /** Delivers what earlier runs left, and forgets stale newsletter addresses now and daily. */
    async start() {
      await forget().catch((error: unknown) => log.error("Newsletter clean-up:", error));
      forgetTimer = setInterval(() => void forget().catch(() => undefined), 24 * 60 * 60 * 1000);
      forgetTimer.unref();
      await outbox.start();
    },

    async stop() {
      clearInterval(forgetTimer);
      await outbox.stop();
      mailer?.close();
    },
  };
}

export type Leads = ReturnType<typeof createLeads>;
