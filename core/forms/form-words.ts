/**
 * The words each form shows, gathered from `site/_data/` into one shape, so anything that draws a
 * form from its definition (the contact page, the server's no-script pages) finds a field's label,
 * placeholder, options and messages the same way.
 */
import {
  consultationForm as consultationCopy,
  contact as contactCopy,
  site,
  formAnswers as answers,
} from "../content/words.ts";
import type { FieldWords } from "./FormFields.tsx";

export { messageFor } from "./messages.ts";
import type { FormId } from "./definitions.ts";

export interface Option {
  value: string;
  label: string;
}

export interface FieldCopy {
  labels: Record<string, string>;
  placeholders: Record<string, string>;
  /** A select's options, its empty prompt first. */
  options: Record<string, Option[]>;
  messages: Record<string, string>;
  /** Said inside a field's label after its text, with a link: "(We never share it. Privacy Policy)." */
  notes: Record<string, { text: string; href: string; link: string }>;
  submit: string;
}

/** The words every field shares: the hidden "Error:" before a message, the honeypot's label. */
export const FIELD_WORDS: FieldWords = answers.field;

const messages = consultationCopy.messages as Record<string, string>;

export const FORM_COPY: Record<FormId, FieldCopy> = {
  consultation: {
    labels: consultationCopy.labels,
    placeholders: consultationCopy.placeholders,
    options: { projectType: consultationCopy.projectTypes },
    messages,
    notes: {},
    submit: consultationCopy.submit,
  },
  contact: {
    labels: contactCopy.form.labels,
    placeholders: contactCopy.form.placeholders,
    options: {
      projectType: [
        { value: "", label: contactCopy.form.prompts.projectType },
        ...contactCopy.projectTypes,
      ],
      budgetRange: [
        { value: "", label: contactCopy.form.prompts.budgetRange },
        ...contactCopy.budgetRanges,
      ],
    },
    messages,
    notes: {
      marketingConsent: {
        text: contactCopy.form.privacyNote,
        href: "/privacy-policy",
        link: contactCopy.form.privacyLink,
      },
    },
    submit: contactCopy.form.submit,
  },
  newsletter: {
    labels: { email: site.newsletter.label },
    placeholders: { email: site.newsletter.placeholder },
    options: {},
    messages,
    notes: {},
    submit: site.newsletter.submit,
  },
};
