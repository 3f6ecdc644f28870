import { CHOICES } from "../content/words.ts";
import type { FormDefinition } from "./fields.ts";
import {
  TEXT_MAX,
  email,
  firstName,
  lastName,
  phone,
  projectAddress,
  projectDescription,
} from "./shared-fields.ts";

/** The contact page's form: the same person and project, a budget range and marketing consent. */
export const contact: FormDefinition = {
  id: "contact",
  fields: [
    firstName,
    lastName,
    { ...email, wide: false },
    { ...phone, required: true, wide: false },
    { ...projectAddress, required: true },
    {
      name: "projectType",
      control: "select",
      maxLength: TEXT_MAX,
      cleaning: "choice",
      options: CHOICES.contactProjectType,
    },
    {
      name: "budgetRange",
      control: "select",
      maxLength: TEXT_MAX,
      cleaning: "choice",
      options: CHOICES.contactBudgetRange,
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
