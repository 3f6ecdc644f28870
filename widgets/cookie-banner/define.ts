import { defineElement } from "../shared/define-element.tsx";
import { CookieBanner } from "./CookieBanner.tsx";

defineElement("cookie-banner", CookieBanner, { props: { privacyHref: "string" } });

declare global {
  interface HTMLElementTagNameMap {
    "cookie-banner": HTMLElement;
  }
}
