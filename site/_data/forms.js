// @ts-check
import { tsImport } from "tsx/esm/api";

/**
 * The site's forms as templates draw them: each field of a definition in `forms/`, with its label,
 * placeholder and options from the copy in this folder. Native forms (the contact page) render
 * from this, so a field added to a definition appears here with no template edit.
 */
export default async function () {
  const { FORMS } = await tsImport("../../forms/definitions.ts", import.meta.url);
  const { FORM_COPY } = await tsImport("../../forms/words.ts", import.meta.url);
  /** @type {Record<string, unknown>} */
  const forms = {};
  for (const [id, form] of Object.entries(FORMS)) {
    const copy = FORM_COPY[id];
    forms[id] = {
      id,
      submit: copy.submit,
      fields: form.fields.map((/** @type {{ name: string }} */ field) => ({
        ...field,
        label: copy.labels[field.name] ?? field.name,
        placeholder: copy.placeholders[field.name],
        choices: copy.options[field.name],
      })),
    };
  }
  return forms;
}
