import { widget } from "../shared/widget-definition.ts";
import { CookieBanner } from "./CookieBanner.tsx";

/** `<cookie-banner privacy-href="…" copy="{…}">`, rendered in the page and styled by the site. */
export const cookieBanner = widget({
  tag: "cookie-banner",
  Component: CookieBanner,
  props: { privacyHref: "string", copy: "json" },
});
