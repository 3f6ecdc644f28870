import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Lead } from "./message.ts";
import { readJobs, type Delivery, type Job } from "./outbox.ts";

export interface LeadRow {
  form: string;
  lead: Lead;
  /** e.g. "email sent", "email pending (3 attempts: connect ECONNREFUSED)", "off". */
  notification: string;
}

/** Files in the data folder that hold something other than leads. */
const NOT_LEADS = new Set(["newsletter.jsonl", "notifications.jsonl"]);

/** The records of a JSON Lines file; a torn last line (a crash mid-write) is skipped. */
export function parseJsonLines<T>(text: string): T[] {
  const records: T[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      records.push(JSON.parse(line) as T);
    } catch {
      // Not a whole record: nothing to show.
    }
  }
  return records;
}

async function readLines<T>(file: string): Promise<T[]> {
  return parseJsonLines<T>(await readFile(file, "utf8").catch(() => ""));
}

/** One lead's notification status, from what was delivered and what still waits in the outbox. */
export function notificationStatus(deliveries: Delivery[], jobs: Job[]): string {
  const parts = [
    ...deliveries.map((delivery) => `${delivery.channel} sent`),
    ...jobs.map((job) =>
      job.attempts
        ? `${job.channel} ${job.status} (${job.attempts} attempt${job.attempts === 1 ? "" : "s"}: ${job.lastError ?? "unknown error"})`
        : `${job.channel} ${job.status}`,
    ),
  ];
  return parts.length ? parts.join("; ") : "off";
}

/** Every stored lead, oldest first, with its notification status; optionally one form, or since a date. */
export async function loadLeads(
  dataDir: string,
  filter: { form?: string; since?: number } = {},
): Promise<LeadRow[]> {
  const names = (await readdir(dataDir).catch(() => [] as string[])).filter(
    (name) => name.endsWith(".jsonl") && !NOT_LEADS.has(name),
  );
  const deliveries = await readLines<Delivery>(path.join(dataDir, "notifications.jsonl"));
  const jobs = await readJobs(path.join(dataDir, "outbox"));
  const rows: LeadRow[] = [];
  for (const name of names) {
    const form = name.slice(0, -".jsonl".length);
    if (filter.form && filter.form !== form) continue;
    for (const lead of await readLines<Lead>(path.join(dataDir, name))) {
      if (filter.since !== undefined && !(Date.parse(lead.receivedAt) >= filter.since)) continue;
      rows.push({
        form,
        lead,
        notification: notificationStatus(
          deliveries.filter((delivery) => lead.id && delivery.leadId === lead.id),
          jobs.filter((job) => lead.id && job.leadId === lead.id),
        ),
      });
    }
  }
  return rows.sort((a, b) => String(a.lead.receivedAt).localeCompare(String(b.lead.receivedAt)));
}

/**
 * A cell that a spreadsheet shows as text: one starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return would otherwise be read as a formula (CSV injection), so it gains a leading `'`.
 */
export function neutraliseCell(value: unknown): string {
  const text = value === undefined || value === null ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180 CSV with every cell neutralised, CRLF line ends and a BOM so Excel reads UTF-8 (£). */
export function toCsv(rows: unknown[][]): string {
  const cell = (value: unknown) => {
    const text = neutraliseCell(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\ufeff${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** The header and rows of a lead export: fixed columns, then every field seen, then the status. */
export function leadCsvRows(rows: LeadRow[]): string[][] {
  const fixed = ["id", "receivedAt", "formKey", "origin"];
  const fields: string[] = [];
  for (const { lead } of rows)
    for (const key of Object.keys(lead))
      if (!fixed.includes(key) && !fields.includes(key)) fields.push(key);
  const header = ["form", ...fixed, ...fields, "notification"];
  return [
    header,
    ...rows.map(({ form, lead, notification }) => [
      form,
      ...fixed.map((key) => String(lead[key] ?? "")),
      ...fields.map((key) => String(lead[key] ?? "")),
      notification,
    ]),
  ];
}

/** Plain text columns, each as wide as its widest cell up to `max`, longer cells cut with "…". */
export function toTable(rows: string[][], max = 40): string {
  const clean = rows.map((row) =>
    row.map((value) => {
      const flat = value.replace(/[\u0000-\u001f\u007f]+/g, " ");
      return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
    }),
  );
  const widths =
    clean[0]?.map((_, column) => Math.max(...clean.map((row) => row[column]?.length ?? 0))) ?? [];
  return clean
    .map((row) =>
      row
        .map((value, column) => value.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
