// @ts-check
import { tsImport } from "tsx/esm/api";

/**
 * The site's forms as templates name them: each form's id and its button's words. The fields
 * themselves are drawn by `{% formFields id %}` from the form's definition in `core/forms/`, so a field
 * added to a definition appears with no template edit.
 */
export default async function () {
  const { FORMS } = await tsImport("../../core/forms/definitions.ts", import.meta.url);
  const { FORM_COPY } = await tsImport("../../core/forms/form-words.ts", import.meta.url);
  return Object.fromEntries(
    Object.keys(FORMS).map((id) => [id, { id, submit: FORM_COPY[id].submit }]),
  );
}
