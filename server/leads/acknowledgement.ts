import { acknowledgement as WORDS } from "../../core/content/words.ts";
import { fillIn } from "../../core/forms/fill-in.ts";
import { isEmail } from "../../core/forms/fields.ts";
import { escapeHtml } from "../html.ts";
import { headerText, type Lead, type MailMessage } from "./message.ts";
import { RECIPIENT_LIMITS } from "./recipients.ts";
import { DROP_REASONS, type DropReason } from "../store/types.ts";

/** The forms whose senders are answered at once: people asking for something. */
export const ACKNOWLEDGED_FORMS: ReadonlySet<string> = new Set(["consultation", "contact"]);

/** The visitor's address when it is one mailbox the site may write to; undefined otherwise. */
export function visitorAddress(lead: Lead): string | undefined {
  const email = typeof lead.email === "string" ? lead.email.trim() : "";
  return email && isEmail(email) ? email : undefined;
}

/**
 * The e-mail that answers a visitor at once: their request has arrived, what happens next and the
 * reply within `hours`, and the link to their planner design when they sent one (a link the server
 * made on the site's own origin, never one the visitor typed). From the business, so a reply
 * reaches a person; the Message-ID derives from the lead's id, so a repeat is recognisable.
 */
export function acknowledgementMessage(
  form: string,
  lead: Lead,
  options: { from: string; siteName: string; siteOrigin: string; hours: number; domain: string },
): MailMessage {
  const to = visitorAddress(lead);
  if (!to) throw new Error("no valid e-mail address to acknowledge");
  const firstName = headerText(lead.firstName, 50);
  const greeting = firstName
    ? fillIn(WORDS.greeting, { name: firstName })
    : WORDS.greetingAnonymous;
  const formName = (WORDS.forms as Record<string, string>)[form] ?? WORDS.forms.contact;
  const design =
    typeof lead.roomLink === "string" && lead.roomLink.startsWith(`${options.siteOrigin}/`)
      ? lead.roomLink
      : undefined;
  const paragraphs = [
    fillIn(WORDS.arrived, { form: formName }),
    fillIn(WORDS.next, { hours: String(options.hours) }),
  ];
  const signOff = fillIn(WORDS.signOff, { site: options.siteName });
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(design ? [WORDS.design, design, ""] : []),
    WORDS.reply,
    "",
    signOff,
    "",
    WORDS.notYou,
    "",
  ].join("\n");
  const html =
    `<!doctype html><html lang="en-GB"><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(greeting)}</p>` +
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("") +
    (design
      ? `<p>${escapeHtml(WORDS.design)}<br><a href="${escapeHtml(design)}">${escapeHtml(design)}</a></p>`
      : "") +
    `<p>${escapeHtml(WORDS.reply)}</p><p>${escapeHtml(signOff)}</p>` +
    `<p style="color:#555">${escapeHtml(WORDS.notYou)}</p></body></html>`;
  return {
    from: options.from,
    to: [to],
    subject: headerText(fillIn(WORDS.subject, { site: options.siteName }), 150),
    text,
    html,
    messageId: `<ack-${headerText(lead.id, 80).replace(/[^\w-]/g, "")}@${options.domain}>`,
    headers: { "X-Lead-Id": headerText(lead.id, 80), "Auto-Submitted": "auto-replied" },
  };
}

/**
 * What becomes of a lead's acknowledgement, decided once before the lead is stored and kept with
 * it (`acknowledgement`), so the lead e-mail says the same true thing whichever instance sends it:
 * it goes ("sending"), or it does not, for one of the reasons a notification is dropped: it is
 * off, or there is no address, or the address asked never to be e-mailed, or its mailbox has had
 * its e-mails for the day ("limited").
 */
export const ACKNOWLEDGEMENT_DECISIONS = ["sending", ...DROP_REASONS] as const;
export type AcknowledgementDecision = (typeof ACKNOWLEDGEMENT_DECISIONS)[number];

/** The decision kept with a lead; undefined for a lead stored before decisions were kept. */
export function acknowledgementDecision(lead: Lead): AcknowledgementDecision | undefined {
  const value = lead.acknowledgement;
  return ACKNOWLEDGEMENT_DECISIONS.find((decision) => decision === value);
}

/**
 * What the lead e-mail can say of the visitor's acknowledgement when it is written: what was
 * decided (off, no address, suppressed, over the mailbox's allowance) or, when it was owed, what
 * the delivery log says of it by then (sent, at what time; queued; being retried; given up).
 */
export type AcknowledgementState =
  | { state: "noAddress" | "suppressed" | "off" | "queued" | "unknown" | "dropped" }
  | { state: "limited"; count: number }
  | { state: "sent"; at: string }
  | { state: "retrying" | "failed"; attempts: number; error: string };

/**
 * An acknowledgement that does not go, for `reason` (decided before its lead was stored, or found
 * when it was due); "dropped" when the delivery log kept no reason it knows.
 */
export function notSent(reason: DropReason | undefined): AcknowledgementState {
  if (reason === "limited") return { state: "limited", count: RECIPIENT_LIMITS.perMailbox };
  // "expired" is a newsletter confirmation's, "refused" one recipient's line, never an
  // acknowledgement's.
  return {
    state:
      reason === undefined || reason === "expired" || reason === "refused" ? "dropped" : reason,
  };
}

/** A time as the lead e-mail states it: its clock time in the UK, with its day when not today. */
export function ukClock(iso: string, now: number): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", ...options });
  const day = format({ year: "numeric", month: "2-digit", day: "2-digit" });
  const sameDay = day.format(date) === day.format(new Date(now));
  return format({
    ...(sameDay ? {} : { weekday: "long", day: "numeric", month: "long" }),
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

/** The lead e-mail's line about the acknowledgement. */
export function acknowledgementLine(state: AcknowledgementState, email: string): [string, string] {
  const words = WORDS.inLeadEmail;
  const value = (() => {
    switch (state.state) {
      case "limited":
        return fillIn(words.limited, { count: String(state.count) });
      case "sent":
        return fillIn(words.sent, { email, time: state.at });
      case "retrying":
      case "failed":
        return fillIn(words[state.state], {
          email,
          attempts: String(state.attempts),
          error: headerText(state.error, 160),
        });
      default:
        return fillIn(words[state.state], { email });
    }
  })();
  return [words.label, value];
}
