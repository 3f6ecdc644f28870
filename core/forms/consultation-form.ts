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
      options: CHOICES.consultationProjectType,
    },
    { name: "budget", control: "input", type: "text", maxLength: TEXT_MAX, cleaning: "text" },
    { ...projectDescription, rows: 3 },
  ],
};
