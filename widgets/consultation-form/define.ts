import { defineElement } from "../shared/define-element.tsx";
import { consultationForm } from "./widget.ts";

defineElement(consultationForm);

declare global {
  interface HTMLElementTagNameMap {
    "consultation-form": HTMLElement;
  }
}
