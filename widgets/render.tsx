/**
 * Renders the widgets into the pages at build time (react-dom/server), from the same components
 * and props the browser uses, so a page's first paint is the widget's own markup and the script
 * that arrives later adopts it in place (hydration) instead of drawing a second copy.
 */
import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { PLAIN_PAGE_STYLE } from "../core/forms/render-form.tsx";
import { WidgetRoot } from "./shared/WidgetRoot.tsx";
import { attributeName, attributeValue, type Widget } from "./shared/widget-definition.ts";
import { cinemaPlanner } from "./cinema-planner/widget.ts";
import { consultationFormStyles } from "./consultation-form/shadow-styles.ts";
import { consultationForm } from "./consultation-form/widget.ts";
import { cookieBanner } from "./cookie-banner/widget.ts";
import { floatingCta } from "./floating-cta/widget.ts";
import { mobileNav } from "./mobile-nav/widget.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const WIDGETS = new Map<string, Widget<any>>(
  [
    cinemaPlanner,
    { ...consultationForm, styles: consultationFormStyles },
    cookieBanner,
    floatingCta,
    mobileNav,
  ].map((spec) => [spec.tag, spec]),
);

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The element `tag` with its attributes, holding the component rendered with `props`. Shadow-root
 * widgets carry their markup and styles in a declarative shadow root, so they paint before, and
 * without, any script. `host` adds attributes the element itself needs (`hidden`, `id`).
 */
export function renderWidget(
  tag: string,
  props: Record<string, unknown> = {},
  host: Record<string, string | boolean> = {},
): string {
  const spec = WIDGETS.get(tag);
  if (!spec)
    throw new Error(`No widget is called <${tag}>; known: ${[...WIDGETS.keys()].join(", ")}`);
  for (const name of Object.keys(props)) {
    if (!(name in spec.props)) throw new Error(`<${tag}> has no prop "${name}"`);
  }

  const attributes: string[] = [];
  for (const [name, value] of Object.entries(host)) {
    if (value === true) attributes.push(name);
    else if (value !== false) attributes.push(`${name}="${escapeAttribute(value)}"`);
  }
  for (const [name, type] of Object.entries(spec.props)) {
    const value = attributeValue(type!, props[name]);
    if (value !== null) attributes.push(`${attributeName(name)}="${escapeAttribute(value)}"`);
  }

  const markup = renderToString(
    createElement(WidgetRoot, null, createElement(spec.Component, props)),
    { identifierPrefix: `${tag}-` },
  );
  const inner = spec.shadow
    ? `<template shadowrootmode="open"><style>${spec.styles ?? ""}</style><div data-widget-root>${markup}</div></template>`
    : markup;
  return `<${tag}${attributes.map((attribute) => ` ${attribute}`).join("")}>${inner}</${tag}>`;
}

/**
 * CSP sources (`'sha256-…'`) that allow the shadow roots' inline styles and the server's plain
 * form page's, and nothing else.
 */
export function styleHashes(): string[] {
  const styles = [...WIDGETS.values()].flatMap((spec) => (spec.styles ? [spec.styles] : []));
  return [...styles, PLAIN_PAGE_STYLE].map(
    (style) => `'sha256-${createHash("sha256").update(style).digest("base64")}'`,
  );
}
