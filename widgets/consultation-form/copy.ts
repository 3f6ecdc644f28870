/**
 * The words the form shows. The site passes its own from `site/_data/consultationForm.json` in the
 * `copy` attribute; these English defaults keep the widget whole when it is embedded without one.
 */
export interface FormCopy {
  submit: string;
  submitting: string;
  success: string;
  projectTypes: { value: string; label: string }[];
  labels: Record<string, string>;
  placeholders: Record<string, string>;
  messages: Record<string, string>;
}

export const DEFAULT_COPY: FormCopy = {
  submit: "Request Free Consultation",
  submitting: "Submitting...",
  success: "Thank you. Your request has arrived, and we will reply within 2 hours.",
  projectTypes: [
    { value: "", label: "Select project type" },
    { value: "home-cinema", label: "Home Cinema" },
    { value: "media-room", label: "Media Room" },
    { value: "smart-home", label: "Smart Home Integration" },
    { value: "other", label: "Other" },
  ],
  labels: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email Address",
    phone: "Phone Number",
    projectAddress: "Project Address",
    projectType: "Project Type",
    budget: "Budget",
    projectDescription: "Project Description",
  },
  placeholders: {},
  messages: {
    firstNameRequired: "First Name is required",
    lastNameRequired: "Last Name is required",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    phoneInvalid: "Please enter a valid phone number",
    correctErrors: "Please correct the errors above.",
    security: "Security validation failed. Please refresh and try again.",
    rateLimit: "Too many submissions. Please wait a minute before trying again.",
    failed: "Submission failed. Please try again.",
  },
};

/** The given copy over the defaults, one level deep, so a partial override keeps the rest. */
export function mergeCopy(copy: Partial<FormCopy> | undefined): FormCopy {
  if (!copy) return DEFAULT_COPY;
  return {
    ...DEFAULT_COPY,
    ...copy,
    labels: { ...DEFAULT_COPY.labels, ...copy.labels },
    placeholders: { ...DEFAULT_COPY.placeholders, ...copy.placeholders },
    messages: { ...DEFAULT_COPY.messages, ...copy.messages },
  };
}
