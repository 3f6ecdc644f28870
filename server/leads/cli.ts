import path from "node:path";
import { parseArgs } from "node:util";
import { leadCsvRows, toCsv, toTable } from "./export.ts";
import { fieldText, ukTime } from "./message.ts";
import { subscriberStates } from "../store/consent.ts";
import { openStore } from "../store/open.ts";
import { importFileStore } from "../store/import.ts";

const usage = `Usage: npm run leads -- [--csv] [--form NAME] [--since YYYY-MM-DD] [--limit N] [--newsletter]
       npm run leads -- --export someone@example.com | --erase someone@example.com

  (no options)   the 20 most recent leads as a table, with their notification status
  --csv          every matching lead as CSV on stdout (redirect it to a file to open in Excel)
  --form NAME    one form only: consultation or contact
  --since DATE   leads received on or after this date (UK)
  --limit N      how many recent leads the table shows (default 20)
  --newsletter   newsletter addresses and their state instead of leads
  --export EMAIL everything held about one address (leads, newsletter events, deliveries) as
                 JSON: for a data subject's access request
  --erase EMAIL  removes everything held about one address, everywhere; keeps only a one-way
                 hash when they had unsubscribed (so they are never mailed again), and logs that
                 an erasure happened (when, how many records). With files, stop the server first.
  --import-files DIR   copy the file store in DIR (leads, owed notifications, delivery log,
                 newsletter history, the record of erasures) into the database at DATABASE_URL;
                 safe to run twice, and never brings back a record erased on either side
  DATABASE_URL   read from this Postgres database (as the server keeps it there)
  DATA_DIR       otherwise, the data folder (default .data)`;

/** `npm run leads`: the stored leads (or newsletter list) as a table or CSV. */
async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      csv: { type: "boolean" },
      form: { type: "string" },
      since: { type: "string" },
      limit: { type: "string" },
      newsletter: { type: "boolean" },
      "import-files": { type: "string" },
      export: { type: "string" },
      erase: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return console.log(usage);
  const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
  if (values["import-files"]) {
    const url = process.env.DATABASE_URL?.trim();
    if (!url) throw new Error("--import-files copies into Postgres: set DATABASE_URL");
    const counts = await importFileStore(path.resolve(values["import-files"]), url);
    console.log(
      `Imported ${counts.leads} leads (${counts.jobs} notifications still owed), ${counts.deliveries} delivery log lines, ${counts.newsletter} newsletter events, ${counts.unsubscribed} kept hashes of unsubscribed addresses, ${counts.suppressed} of erased ones (the suppression list) and ${counts.erasures} records of erasures${counts.erased ? `; ${counts.erased} erased records were left out or removed from the database` : ""}.`,
    );
    return;
  }
  if (values.export !== undefined || values.erase !== undefined) {
    const email = (values.export ?? values.erase ?? "").trim();
    if (!email.includes("@")) throw new Error("--export and --erase take an e-mail address");
    const store = openStore(process.env, dataDir);
    try {
      if (values.export !== undefined) {
        process.stdout.write(`${JSON.stringify(await store.personalData(email), null, 2)}\n`);
        return;
      }
      // Erasing rewrites the files: the store takes the data folder's lock, so a running
      // server (which holds the same records in memory) is not written under.
      await store.init();
      const erased = await store.erase(email, Date.now());
      console.log(
        `Erased ${erased.leads} leads, ${erased.newsletter} newsletter events, ${erased.deliveries} delivery log lines and ${erased.notifications} pending notifications${erased.suppressed ? "; the address had unsubscribed, so its one-way hash is kept on the suppression list" : ""}. The erasure is logged (when and how many, not the data).`,
      );
    } finally {
      await store.close();
    }
    return;
  }
  const store = openStore(process.env, dataDir);
  try {
    await report(store, values, dataDir);
  } finally {
    await store.close();
  }
}

async function report(
  store: ReturnType<typeof openStore>,
  values: { csv?: boolean; form?: string; since?: string; limit?: string; newsletter?: boolean },
  dataDir: string,
) {
  let since: number | undefined;
  if (values.since) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.since) || Number.isNaN(Date.parse(values.since)))
      throw new Error(`--since takes a date such as 2026-11-01, not "${values.since}"`);
    since = Date.parse(values.since);
  }

  if (values.newsletter) {
    const events = await store.newsletterEvents();
    const rows = [
      ["email", "status", "method", "since", "consent"],
      ...[...subscriberStates(events).values()]
        .filter((state) => since === undefined || Date.parse(state.at) >= since)
        .map((state) => [
          state.email,
          state.status,
          state.method ?? "",
          state.at,
          state.consent ?? "",
        ]),
    ];
    process.stdout.write(values.csv ? toCsv(rows) : `${toTable(rows, 60)}\n`);
    return;
  }

  const leads = await store.leads({ form: values.form, since });
  if (values.csv) {
    process.stdout.write(toCsv(leadCsvRows(leads)));
    return;
  }
  const limit = Number(values.limit ?? 20);
  const shown = leads.slice(-Math.max(1, limit)).reverse();
  if (!shown.length) {
    console.log(
      `No leads in ${process.env.DATABASE_URL ? "the database" : path.relative(process.cwd(), dataDir) || "."} yet.`,
    );
    return;
  }
  const rows = [
    ["Received (UK)", "Form", "Name", "E-mail", "Phone", "Notification"],
    ...shown.map(({ form, lead, notification }) => [
      ukTime(lead.receivedAt),
      form,
      [lead.firstName, lead.lastName].filter(Boolean).join(" "),
      fieldText(lead.email),
      fieldText(lead.phone),
      notification,
    ]),
  ];
  console.log(toTable(rows));
  console.log(
    `\n${shown.length} of ${leads.length} leads. CSV of all: npm run leads -- --csv > leads.csv`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(usage);
  process.exitCode = 1;
});
