/**
 * The site's forms, each described once (a module per form, so a widget bundles only its own).
 * The widget's fields and checks, the server's checks, the contact page's native form and the tests
 * all read these; labels, placeholders and option labels are copy and live in `site/_data/`
 * (`consultationForm.json`, `contact.json`).
 */
import type { FormDefinition } from "./fields.ts";
import { consultation } from "./consultation-form.ts";
import { contact } from "./contact-form.ts";
import { newsletter } from "./newsletter-form.ts";

export { consultation, contact, newsletter };

/** Every form by its id. */
export const FORMS = { consultation, contact, newsletter } as const;
export type FormId = keyof typeof FORMS;

/** The definition of a form id from a request, or undefined for any other string. */
export function formById(id: unknown): FormDefinition | undefined {
  return typeof id === "string" && Object.hasOwn(FORMS, id) ? FORMS[id as FormId] : undefined;
}
