import { defineElement } from "../shared/define-element.tsx";
import { cookieBanner } from "./widget.ts";

defineElement(cookieBanner);

declare global {
  interface HTMLElementTagNameMap {
    "cookie-banner": HTMLElement;
  }
}
