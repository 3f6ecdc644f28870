import { defineElement } from "../shared/define-element.tsx";
import { MobileNav } from "./MobileNav.tsx";

defineElement("mobile-nav", MobileNav);

declare global {
  interface HTMLElementTagNameMap {
    "mobile-nav": HTMLElement;
  }
}
