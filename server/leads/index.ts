import { readFileSync } from "node:fs";
import path from "node:path";
import { site } from "../../core/content/words.ts";
import { describeLeadsConfig, emailEnabled, readLeadsConfig } from "./config.ts";
import {
  ACKNOWLEDGED_FORMS,
  acknowledgementDecision,
  acknowledgementLine,
  acknowledgementMessage,
  notSent,
  ukClock,
  visitorAddress,
  type AcknowledgementDecision,
  type AcknowledgementState,
} from "./acknowledgement.ts";
import { createMailer } from "./mailer.ts";
import { leadMessage, type Lead } from "./message.ts";
import { CONFIRM_TTL_MS, confirmationMessage, createNewsletter } from "./newsletter.ts";
import { createNotifier, type Dropped, type Sender } from "./notifier.ts";
import { releaseMailboxAllowance, takeAllowance, takeMailboxAllowance } from "./recipients.ts";
import { signLink, type LinkAction } from "./signed-link.ts";
import { postWebhook, webhookBody } from "./webhook.ts";
import {
  unknownStatusText,
  type Job,
  type NewsletterEvent,
  type Store,
  type StoredRecord,
} from "../store/types.ts";
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
    /**
     * How long a lead e-mail waits, at most, for its acknowledgement's first attempt to be
     * recorded, so that it can say whether it went (default 5 s; the lead e-mail is never held
     * longer, and says "queued" then).
     */
    acknowledgementWaitMs?: number;
  };
  log?: Pick<Console, "log" | "warn" | "error">;
}

/**
 * Everything that happens to a lead after it is stored: the e-mail to the business and the
 * optional webhook, each a notification stored with the lead and sent by the notifier, and the
 * newsletter's endpoint and links.
 */
export function createLeads(options: LeadsOptions) {
  const log = options.log ?? console;
  const config = readLeadsConfig(options.env, site);
  const mailer = emailEnabled(config)
    ? createMailer(config.smtpUrl, {
        // It went to the others, so it is not sent again; the refused addresses are for a person.
        onRefused: (message, refused) =>
          log.error(
            `"${message.subject}" (lead ${message.headers?.["X-Lead-Id"] ?? "?"}) went out, but the mail server refused it for ${refused.join(", ")}: check LEADS_TO.`,
          ),
      })
    : undefined;
  const domain = site.email.split("@")[1] ?? "localhost";
  const siteName = site.name;

  let secret: Promise<string> | undefined;
  const linkSecret = () =>
    (secret ??= config.secret
      ? Promise.resolve(config.secret)
      : options.store.secret("newsletter"));

  /**
   * Whether an e-mail to an address a visitor typed may go now: undefined when it may. Over the
   * mailbox's daily allowance it is dropped (logged as dropped, "limited", and not sent again):
   * more would flood a stranger's inbox. Over the site's hourly ceiling it waits (retried with
   * backoff).
   */
  const overAllowance = async (
    job: Job,
    email: string,
    countMailbox = job.attempts === 0,
  ): Promise<Dropped | undefined> => {
    // The first attempt is the e-mail; a retry of one that failed is the same e-mail.
    const allowance = await takeAllowance(options.store, email, Date.now(), countMailbox);
    if (allowance.ok) return undefined;
    if (allowance.reason === "site")
      throw new Error("the site's hourly ceiling of e-mails to visitors' addresses is reached");
    return { dropped: "limited" };
  };

  // The visitor is answered at once, unless AUTO_REPLY=off.
  const autoReply = Boolean(mailer) && options.env.AUTO_REPLY?.trim().toLowerCase() !== "off";

  /**
   * Whether a lead's acknowledgement will go, decided once, before the lead is stored: its
   * mailbox's daily allowance is taken here, so the decision is kept with the lead and the lead
   * e-mail says it truly, whichever instance sends either e-mail.
   */
  /** The allowance each prepared record took, so it can be given back if the record is refused. */
  const taken = new WeakMap<StoredRecord, { email: string; at: number }>();
  const decideAcknowledgement = async (
    lead: StoredRecord,
  ): Promise<[AcknowledgementDecision, { email: string; at: number }?]> => {
    if (!autoReply) return ["off"];
    const email = visitorAddress(lead);
    if (!email) return ["noAddress"];
    if (await options.store.isSuppressed(email)) return ["suppressed"];
    const at = Date.now();
    const allowance = await takeMailboxAllowance(options.store, email, at);
    return allowance.ok ? ["sending", { email, at }] : ["limited"];
  };

  const acknowledgementWaitMs = options.retry?.acknowledgementWaitMs ?? 5_000;
  /**
   * What the delivery log says of a lead's owed acknowledgement, read from the store (so from
   * whichever instance sent it). While its first attempt is not yet recorded (it is usually being
   * sent at this moment, by this instance or another), it is read again for a few seconds.
   */
  const acknowledgementOutcome = async (
    leadId: string,
    signal: AbortSignal,
  ): Promise<AcknowledgementState> => {
    const deadline = Date.now() + acknowledgementWaitMs;
    for (;;) {
      const delivery = await options.store.delivery(leadId, "acknowledgement").catch(() => null);
      if (delivery === null) return { state: "unknown" };
      if (delivery?.status === "sent")
        return { state: "sent", at: ukClock(delivery.at, Date.now()) };
      // Not sent when it was due (its address suppressed since, AUTO_REPLY turned off since): why.
      if (delivery?.status === "dropped") return notSent(delivery.reason);
      // A status this version does not know: whether it went cannot be said.
      if (delivery?.status === "unknown") {
        log.error(unknownStatusText(delivery));
        return { state: "unknown" };
      }
      if (delivery)
        return {
          state: delivery.status === "failed" ? "failed" : "retrying",
          attempts: delivery.attempts,
          error: delivery.error ?? "",
        };
      if (Date.now() >= deadline || signal.aborted) return { state: "queued" };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  /**
   * The lead e-mail's line on the acknowledgement, from the decision kept with the lead and, when
   * one was owed, what became of it by the time the line is written.
   */
  const acknowledgementOf = async (job: Job, signal: AbortSignal) => {
    if (!ACKNOWLEDGED_FORMS.has(job.form)) return undefined;
    const lead = job.payload as Lead;
    const email = visitorAddress(lead) ?? "";
    // A lead stored before decisions were kept: its acknowledgement decided for itself.
    const decision = acknowledgementDecision(lead) ?? (autoReply ? "sending" : "off");
    const state: AcknowledgementState =
      decision === "sending" ? await acknowledgementOutcome(job.leadId, signal) : notSent(decision);
    return acknowledgementLine(state, email);
  };

  const senders: Record<string, Sender> = {};
  if (mailer) {
    senders.email = async (job, signal, stillOwed) =>
      mailer.send(
        leadMessage(job.form, job.payload, {
          from: config.from,
          to: config.to,
          siteName,
          domain,
          siteOrigin: config.siteUrl ?? options.origin(),
          acknowledgement: await acknowledgementOf(job, signal),
        }),
        signal,
        stillOwed,
      );
  }
  if (mailer && !autoReply) {
    // One owed before AUTO_REPLY was turned off does not go, and the log says why.
    senders.acknowledgement = () => Promise.resolve<Dropped>({ dropped: "off" });
  }
  if (mailer && autoReply) {
    senders.acknowledgement = async (job, signal, stillOwed) => {
      const lead = job.payload as Lead;
      const email = visitorAddress(lead);
      const decision = acknowledgementDecision(lead);
      if (decision && decision !== "sending") return { dropped: decision };
      if (!email) return { dropped: "noAddress" };
      // An address erased after it unsubscribed, since the lead was stored.
      if (await options.store.isSuppressed(email)) return { dropped: "suppressed" };
      // Its mailbox's allowance was taken when it was decided; a lead stored before decisions
      // were kept takes it now.
      const over = await overAllowance(job, email, !decision && job.attempts === 0);
      if (over) return over;
      await mailer.send(
        acknowledgementMessage(job.form, lead, {
          from: config.from,
          siteName,
          siteOrigin: config.siteUrl ?? options.origin(),
          hours: site.responseHours,
          domain,
        }),
        signal,
        stillOwed,
      );
    };
  }
  if (mailer) {
    // The confirmation's links are signed when it is sent, from the sign-up it was owed for.
    senders.newsletter = async (job, signal, stillOwed) => {
      const { email, at } = job.payload as unknown as NewsletterEvent;
      if (await options.store.isSuppressed(email)) return { dropped: "suppressed" };
      // Its link works for three days from the sign-up: after a long outage it would arrive dead
      // (and take one of the mailbox's e-mails for the day). A new sign-up sends a fresh one.
      if (!(Date.parse(at) + CONFIRM_TTL_MS > Date.now())) return { dropped: "expired" };
      const over = await overAllowance(job, email);
      if (over) return over;
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
        stillOwed,
      );
    };
  }
  if (config.webhookUrl && config.webhookSecret) {
    const { webhookUrl, webhookSecret } = config;
    senders.webhook = (job, signal) =>
      postWebhook(webhookUrl, webhookBody(job.form, job.payload), webhookSecret, {
        leadId: job.leadId,
        signal,
      });
  }

  const notifier = createNotifier({ store: options.store, senders, log, ...options.retry });
  const leadChannels = [
    ...(senders.email ? ["email"] : []),
    ...(senders.webhook ? ["webhook"] : []),
  ];
  const acknowledgedChannels = [...leadChannels, ...(autoReply ? ["acknowledgement"] : [])];

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

    /** A request's record with its acknowledgement decided, before it is stored. */
    prepare: async (record: StoredRecord): Promise<StoredRecord> => {
      if (!mailer || !ACKNOWLEDGED_FORMS.has(record.form)) return record;
      const [acknowledgement, allowance] = await decideAcknowledgement(record);
      const prepared = { ...record, acknowledgement };
      if (allowance) taken.set(prepared, allowance);
      return prepared;
    },

    /**
     * Told that a prepared record was not stored (a spent token, the client over its limit, the
     * store unavailable): its acknowledgement will not go, so its mailbox's allowance is given back
     * and a replayed request never uses up a real visitor's.
     */
    refused: async (record: StoredRecord): Promise<void> => {
      const allowance = taken.get(record);
      if (!allowance) return;
      taken.delete(record);
      await releaseMailboxAllowance(options.store, allowance.email, allowance.at);
    },

    /**
     * The notifications a stored record of `form` is owed; stored with it, in one write. A
     * request's acknowledgement is owed only when it was decided that it goes.
     */
    channels: (form: string, record?: StoredRecord): readonly string[] =>
      form === "newsletter"
        ? senders.newsletter
          ? ["newsletter"]
          : []
        : ACKNOWLEDGED_FORMS.has(form)
          ? record?.acknowledgement === undefined || record.acknowledgement === "sending"
            ? acknowledgedChannels
            : leadChannels
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
