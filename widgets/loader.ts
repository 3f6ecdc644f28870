/**
 * The one script every page loads. It holds no React: the widgets are already on the page, built
 * from their own components, and each one's code is fetched only when a visitor reaches for it,
 * which then takes the built markup over in place.
 */
// Each widget's styles live in its folder. Imported here, the one script every page loads, the
// build bundles them after `main.css` into the page's one stylesheet, linked in its head: they
// arrive with the page, before any script runs.
import "./consultation-form/consultation-form.css";
import "./cookie-banner/cookie-banner.css";
import "./floating-cta/floating-cta.css";
import "./load-more/load-more.css";
import "./mobile-nav/mobile-nav.css";
import "./newsletter-form/newsletter-form.css";
import { answerRequests } from "./cinema-planner/request.ts";
import { readConsent } from "./cookie-banner/cookie-choice.ts";
import { reserveSpace } from "./cookie-banner/reserve-space.ts";
import { isEditing, showsFloatingCta } from "./floating-cta/visibility.ts";
import {
  afterFirstPaint,
  loadOnInteraction,
  onFirstReach,
  onScroll,
  whenVisible,
} from "./shared/load-when.ts";

// A widget built into the page carries its markup and styles in a declarative shadow root
// (`<template shadowrootmode="open">`), which a browser's parser attaches, leaving no template.
// Before declarative shadow DOM (Safari 16.3, Firefox 122, Chrome 110) the template stays inert
// and the widget blank: attach each one left, first, so what follows finds their fields.
for (const template of document.querySelectorAll<HTMLTemplateElement>("template[shadowrootmode]")) {
  template.parentElement!.attachShadow({ mode: "open" }).append(template.content);
  template.remove();
}

const widgets: Record<string, () => Promise<unknown>> = {
  "cinema-planner": () => import("./cinema-planner/define.ts"),
  "consultation-form": () => import("./consultation-form/define.ts"),
  "cookie-banner": () => import("./cookie-banner/define.ts"),
  "mobile-nav": () => import("./mobile-nav/define.ts"),
};

for (const [tag, load] of Object.entries(widgets)) {
  for (const element of document.querySelectorAll<HTMLElement>(tag))
    loadOnInteraction(element, load, { ownChecks: tag === "consultation-form" });
}

// A planner opened from a design's address shows that design, not the worked example it was built
// with: its code comes at once, and the example is marked as standing in until then.
const planner = document.querySelector<HTMLElement>("cinema-planner");
if (planner && new URLSearchParams(window.location.search).has("length")) {
  planner.setAttribute("data-restoring", "");
  void widgets["cinema-planner"]!().catch(() => planner.removeAttribute("data-restoring"));
}
// "Request a consultation for this room" is a link that carries its design: answered here on the
// first press, before the planner's code has arrived, and by the planner once it has.
if (planner) answerRequests(document);

// Native forms that take a server-issued token (the contact form): reaching for one fetches the
// token, so a visitor with script sends it in one press (without, the server asks for a second).
for (const form of document.querySelectorAll<HTMLFormElement>(
  "form[data-token-form]:not(.newsletter-form)",
)) {
  onFirstReach(
    form,
    () => void import("./shared/token-form.ts").then(({ wireTokenForm }) => wireTokenForm(form)),
  );
}

// Newsletter forms post natively; reaching for one brings in the script that fetches its token and
// answers in place, and a press made before that has arrived is held and replayed.
for (const newsletter of document.querySelectorAll<HTMLFormElement>("form.newsletter-form")) {
  loadOnInteraction(newsletter, () =>
    import("./newsletter-form/widget.ts").then(({ enhance }) => enhance(newsletter)),
  );
}

// Two links, shown past the threshold on every page; out of the way while a form control has focus.
// Nothing about them needs React.
function followScroll(cta: HTMLElement) {
  const state = { scrollY: 0, editing: false };
  // It never appears under a pointer that is pressing: it would take the release, and the press.
  let pressing = false;
  const update = () => {
    const show = showsFloatingCta(state);
    if (cta.hidden === show && !(show && pressing)) cta.hidden = !show;
  };
  document.addEventListener("pointerdown", () => (pressing = true), true);
  for (const type of ["pointerup", "pointercancel"])
    document.addEventListener(type, () => ((pressing = false), setTimeout(update)), true);
  onScroll((scrollY) => {
    state.scrollY = scrollY;
    update();
  });
  // Focus inside a widget's shadow root reaches the document retargeted: ask the path for the control.
  const track = (event: Event) => {
    const focused = event.type === "focusin" ? event.composedPath()[0] : null;
    state.editing = isEditing(focused instanceof Element ? focused : null);
    update();
  };
  document.addEventListener("focusin", track);
  document.addEventListener("focusout", track);
}

// Once the page has painted (its first screen never waits for either, nor for storage to be opened:
// a first read of `localStorage` costs milliseconds on a phone), in this order: the cookie banner,
// built hidden, is shown to a visitor who has not chosen yet; then the floating call to action,
// which sits above the banner, starts following the scroll. Started first, it could appear at the
// bottom of the screen on a slow phone and then jump up when the banner arrived.
const banner = document.querySelector<HTMLElement>("cookie-banner");
const cta = document.querySelector<HTMLElement>("floating-cta");
afterFirstPaint(() => {
  if (banner && !readConsent()) {
    banner.hidden = false;
    reserveSpace(banner);
  }
  if (cta) followScroll(cta);
});

// The home page's quotes sit side by side, and on a phone scroll sideways in a row: the row is a
// keyboard stop (so arrow keys can scroll it) only while it scrolls, not where all three fit.
for (const row of document.querySelectorAll<HTMLElement>(".side-scroll[tabindex]")) {
  const scrolls = () => (row.tabIndex = row.scrollWidth > row.clientWidth ? 0 : -1);
  new ResizeObserver(scrolls).observe(row);
}

// Blog lists: "Load More Articles" is a link to the next page; once it nears the viewport, this
// fetches the few hundred bytes that add that page's posts in place instead.
const loadMore = document.querySelector<HTMLAnchorElement>("a[data-load-more]");
if (loadMore) {
  whenVisible(loadMore, () => {
    void import("./load-more/widget.ts").then(({ enhanceLoadMore }) => enhanceLoadMore(loadMore));
  });
}
