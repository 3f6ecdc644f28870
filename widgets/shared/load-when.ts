/**
 * When a widget's code is fetched, and what happens to a visitor's first tap while it is on its
 * way. Nothing here imports React: this runs on every page before any widget is needed.
 */
import { LEFT_ATTRIBUTE, READY_EVENT } from "./widget-definition.ts";

type Load = () => Promise<unknown>;

/** The events that say a visitor is reaching for a widget: touch, pointer, focus or a key. */
const REACHING = ["pointerdown", "pointerover", "focusin", "keydown"] as const;

export interface LoadOptions {
  /**
   * The widget checks its own fields and shows its own messages. The browser's checks then step
   * aside while its code loads: an invalid form never fires `submit`, so the first press would
   * show a native bubble and be lost instead of being held for the widget's own summary. They come
   * back if the code cannot be fetched.
   */
  ownChecks?: boolean;
}

/**
 * Fetches a widget's code the first time a visitor reaches for its element, and keeps what they
 * do meanwhile: a tap on a button or a form's submission waits for the widget to take over and is
 * then replayed, once; typing goes into the built fields natively and the widget adopts it, and a
 * field left meanwhile is marked (`data-left`) so the widget treats it as left. If the code
 * cannot be fetched, a held submission goes ahead as a native post.
 */
export function loadOnInteraction(host: HTMLElement, load: Load, options: LoadOptions = {}): void {
  // Events inside a declarative shadow root are caught there; `submit` never leaves it.
  const scope: HTMLElement | ShadowRoot = host.shadowRoot ?? host;
  const held: { replay: () => void; fallback?: () => void }[] = [];
  const forms = options.ownChecks ? [...scope.querySelectorAll("form")] : [];
  for (const form of forms) form.noValidate = true;
  let started = false;
  let taken = false;

  const markLeft = (event: Event) => {
    const control = event.composedPath()[0];
    if (control instanceof Element && control.matches("input, select, textarea"))
      control.setAttribute(LEFT_ATTRIBUTE, "");
  };

  const stopHolding = () => {
    for (const type of REACHING) scope.removeEventListener(type, start, true);
    scope.removeEventListener("click", hold, true);
    scope.removeEventListener("submit", hold, true);
    scope.removeEventListener("focusout", markLeft, true);
  };

  const start = () => {
    if (started) return;
    started = true;
    load().catch(() => {
      stopHolding();
      for (const form of forms) form.noValidate = false;
      for (const event of held.splice(0)) event.fallback?.();
    });
  };

  const hold = (event: Event) => {
    if (taken) return;
    const target = event.composedPath()[0];
    if (event.type === "submit" && target instanceof HTMLFormElement) {
      event.preventDefault();
      if (!held.some((item) => item.fallback)) {
        // Without the widget, the browser checks the fields again before the native post.
        held.push({ replay: () => target.requestSubmit(), fallback: () => target.requestSubmit() });
      }
    } else if (event.type === "click" && target instanceof Element) {
      // Only buttons need the widget to act; links, fields and the menu's toggle work natively.
      const button = target.closest("button[type=button]");
      if (!(button instanceof HTMLButtonElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push({ replay: () => button.click() });
    }
    start();
  };

  host.addEventListener(
    READY_EVENT,
    () => {
      taken = true;
      stopHolding();
      for (const event of held.splice(0)) event.replay();
    },
    { once: true },
  );
  for (const type of REACHING)
    scope.addEventListener(type, start, { capture: true, passive: true });
  scope.addEventListener("click", hold, true);
  scope.addEventListener("submit", hold, true);
  scope.addEventListener("focusout", markLeft, true);
}

/**
 * Runs `run` once, when the element comes within 200 px of the viewport: a visitor scrolling
 * towards it finds it ready, and one who never does never downloads it.
 */
export function whenVisible(element: Element, run: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: "200px" },
  );
  observer.observe(element);
}

/** Runs `run` once, the first time a visitor reaches for the element. */
export function onFirstReach(element: Element, run: () => void): void {
  const once = () => {
    for (const type of REACHING) element.removeEventListener(type, once, true);
    run();
  };
  for (const type of REACHING)
    element.addEventListener(type, once, { capture: true, passive: true });
}

/**
 * Runs `work` once the page has painted for the first time. This script may run before that first
 * paint; anything it changes or measures there (showing an element, reading the scroll position,
 * which lays the page out early) holds the paint back until the script has arrived and run.
 */
export function afterFirstPaint(work: () => void): void {
  // A frame callback would run inside the frame that paints, so the paint is awaited as an entry
  // (Safari 14.1, Firefox 84, Chrome 60; `buffered` hears one that came before this script).
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    work();
  });
  observer.observe({ type: "paint", buffered: true });
}

/**
 * Calls `update` with the scroll position now (a restored page may open part-way down) and on
 * every scroll.
 */
export function onScroll(update: (scrollY: number) => void): void {
  update(window.scrollY);
  window.addEventListener("scroll", () => update(window.scrollY), { passive: true });
}
