import type { FormDefinition } from "./fields.ts";
import { email } from "./shared-fields.ts";

/** The newsletter box: one e-mail address. */
export const newsletter: FormDefinition = {
  id: "newsletter",
  fields: [{ ...email, wide: false }],
};
