import { readFileSync } from "node:fs";
import path from "node:path";
import { site } from "../../core/content/words.ts";
import { describeLeadsConfig, emailEnabled, readLeadsConfig } from "./config.ts";
import {
  ACKNOWLEDGED_FORMS,
  acknowledgementLine,
  acknowledgementMessage,
  visitorAddress,
  type AcknowledgementState,
} from "./acknowledgement.ts";
import { createMailer } from "./mailer.ts";
import { leadMessage, type Lead } from "./message.ts";
import { CONFIRM_TTL_MS, confirmationMessage, createNewsletter } from "./newsletter.ts";
import { createNotifier, type Sender } from "./notifier.ts";
import { RECIPIENT_LIMITS, takeAllowance } from "./recipients.ts";
import { signLink, type LinkAction } from "./signed-link.ts";
import { postWebhook, webhookBody } from "./webhook.ts";
import type { Job, NewsletterEvent, Store } from "../store/types.ts";
import type { Tokens } from "../token-signer.ts";

/** How long the lead e-mail waits for the visitor's acknowledgement to be decided, to say so. */
const ACKNOWLEDGEMENT_WAIT_MS = 5_000;

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
  /** Leads older than this many months are removed, at start and daily (default 24). */
  retentionMonths?: number;
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

  // The visitor is answered at once, unless AUTO_REPLY=off.
  const autoReply = Boolean(mailer) && options.env.AUTO_REPLY?.trim().toLowerCase() !== "off";
  /** What became of each recent acknowledgement, for the lead e-mail to say (by lead id). */
  const acknowledged = new Map<string, AcknowledgementState>();
  const settle = (leadId: string, state: AcknowledgementState) => {
    acknowledged.set(leadId, state);
    // Kept only until the lead e-mail reads it; a bound in case it never does.
    if (acknowledged.size > 1000) acknowledged.delete(acknowledged.keys().next().value!);
  };
  /** The lead e-mail's line on the acknowledgement, waiting a little for it to be decided. */
  const acknowledgementOf = async (job: Job, signal: AbortSignal) => {
    const lead = job.payload as Lead;
    const email = visitorAddress(lead) ?? "";
    if (!ACKNOWLEDGED_FORMS.has(job.form)) return undefined;
    if (!autoReply) return acknowledgementLine({ state: "off" }, email);
    const deadline = Date.now() + ACKNOWLEDGEMENT_WAIT_MS;
    while (!acknowledged.has(job.leadId) && Date.now() < deadline && !signal.aborted)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const state = acknowledged.get(job.leadId) ?? { state: "pending" as const };
    acknowledged.delete(job.leadId);
    return acknowledgementLine(state, email);
  };

  const senders: Record<string, Sender> = {};
  if (mailer) {
    senders.email = async (job, signal) =>
      mailer.send(
        leadMessage(job.form, job.payload as Lead, {
          from: config.from,
          to: config.to,
          siteName,
          domain,
          siteOrigin: config.siteUrl ?? options.origin(),
          acknowledgement: await acknowledgementOf(job, signal),
        }),
        signal,
      );
  }
  if (mailer && autoReply) {
    senders.acknowledgement = async (job, signal) => {
      const lead = job.payload as Lead;
      const email = visitorAddress(lead);
      if (!email) return settle(job.leadId, { state: "noAddress" });
      if (await options.store.isSuppressed(email))
        return settle(job.leadId, { state: "suppressed" });
      if (!(await withinAllowance(job, email)))
        return settle(job.leadId, { state: "limited", count: RECIPIENT_LIMITS.perMailbox });
      await mailer.send(
        acknowledgementMessage(job.form, lead, {
          from: config.from,
          siteName,
          siteOrigin: config.siteUrl ?? options.origin(),
          hours: site.responseHours,
          domain,
        }),
        signal,
      );
      settle(job.leadId, { state: "sent" });
    };
  }
  if (mailer) {
    // The confirmation's links are signed when it is sent, from the sign-up it was owed for.
    senders.newsletter = async (job, signal) => {
      const { email, at } = job.payload as unknown as NewsletterEvent;
      if (await options.store.isSuppressed(email)) return;
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
  const acknowledgedChannels = [
    ...leadChannels,
    ...(senders.acknowledgement ? ["acknowledgement"] : []),
  ];

  const retentionMonths = options.retentionMonths ?? 24;
  /** Forgets stale newsletter addresses and removes leads past the retention period. */
  const forget = async () => {
    await options.store.forgetNewsletter(Date.now());
    const cutoff = new Date();
    cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
    const removed = await options.store.removeLeadsBefore(cutoff.getTime());
    if (removed)
      log.log(
        `Removed ${removed} leads older than ${retentionMonths} months (the retention period).`,
      );
  };
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
      form === "newsletter"
        ? senders.newsletter
          ? ["newsletter"]
          : []
        : ACKNOWLEDGED_FORMS.has(form)
          ? acknowledgedChannels
          : leadChannels,

    /** Sends what is owed now, rather than at the next look. */
    notify: () => notifier.kick(),

    /** The start-up lines saying where leads go. */
    describe: () => describeLeadsConfig(config, options.store.description),

    /** Delivers what earlier runs left, and forgets stale newsletter addresses now and daily. */
    async start() {
      await forget().catch((error: unknown) => log.error("Clean-up of old records:", error));
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
