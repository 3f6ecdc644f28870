import { FORM_COPY } from "../../core/forms/form-words.ts";
import type { FormId } from "../../core/forms/definitions.ts";
import { fillIn } from "../../core/forms/fill-in.ts";
import { leadEmail as WORDS } from "../../core/content/words.ts";
import { escapeHtml } from "../html.ts";
import { isPlainAddress } from "./config.ts";

/** A stored lead: the record appended to `<form>.jsonl`. */
export interface Lead {
  id: string;
  receivedAt: string;
  formKey?: string;
  origin?: string;
  [field: string]: unknown;
}

/** What nodemailer needs to send one message. */
export interface MailMessage {
  from: string;
  to: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId?: string;
  headers?: Record<string, string>;
}

/** Record keys shown in the summary under the fields rather than among them. */
// The acknowledgement's decision is said in the summary, in words, not as a field.
const META = new Set(["id", "receivedAt", "formKey", "origin", "acknowledgement"]);

/**
 * The label of a field of a form, as the form itself shows it (`site/_data/`), the e-mail's own
 * label for a field the server adds (the planned room), or the camelCase name spelt out.
 */
export function fieldLabel(name: string, form?: string): string {
  return (
    FORM_COPY[form as FormId]?.labels[name] ??
    Object.values(FORM_COPY).find((copy) => copy.labels[name])?.labels[name] ??
    (WORDS.fields as Record<string, string>)[name] ??
    name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (first) => first.toUpperCase())
  );
}

/**
 * A stored field's value as text: a string as it is, nothing as "", anything else (a number, a
 * list) as its JSON, never "[object Object]".
 */
export function fieldText(value: unknown): string {
  if (typeof value === "string") return value;
  return value === undefined || value === null ? "" : JSON.stringify(value);
}

/** One line of header text: control and line-separator characters become spaces, then capped. */
export function headerText(value: unknown, max = 120): string {
  return fieldText(value)
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

/** A time as people at the business read it: UK local time, with GMT or BST named. */
export function ukTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

/** The visitor's name as typed, on one line. */
function visitorName(lead: Lead): string {
  return headerText([lead.firstName, lead.lastName].filter(Boolean).join(" "), 80);
}

/**
 * The e-mail that tells the business about a lead. Every value is escaped for HTML; the subject
 * and the Reply-To name are single lines, and Reply-To is set only for a plain address, so no
 * field can add or bend a header. The Message-ID derives from the lead's id, so a repeat delivery
 * after a crash is recognisably the same message.
 */
export function leadMessage(
  form: string,
  lead: Lead,
  options: {
    from: string;
    to: string[];
    siteName: string;
    domain: string;
    /** The site's own origin: only the planner's link on it is made clickable. */
    siteOrigin?: string;
    /** A line saying whether the visitor was sent an acknowledgement. */
    acknowledgement?: [string, string];
  },
): MailMessage {
  const formName = (WORDS.forms as Record<string, string>)[form] ?? fieldLabel(form);
  const name = visitorName(lead) || WORDS.anonymous;
  const email = typeof lead.email === "string" ? lead.email.trim() : "";
  const fields = Object.entries(lead).filter(([key]) => !META.has(key));
  const { summary: labels, notRecorded, blank } = WORDS;
  const summary: [string, string][] = [
    [labels.form, form],
    [labels.formKey, String(lead.formKey ?? notRecorded)],
    [labels.origin, String(lead.origin ?? notRecorded)],
    [labels.received, `${ukTime(lead.receivedAt)} ${WORDS.ukTime}`],
    [labels.leadId, lead.id],
    ...(options.acknowledgement ? [options.acknowledgement] : []),
  ];

  const textValue = (value: unknown) =>
    fieldText(value).replace(/\r\n?/g, "\n").replace(/\n/g, "\n    ");
  const text = [
    fillIn(WORDS.intro, { form: formName, name, site: options.siteName }),
    email ? fillIn(WORDS.reply, { name }) : "",
    "",
    ...fields.map(([key, value]) => `${fieldLabel(key, form)}: ${textValue(value) || blank}`),
    "",
    ...summary.map(([label, value]) => `${label}: ${value}`),
    "",
  ].join("\n");

  // Only the link the server made to reopen a planned room, on the site's own origin, can be
  // clicked: an address a visitor typed stays text, so the e-mail never carries their link.
  const linkable = (key: string | undefined, value: unknown): value is string =>
    key === "roomLink" &&
    typeof value === "string" &&
    Boolean(options.siteOrigin) &&
    value.startsWith(`${options.siteOrigin}/`) &&
    /^https?:\/\/[^\s"<>]+$/.test(value);
  const cell = (value: unknown, key?: string) =>
    linkable(key, value)
      ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
      : escapeHtml(value) || `<em>${escapeHtml(blank)}</em>`;
  const row = (label: string, value: unknown, key?: string) =>
    `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
    `<td style="padding:4px 0;white-space:pre-wrap">${cell(value, key)}</td></tr>`;
  const html =
    `<!doctype html><html lang="en-GB"><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${fillIn(escapeHtml(WORDS.intro), {
      form: escapeHtml(formName),
      name: `<strong>${escapeHtml(name)}</strong>`,
      site: escapeHtml(options.siteName),
    })}` +
    (email ? ` ${escapeHtml(WORDS.replyShort)}` : "") +
    `</p><table>${fields.map(([key, value]) => row(fieldLabel(key, form), value, key)).join("")}</table>` +
    `<hr><table style="color:#555">${summary.map(([label, value]) => row(label, value)).join("")}</table>` +
    `</body></html>`;

  return {
    from: options.from,
    to: options.to,
    replyTo: isPlainAddress(email) ? { name: visitorName(lead), address: email } : undefined,
    subject: headerText(fillIn(WORDS.subject, { form: formName, name }), 150),
    text,
    html,
    messageId: `<lead-${headerText(lead.id, 80).replace(/[^\w-]/g, "")}@${options.domain}>`,
    headers: { "X-Lead-Id": headerText(lead.id, 80), "X-Lead-Form": headerText(form, 40) },
  };
}
