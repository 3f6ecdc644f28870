import { readFileSync } from "node:fs";
import path from "node:path";
import site from "../../site/_data/site.json" with { type: "json" };
import { describeLeadsConfig, emailEnabled, readLeadsConfig } from "./config.ts";
import { createMailer } from "./mailer.ts";
import { leadMessage, type Lead } from "./message.ts";
import { CONFIRM_TTL_MS, confirmationMessage, createNewsletter } from "./newsletter.ts";
import { createNotifier, type Sender } from "./notifier.ts";
import { RECIPIENT_LIMITS, takeAllowance } from "./recipients.ts";
import { signLink, type LinkAction } from "./signed-link.ts";
import { postWebhook, webhookBody } from "./webhook.ts";
import type { Job, NewsletterEvent, Store } from "../store/types.ts";
import type { Tokens } from "../token-signer.ts";

export interface LeadsOptions {
  /** The built site, whose `newsletter/index.html` frames the newsletter's result pages. */
  root: string;
  env: Record<string, string | undefined>;
  /** The address this server answers on, for e-mail links when `SITE_URL` is not set. */
  origin: () => string;
  store: Store;
  limit: number;
  windowMs: number;
  trustProxy: number;
  /** The form token issuer; by default the process's own, which the enquiry forms share. */
  tokens?: Tokens;
  /** Retry timing; the defaults suit production. */
  retry?: {
    baseDelayMs?: number;
    maxDelayMs?: number;
    maxAttempts?: number;
    pollMs?: number;
    sendTimeoutMs?: number;
    renewMs?: number;
  };
  log?: Pick<Console, "log" | "warn" | "error">;
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

  let secret: Promise<string> | undefined;
  const linkSecret = () =>
    (secret ??= config.secret
      ? Promise.resolve(config.secret)
      : options.store.secret("newsletter"));

  /**
   * Whether an e-mail to an address a visitor typed may go now. Over the mailbox's daily
   * allowance it is dropped (logged, recorded as done): more would flood a stranger's inbox. Over
   * the site's hourly ceiling it waits (retried with backoff).
   */
  const withinAllowance = async (job: Job, email: string) => {
    // The first attempt is the e-mail; a retry of one that failed is the same e-mail.
    const allowance = await takeAllowance(options.store, email, Date.now(), job.attempts === 0);
    if (allowance.ok) return true;
    if (allowance.reason === "site")
      throw new Error("the site's hourly ceiling of e-mails to visitors' addresses is reached");
    log.warn(
      `Not sent: the ${job.channel} e-mail for ${job.form} ${job.leadId}; its address has had ${RECIPIENT_LIMITS.perMailbox} e-mails from the site today.`,
    );
    return false;
  };

  const senders: Record<string, Sender> = {};
  if (mailer) {
    senders.email = (job, signal) =>
      mailer.send(
        leadMessage(job.form, job.payload as Lead, {
          from: config.from,
          to: config.to,
          siteName,
          domain,
        }),
        signal,
      );
    // The confirmation's links are signed when it is sent, from the sign-up it was owed for.
    senders.newsletter = async (job, signal) => {
      const { email, at } = job.payload as unknown as NewsletterEvent;
      if (!(await withinAllowance(job, email))) return;
      const key = await linkSecret();
      const origin = config.siteUrl ?? options.origin();
      const link = (action: LinkAction, expiresAt: number) =>
        `${origin}/newsletter/${action}?token=${signLink({ action, email, expiresAt }, key)}`;
      await mailer.send(
        confirmationMessage({
          from: config.from,
          to: email,
          siteName,
          confirmUrl: link("confirm", Date.parse(at) + CONFIRM_TTL_MS),
          // An unsubscribe link must keep working for as long as the address is on the list.
          unsubscribeUrl: link("unsubscribe", 0),
        }),
        signal,
      );
    };
  }
  if (config.webhookUrl && config.webhookSecret) {
    const { webhookUrl, webhookSecret } = config;
    senders.webhook = (job, signal) =>
      postWebhook(webhookUrl, webhookBody(job.form, job.payload as Lead), webhookSecret, {
        leadId: job.leadId,
        signal,
      });
  }

  const notifier = createNotifier({ store: options.store, senders, log, ...options.retry });
  const leadChannels = [
    ...(senders.email ? ["email"] : []),
    ...(senders.webhook ? ["webhook"] : []),
  ];

  const forget = () => options.store.forgetNewsletter(Date.now());
  let forgetTimer: NodeJS.Timeout | undefined;

  let shell: string | undefined;
  const newsletter = createNewsletter({
    endpoint: new URL(site.endpoints.newsletter, "http://localhost").pathname,
    store: options.store,
    doubleOptIn: Boolean(mailer),
    secret: linkSecret,
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

    /** The site's public origin for links: `SITE_URL`, else the address this server answers on. */
    siteOrigin: () => config.siteUrl ?? options.origin(),

    /** The notifications a stored record of `form` is owed; stored with it, in one write. */
    channels: (form: string): readonly string[] =>
      form === "newsletter" ? (senders.newsletter ? ["newsletter"] : []) : leadChannels,

    /** Sends what is owed now, rather than at the next look. */
    notify: () => notifier.kick(),

    /** The start-up lines saying where leads go. */
    describe: () => describeLeadsConfig(config, options.store.description),

    /** Delivers what earlier runs left, and forgets stale newsletter addresses now and daily. */
    async start() {
      await forget().catch((error: unknown) => log.error("Newsletter clean-up:", error));
      forgetTimer = setInterval(() => void forget().catch(() => undefined), 24 * 60 * 60 * 1000);
      forgetTimer.unref();
      await notifier.start();
    },

    async stop() {
      clearInterval(forgetTimer);
      await notifier.stop();
      mailer?.close();
    },
  };
}

export type Leads = ReturnType<typeof createLeads>;
