import { widget } from "../shared/widget-definition.ts";
import { ConsultationForm } from "./ConsultationForm.tsx";

/**
 * `<consultation-form endpoint="…" form-key="…" copy="{…}">`. It renders in a shadow root with its
 * own styles (`shadow-styles.ts`), so a host page's CSS cannot break it, and announces the outcome
 * of each submission as `consultationsuccess` / `consultationerror` events (bubbling, composed)
 * with the form key.
 */
export const consultationForm = widget({
  tag: "consultation-form",
  Component: ConsultationForm,
  props: {
    endpoint: "string",
    formKey: "string",
    copy: "json",
    contactEmail: "string",
    design: "json",
  },
  events: {
    onConsultationSuccess: { bubbles: true, composed: true },
    onConsultationError: { bubbles: true, composed: true },
  },
  shadow: true,
});
