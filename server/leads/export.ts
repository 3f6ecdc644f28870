import { fieldText } from "./message.ts";
import type { LeadRow } from "../store/types.ts";

export type { LeadRow } from "../store/types.ts";
export { notificationStatus } from "../store/files.ts";
export { parseJsonLines } from "../store/files.ts";

/**
 * A cell that a spreadsheet shows as text: one starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return would otherwise be read as a formula (CSV injection), so it gains a leading `'`.
 */
export function neutraliseCell(value: unknown): string {
  const text = fieldText(value);
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
      if (key !== "form" && !fixed.includes(key) && !fields.includes(key)) fields.push(key);
  const header = ["form", ...fixed, ...fields, "notification"];
  return [
    header,
    ...rows.map(({ form, lead, notification }) => [
      form,
      ...fixed.map((key) => fieldText(lead[key])),
      ...fields.map((key) => fieldText(lead[key])),
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
