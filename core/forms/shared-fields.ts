/** Fields more than one form has, described once. */
import type { Field } from "./fields.ts";

/** Caps in characters: names 50, most text 1000, the project description 2000. */
export const NAME_MAX = 50;
export const TEXT_MAX = 1000;
export const DESCRIPTION_MAX = 2000;
/** A phone number, spaces and brackets included, is 8 to 15 characters. */
const PHONE = { minLength: 8, maxLength: 15 };

export const firstName: Field = {
  name: "firstName",
  control: "input",
  type: "text",
  autocomplete: "given-name",
  required: true,
  maxLength: NAME_MAX,
  cleaning: "name",
  short: true,
};
export const lastName: Field = { ...firstName, name: "lastName", autocomplete: "family-name" };
export const email: Field = {
  name: "email",
  control: "input",
  type: "email",
  autocomplete: "email",
  required: true,
  maxLength: TEXT_MAX,
  cleaning: "email",
  wide: true,
};
export const phone: Field = {
  name: "phone",
  control: "input",
  type: "tel",
  autocomplete: "tel",
  ...PHONE,
  cleaning: "phone",
  wide: true,
};
export const projectAddress: Field = {
  name: "projectAddress",
  control: "input",
  type: "text",
  autocomplete: "address-line1",
  maxLength: TEXT_MAX,
  cleaning: "text",
  wide: true,
};
export const projectDescription: Field = {
  name: "projectDescription",
  control: "textarea",
  maxLength: DESCRIPTION_MAX,
  cleaning: "text",
  wide: true,
};
