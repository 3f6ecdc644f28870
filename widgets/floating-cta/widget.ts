import { widget } from "../shared/widget-definition.ts";
import { FloatingCta } from "./FloatingCta.tsx";

/**
 * `<floating-cta href="…" copy="{…}">`: two links, rendered at build time. It has no script of its
 * own: the page's loader shows it once the visitor has scrolled past the threshold, and a link
 * needs no React to be followed.
 */
export const floatingCta = widget({
  tag: "floating-cta",
  Component: FloatingCta,
  props: { href: "string", copy: "json" },
});
