/**
 * The site's forms, each described once. The widget's fields and checks, the server's checks, the
 * contact page's native form and the tests all read these; labels, placeholders and option labels
 * are copy and live in `site/_data/` (`consultationForm.json`, `contact.json`).
 */
import consultationCopy from "../site/_data/consultationForm.json" with { type: "json" };
import contactCopy from "../site/_data/contact.json" with { type: "json" };
import type { Field, FormDefinition } from "./fields.ts";

/** Caps in characters: names 50, most text 1000, the project description 2000. */
const NAME_MAX = 50;
const TEXT_MAX = 1000;
const DESCRIPTION_MAX = 2000;
/** A phone number, spaces and brackets included, is 8 to 15 characters. */
const PHONE = { minLength: 8, maxLength: 15 };

const firstName: Field = {
  name: "firstName",
  control: "input",
  type: "text",
  autocomplete: "given-name",
  required: true,
  maxLength: NAME_MAX,
  cleaning: "name",
};
const lastName: Field = { ...firstName, name: "lastName", autocomplete: "family-name" };
const email: Field = {
  name: "email",
  control: "input",
  type: "email",
  autocomplete: "email",
  required: true,
  maxLength: TEXT_MAX,
  cleaning: "email",
  wide: true,
};
const phone: Field = {
  name: "phone",
  control: "input",
  type: "tel",
  autocomplete: "tel",
  ...PHONE,
  cleaning: "phone",
  wide: true,
};
const projectAddress: Field = {
  name: "projectAddress",
  control: "input",
  type: "text",
  autocomplete: "street-address",
  maxLength: TEXT_MAX,
  cleaning: "text",
  wide: true,
};
const projectDescription: Field = {
  name: "projectDescription",
  control: "textarea",
  maxLength: DESCRIPTION_MAX,
  cleaning: "text",
  wide: true,
};

/** The home consultation form, in the order its payload is sent. */
export const consultation: FormDefinition = {
  id: "consultation",
  fields: [
    firstName,
    lastName,
    email,
    phone,
    projectAddress,
    {
      name: "projectType",
      control: "select",
      maxLength: TEXT_MAX,
      cleaning: "choice",
      options: consultationCopy.projectTypes.map((option) => option.value),
    },
    { name: "budget", control: "input", type: "text", maxLength: TEXT_MAX, cleaning: "text" },
    { ...projectDescription, rows: 3 },
  ],
};

/** The contact page's form: the same person and project, a budget range and marketing consent. */
export const contact: FormDefinition = {
  id: "contact",
  fields: [
    firstName,
    lastName,
    email,
    { ...phone, required: true, wide: false },
    { ...projectAddress, required: true },
    {
      name: "projectType",
      control: "select",
      maxLength: TEXT_MAX,
      cleaning: "choice",
      options: ["", ...contactCopy.projectTypes.map((option) => option.value)],
    },
    {
      name: "budgetRange",
      control: "select",
      maxLength: TEXT_MAX,
      cleaning: "choice",
      options: ["", ...contactCopy.budgetRanges.map((option) => option.value)],
    },
    {
      name: "budget",
      control: "input",
      type: "text",
      maxLength: TEXT_MAX,
      cleaning: "text",
      wide: true,
    },
    { ...projectDescription, rows: 4 },
    {
      name: "marketingConsent",
      control: "checkbox",
      maxLength: 3,
      cleaning: "flag",
      options: ["yes"],
      wide: true,
    },
  ],
};

/** The newsletter box: one e-mail address. */
export const newsletter: FormDefinition = {
  id: "newsletter",
  fields: [{ ...email, wide: false }],
};

/** Every form by its id. */
export const FORMS = { consultation, contact, newsletter } as const;
export type FormId = keyof typeof FORMS;

/** The definition of a form id from a request, or undefined for any other string. */
export function formById(id: unknown): FormDefinition | undefined {
  return typeof id === "string" && Object.hasOwn(FORMS, id) ? FORMS[id as FormId] : undefined;
}
