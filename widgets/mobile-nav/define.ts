import { defineElement } from "../shared/define-element.tsx";
import { mobileNav } from "./widget.ts";

defineElement(mobileNav);

declare global {
  interface HTMLElementTagNameMap {
    "mobile-nav": HTMLElement;
  }
}
