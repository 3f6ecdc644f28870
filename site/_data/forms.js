// @ts-check
import { tsImport } from "tsx/esm/api";

/**
 * The site's forms as templates name them: each form's id and its button's words. The fields
 * themselves are drawn by `{% formFields id %}` from the form's definition in `core/forms/`, so a field
 * added to a definition appears with no template edit.
 */
export default async function () {
  /** @type {unknown} */
  const definitions = await tsImport("../../core/forms/definitions.ts", import.meta.url);
  /** @type {unknown} */
  const words = await tsImport("../../core/forms/form-words.ts", import.meta.url);
  const { FORMS } = /** @type {typeof import("../../core/forms/definitions.ts")} */ (definitions);
  const { FORM_COPY } = /** @type {typeof import("../../core/forms/form-words.ts")} */ (words);
  return Object.fromEntries(
    Object.keys(FORMS).map((id) => {
      const { submit } = FORM_COPY[/** @type {keyof typeof FORM_COPY} */ (id)];
      return [id, { id, submit }];
    }),
  );
}
