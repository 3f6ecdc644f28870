/**
 * The site's words as code reads them: each content file of `site/_data/` that the widgets, the
 * server, the forms or the embed show, with the facts it quotes (`{{ site.responseHours }}`)
 * filled in by the same rules the pages are built with. Everything outside `core/` takes its words
 * from here, never from the JSON files themselves, so a fact is written once and every reader
 * prints the same sentence. The build checks each file against its schema (`schema.js`) before any
 * page is made, and a test holds every export equal to what the pages receive.
 *
 * A file that quotes facts is filled when first imported. The browser's bundles (the widgets and the
 * partner embed) never run this module: the build runs it once and hands them each export as a
 * plain value (`site/_config/words-as-built.js`), so they carry the sentences they show and no
 * fact-filling code.
 */
import acknowledgementFile from "../../site/_data/acknowledgement.json" with { type: "json" };
import claimsFile from "../../site/_data/claims.json" with { type: "json" };
import consultationFormFile from "../../site/_data/consultationForm.json" with { type: "json" };
import contactFile from "../../site/_data/contact.json" with { type: "json" };
import formAnswersFile from "../../site/_data/formAnswers.json" with { type: "json" };
import homeCinemaFile from "../../site/_data/homeCinema.json" with { type: "json" };
import leadEmailFile from "../../site/_data/leadEmail.json" with { type: "json" };
import newsletterFile from "../../site/_data/newsletter.json" with { type: "json" };
import plannerFile from "../../site/_data/planner.json" with { type: "json" };
import seatViewFile from "../../site/_data/seatView.json" with { type: "json" };
import siteFile from "../../site/_data/site.json" with { type: "json" };
import widgetsFile from "../../site/_data/widgets.json" with { type: "json" };
import { factsFrom, fillAll } from "./facts.js";

/**
 * A content file with its facts filled. The facts are the site's and the claims, and the "from"
 * price of any file in `priced` (a service quotes its own lowest package price).
 */
function filled<T>(file: T, priced: Record<string, unknown> = {}): T {
  const facts = factsFrom({ site: siteFile, claims: claimsFile, ...priced });
  return fillAll(file, facts, (name: string, at: PropertyKey[]) => {
    throw new Error(`{{ ${name} }} at ${at.join(".")} is not a fact the site knows`);
  });
}

export const site = filled(siteFile);
export const consultationForm = filled(consultationFormFile);
export const contact = filled(contactFile);
export const newsletter = filled(newsletterFile);
export const planner = filled(plannerFile);
export const homeCinema = filled(homeCinemaFile, { homeCinema: homeCinemaFile });
export const acknowledgement = filled(acknowledgementFile);
export const leadEmail = filled(leadEmailFile);

/** The words every form's fields share; they quote no fact. */
export const formAnswers = formAnswersFile;
/** The widgets' own words (the cookie banner, the failed widget, the newsletter's status); no fact. */
export const widgets = widgetsFile;
/**
 * The newsletter form's status words, apart from the other widgets' words: its small script shares
 * no code with the React widgets, so their words would otherwise travel in a chunk of their own.
 */
export const newsletterStatus = widgetsFile.newsletterForm;

/** The 3D seat view's words; they quote no fact. */
export const seatView = seatViewFile;

/** Where visitors write to the business. */
export const businessEmail = siteFile.email;

/**
 * The values each form's choices may take, the empty prompt's included: what a request may carry,
 * which the forms' rules check. The labels shown for them are words, in the files above.
 */
export const CHOICES = {
  consultationProjectType: consultationFormFile.projectTypes.map((option) => option.value),
  contactProjectType: ["", ...contactFile.projectTypes.map((option) => option.value)],
  contactBudgetRange: ["", ...contactFile.budgetRanges.map((option) => option.value)],
};
