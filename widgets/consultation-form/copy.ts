/**
 * The words the form shows. The site passes its own from `site/_data/consultationForm.json` in the
 * `copy` attribute; the same file is the default, so the widget is whole when embedded without one.
 * The words every form's fields share come from `formAnswers.json`.
 */
import consultationForm from "../../site/_data/consultationForm.json" with { type: "json" };
import { field } from "../../site/_data/formAnswers.json";

export interface FormCopy {
  submit: string;
  submitting: string;
  success: string;
  /** The confirmation's heading; `{firstName}` is the name just sent. */
  successTitle: string;
  successNext: string;
  sendAnother: string;
  /** Said above a room design the planner attached, and the button that leaves it out. */
  designAttached: string;
  designRemove: string;
  projectTypes: { value: string; label: string }[];
  labels: Record<string, string>;
  placeholders: Record<string, string>;
  messages: Record<string, string>;
  /** Said, visually hidden, before each field's message ("Error:"). */
  errorPrefix: string;
  /** The label of the trap for bots, which people never see. */
  honeypot: string;
}

export const DEFAULT_COPY: FormCopy = {
  submit: consultationForm.submit,
  submitting: consultationForm.submitting,
  success: consultationForm.success,
  successTitle: consultationForm.successTitle,
  successNext: consultationForm.successNext,
  sendAnother: consultationForm.sendAnother,
  designAttached: consultationForm.designAttached,
  designRemove: consultationForm.designRemove,
  projectTypes: consultationForm.projectTypes,
  labels: consultationForm.labels,
  placeholders: consultationForm.placeholders,
  messages: consultationForm.messages,
  errorPrefix: field.errorPrefix,
  honeypot: field.honeypot,
};

/** The given copy over the defaults, one level deep, so a partial override keeps the rest. */
export function mergeCopy(copy: Partial<FormCopy> | undefined): FormCopy {
  if (!copy) return DEFAULT_COPY;
  return {
    ...DEFAULT_COPY,
    ...copy,
    labels: { ...DEFAULT_COPY.labels, ...copy.labels },
    placeholders: { ...DEFAULT_COPY.placeholders, ...copy.placeholders },
    messages: { ...DEFAULT_COPY.messages, ...copy.messages },
  };
}
