/**
 * The words each form shows, gathered from `site/_data/` into one shape, so anything that draws a
 * form from its definition (the contact page, the server's no-script pages) finds a field's label,
 * placeholder, options and messages the same way.
 */
import consultationCopy from "../site/_data/consultationForm.json" with { type: "json" };
import contactCopy from "../site/_data/contact.json" with { type: "json" };
import site from "../site/_data/site.json" with { type: "json" };
import type { ErrorKey, Field } from "./fields.ts";
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
  submit: string;
}

const messages = consultationCopy.messages as Record<string, string>;

export const FORM_COPY: Record<FormId, FieldCopy> = {
  consultation: {
    labels: consultationCopy.labels,
    placeholders: consultationCopy.placeholders,
    options: { projectType: consultationCopy.projectTypes },
    messages,
    submit: consultationCopy.submit,
  },
  contact: {
    labels: contactCopy.form.labels,
    placeholders: contactCopy.form.placeholders,
    options: {
      projectType: [
        { value: "", label: contactCopy.form.prompts.projectType! },
        ...contactCopy.projectTypes,
      ],
      budgetRange: [
        { value: "", label: contactCopy.form.prompts.budgetRange! },
        ...contactCopy.budgetRanges,
      ],
    },
    messages,
    submit: contactCopy.form.submit,
  },
  newsletter: {
    labels: { email: site.newsletter.label },
    placeholders: { email: site.newsletter.placeholder },
    options: {},
    messages,
    submit: site.newsletter.submit,
  },
};

/** A field's message for an error key: from the copy (`emailInvalid`), or built from its label. */
export function messageFor(copy: FieldCopy, field: Field, key: ErrorKey): string {
  const name = `${field.name}${key === "required" ? "Required" : "Invalid"}`;
  const label = copy.labels[field.name] ?? field.name;
  return (
    copy.messages[name] ?? (key === "required" ? `${label} is required` : `Please check ${label}`)
  );
}
