/**
 * When to fetch a widget's code. Each trigger runs `load` at most once and never before the page
 * has painted, so React costs a visitor nothing until a widget is really needed.
 */
type Load = () => void;

function once(load: Load): Load {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    load();
  };
}

/** When the browser is idle after the page has loaded. */
export function whenIdle(load: Load): void {
  const run = once(load);
  const schedule = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(run, { timeout: 4000 })
      : setTimeout(run, 200);
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
}

/**
 * When the element comes within 200 px of the viewport: a visitor scrolling towards it finds it
 * ready, and one who never does never downloads it.
 */
export function whenVisible(element: Element, load: Load): void {
  const run = once(load);
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

/** When the page has been scrolled further than `px`, or already is. */
export function whenScrolledPast(px: number, load: Load): void {
  const run = once(load);
  const check = () => {
    if (window.scrollY <= px) return;
    window.removeEventListener("scroll", check);
    run();
  };
  window.addEventListener("scroll", check, { passive: true });
  check();
}

/** When a visitor first touches, clicks, focuses or types in the element. */
export function whenInteracted(element: Element, load: Load): void {
  const run = once(load);
  const events = ["pointerdown", "focusin", "keydown", "mouseover"] as const;
  const handler = () => {
    for (const type of events) element.removeEventListener(type, handler);
    run();
  };
  for (const type of events) element.addEventListener(type, handler, { passive: true });
}
