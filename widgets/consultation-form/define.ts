import { defineElement } from "../shared/define-element.tsx";
import { ConsultationForm } from "./ConsultationForm.tsx";

/**
 * `<consultation-form endpoint="…" form-key="…" copy="{…}">`. It renders in a shadow root with its
 * own styles, so a host page's CSS cannot break it, and announces the outcome of each submission
 * as `consultationsuccess` / `consultationerror` events (bubbling, composed) with the form key.
 */
defineElement("consultation-form", ConsultationForm, {
  shadow: "open",
  props: { endpoint: "string", formKey: "string", copy: "json" },
  events: {
    onConsultationSuccess: { bubbles: true, composed: true },
    onConsultationError: { bubbles: true, composed: true },
  },
});

declare global {
  interface HTMLElementTagNameMap {
    "consultation-form": HTMLElement;
  }
}
