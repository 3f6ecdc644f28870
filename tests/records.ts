import { randomUUID } from "node:crypto";
import type { StoredRecord } from "../server/store/types.ts";

/** A newsletter sign-up as the store keeps it: asked for at `at`, its confirmation still owed. */
export const newsletterSignUp = (
  at: string,
  overrides: Record<string, unknown> = {},
): StoredRecord => ({
  id: randomUUID(),
  form: "newsletter",
  receivedAt: at,
  event: "requested",
  status: "pending",
  email: `${randomUUID()}@example.com`,
  at,
  ...overrides,
});

/** A contact form's lead from `email`, received now. */
export const contactLead = (email: string): StoredRecord => ({
  id: randomUUID(),
  form: "contact",
  receivedAt: new Date().toISOString(),
  firstName: "Ada",
  email,
});

/** Every field of a consultation request as a visitor fills it in, from `email`, with `token`. */
export const consultationFields = (email: string, token: string): Record<string, string> => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  phone: "020 7946 0018",
  projectAddress: "12 Cheyne Walk, London SW3",
  projectType: "home-cinema",
  budget: "£60,000",
  projectDescription: "A 12-seat basement cinema with Dolby Atmos.",
  website: "",
  _token: token,
});
