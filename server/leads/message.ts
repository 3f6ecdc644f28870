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

const FORM_NAMES: Record<string, string> = {
  consultation: "Consultation request",
  contact: "Contact enquiry",
};

const LABELS: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  phone: "Phone",
  projectAddress: "Project address",
  projectType: "Project type",
  budgetRange: "Budget range",
  budget: "Budget",
  projectDescription: "Project description",
  marketingConsent: "Newsletter consent",
  room: "Planned room",
  roomDesign: "Room design",
  roomLink: "Reopen the design",
};

/** Record keys shown in the summary under the fields rather than among them. */
const META = new Set(["id", "receivedAt", "formKey", "origin"]);

/** The label for a field name: a known label, or the camelCase name spelt out. */
export function fieldLabel(name: string): string {
  return (
    LABELS[name] ??
    name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (first) => first.toUpperCase())
  );
}

/** One line of header text: control and line-separator characters become spaces, then capped. */
export function headerText(value: unknown, max = 120): string {
  return String(value ?? "")
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
  options: { from: string; to: string[]; siteName: string; domain: string },
): MailMessage {
  const formName = FORM_NAMES[form] ?? fieldLabel(form);
  const name = visitorName(lead) || "a visitor";
  const email = typeof lead.email === "string" ? lead.email.trim() : "";
  const fields = Object.entries(lead).filter(([key]) => !META.has(key));
  const summary: [string, string][] = [
    ["Form", form],
    ["Form key", String(lead.formKey ?? "not recorded")],
    ["Origin", String(lead.origin ?? "not recorded")],
    ["Received", `${ukTime(lead.receivedAt)} (UK time)`],
    ["Lead id", lead.id],
  ];

  const textValue = (value: unknown) =>
    String(value ?? "")
      .replace(/\r\n?/g, "\n")
      .replace(/\n/g, "\n    ");
  const text = [
    `${formName} from ${name} on the ${options.siteName} website.`,
    email ? `Reply to this e-mail to answer ${name} directly.` : "",
    "",
    ...fields.map(([key, value]) => `${fieldLabel(key)}: ${textValue(value) || "(blank)"}`),
    "",
    ...summary.map(([label, value]) => `${label}: ${value}`),
    "",
  ].join("\n");

  // A value that is a web address (the link that reopens a planned room) can be clicked.
  const cell = (value: unknown) =>
    typeof value === "string" && /^https?:\/\/[^\s"<>]+$/.test(value)
      ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
      : escapeHtml(value) || "<em>(blank)</em>";
  const row = (label: string, value: unknown) =>
    `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
    `<td style="padding:4px 0;white-space:pre-wrap">${cell(value)}</td></tr>`;
  const html =
    `<!doctype html><html lang="en-GB"><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(formName)} from <strong>${escapeHtml(name)}</strong> on the ${escapeHtml(options.siteName)} website.` +
    (email ? ` Reply to this e-mail to answer them directly.` : "") +
    `</p><table>${fields.map(([key, value]) => row(fieldLabel(key), value)).join("")}</table>` +
    `<hr><table style="color:#555">${summary.map(([label, value]) => row(label, value)).join("")}</table>` +
    `</body></html>`;

  return {
    from: options.from,
    to: options.to,
    replyTo: isPlainAddress(email) ? { name: visitorName(lead), address: email } : undefined,
    subject: headerText(`${formName} from ${name}`, 150),
    text,
    html,
    messageId: `<lead-${headerText(lead.id, 80).replace(/[^\w-]/g, "")}@${options.domain}>`,
    headers: { "X-Lead-Id": headerText(lead.id, 80), "X-Lead-Form": headerText(form, 40) },
  };
}
