import { defineElement } from "../shared/define-element.tsx";
import { FloatingCta } from "./FloatingCta.tsx";

defineElement("floating-cta", FloatingCta, { props: { href: "string" } });

declare global {
  interface HTMLElementTagNameMap {
    "floating-cta": HTMLElement;
  }
}
