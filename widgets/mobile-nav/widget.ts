import { widget } from "../shared/widget-definition.ts";
import { MobileNav } from "./MobileNav.tsx";

/** `<mobile-nav links="[…]" cta="{…}" copy="{…}">`, the menu for narrow screens, styled by the site. */
export const mobileNav = widget({
  tag: "mobile-nav",
  Component: MobileNav,
  props: { links: "json", cta: "json", copy: "json" },
});
