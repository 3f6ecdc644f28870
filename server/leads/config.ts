/** Where lead notifications go, read once from the environment at start-up. */
export interface LeadsConfig {
  /** `smtp://user:pass@host:587`, `smtps://…:465`; unset means no e-mail. */
  smtpUrl?: string;
  /** The business's inboxes for new leads. */
  to: string[];
  /** The sender of every e-mail the site sends. */
  from: string;
  webhookUrl?: string;
  webhookSecret?: string;
  /** The site's public origin for links in e-mails; unset means the address the server serves on. */
  siteUrl?: string;
  /** Signs newsletter links; unset means a random key kept in the data folder. */
  secret?: string;
  /** Why a setting was ignored, for the start-up log. */
  warnings: string[];
}

export interface SiteFacts {
  name: string;
  email: string;
}

const ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$/;

/** True for a plain address (no display name, no spaces, no characters that structure a header). */
export function isPlainAddress(value: string): boolean {
  return ADDRESS.test(value);
}

/** The notification settings from `SMTP_URL`, `LEADS_TO`, `LEADS_FROM`, `LEADS_WEBHOOK_*`, `SITE_URL`. */
export function readLeadsConfig(
  env: Record<string, string | undefined>,
  site: SiteFacts,
): LeadsConfig {
  const warnings: string[] = [];
  const value = (name: string) => env[name]?.trim() || undefined;

  const to = (value("LEADS_TO") ?? site.email)
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter(Boolean);
  const badTo = to.filter((address) => !isPlainAddress(address));
  if (badTo.length) warnings.push(`LEADS_TO: ignored ${badTo.join(", ")} (not an e-mail address)`);

  let smtpUrl = value("SMTP_URL");
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    warnings.push("SMTP_URL must start with smtp:// or smtps://; e-mail is off");
    smtpUrl = undefined;
  }

  let webhookUrl = value("LEADS_WEBHOOK_URL");
  const webhookSecret = value("LEADS_WEBHOOK_SECRET");
  if (webhookUrl && !/^https?:\/\//.test(webhookUrl)) {
    warnings.push("LEADS_WEBHOOK_URL must start with http:// or https://; the webhook is off");
    webhookUrl = undefined;
  }
  if (webhookUrl && !webhookSecret) {
    // An unsigned hook would let anyone who learns the URL forge leads into the CRM.
    warnings.push("LEADS_WEBHOOK_URL is set without LEADS_WEBHOOK_SECRET; the webhook is off");
    webhookUrl = undefined;
  }

  let siteUrl = value("SITE_URL")?.replace(/\/+$/, "");
  if (siteUrl && !/^https?:\/\/[^/\s]+$/.test(siteUrl)) {
    warnings.push("SITE_URL must be an origin such as https://www.example.co.uk; ignored");
    siteUrl = undefined;
  }

  return {
    smtpUrl,
    to: to.filter(isPlainAddress),
    from: value("LEADS_FROM") ?? `"${site.name.replace(/["\\\r\n]/g, "")}" <${site.email}>`,
    webhookUrl,
    webhookSecret: webhookUrl ? webhookSecret : undefined,
    siteUrl,
    secret: value("LEADS_SECRET"),
    warnings,
  };
}

/** A connection URL with its password replaced, safe to print. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "****";
    return parsed.toString().replace(/\/$/, "");
  } catch {
    return "(unreadable URL)";
  }
}

/** The start-up lines that say where leads go, or that notifications are off. */
export function describeLeadsConfig(config: LeadsConfig, where: string): string[] {
  const lines = config.warnings.map((warning) => `Warning: ${warning}`);
  if (config.smtpUrl && config.to.length) {
    lines.push(`Leads are e-mailed to ${config.to.join(", ")} via ${redactUrl(config.smtpUrl)}`);
  }
  if (config.webhookUrl) lines.push(`Leads are posted to ${redactUrl(config.webhookUrl)} (signed)`);
  if (!emailEnabled(config) && !config.webhookUrl) {
    lines.push(
      `Lead notifications are off: set SMTP_URL (and LEADS_TO) to e-mail each lead. Leads are kept in ${where}; list them with npm run leads`,
    );
  } else {
    lines.push(`Each lead is kept with its notifications in ${where} until they are delivered`);
  }
  return lines;
}

/** True when lead and newsletter e-mails can be sent. */
export function emailEnabled(config: LeadsConfig): config is LeadsConfig & { smtpUrl: string } {
  return Boolean(config.smtpUrl && config.to.length);
}
