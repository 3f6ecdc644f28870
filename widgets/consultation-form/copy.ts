/**
 * The words the form shows. The site's pages pass them all in the `copy` attribute, from
 * `site/_data/consultationForm.json` and the words every form's fields share in `formAnswers.json`.
 * The partner embed carries the same words, as the build filled them, as its defaults, so it is
 * whole without the attribute.
 */
import { consultationForm, formAnswers } from "../../core/content/words.ts";
import type { FieldWords } from "../../core/forms/FormFields.tsx";

const { field } = formAnswers;

/** Its own words, and those every form's fields share (`FieldWords`: "Error:", fallback messages). */
export interface FormCopy extends FieldWords {
  submit: string;
  submitting: string;
  success: string;
  /** The confirmation's heading; `{firstName}` is the name just sent. */
  successTitle: string;
  successNext: string;
  /** Said above a room design the planner attached, and the button that leaves it out. */
  designAttached: string;
  designRemove: string;
  projectTypes: { value: string; label: string }[];
  labels: Record<string, string>;
  placeholders: Record<string, string>;
  messages: Record<string, string>;
}

/** The site's own words, whole, as its pages pass them (the title and lead above the form come too). */
export const DEFAULT_COPY: FormCopy = { ...consultationForm, ...field };

/**
 * The names the embed's releases up to 1.2.0 gave the over-the-limit messages, by their names now:
 * a partner's `copy` that still uses them keeps working.
 */
const EARLIER_MESSAGE_NAMES: Record<string, string> = {
  rateLimit: "overLimit",
  rateLimitWait: "overLimitWait",
  rateLimitWaitOne: "overLimitWaitOne",
};

/** A partner's messages under today's names (a message given under both names keeps today's). */
function currentNames(messages: Record<string, string> = {}): Record<string, string> {
  const renamed = Object.entries(messages).map(([name, text]): [string, string] => [
    Object.hasOwn(EARLIER_MESSAGE_NAMES, name) ? EARLIER_MESSAGE_NAMES[name]! : name,
    text,
  ]);
  return { ...Object.fromEntries(renamed), ...messages };
}

/** The given copy over the defaults, one level deep, so a partial override keeps the rest. */
export function mergeCopy(copy: Partial<FormCopy> | undefined): FormCopy {
  if (!copy) return DEFAULT_COPY;
  return {
    ...DEFAULT_COPY,
    ...copy,
    labels: { ...DEFAULT_COPY.labels, ...copy.labels },
    placeholders: { ...DEFAULT_COPY.placeholders, ...copy.placeholders },
    messages: { ...DEFAULT_COPY.messages, ...currentNames(copy.messages) },
  };
}
