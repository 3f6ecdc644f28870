/**
 * The one script every page loads. It holds no React: for each widget tag on the page it fetches
 * that widget's code only when the widget is needed, and React comes with the first one.
 */
import { readConsent } from "./cookie-banner/consent.ts";
import { SHOW_AFTER_PX } from "./floating-cta/visibility.ts";
import { whenIdle, whenInteracted, whenScrolledPast, whenVisible } from "./shared/load-when.ts";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const form = document.querySelector("consultation-form");
if (form) {
  const load = () => void import("./consultation-form/define.ts");
  // Even a form in view waits for the page to settle: its no-script version works meanwhile.
  whenIdle(() => whenVisible(form, load));
  // Typing in the no-script form before it is in view still brings the enhanced form in.
  whenInteracted(form, load);
}

const menu = document.querySelector("mobile-nav");
if (menu) whenInteracted(menu, () => void import("./mobile-nav/define.ts"));

if (document.querySelector("floating-cta")) {
  whenScrolledPast(SHOW_AFTER_PX, () => void import("./floating-cta/define.ts"));
}

// A visitor who has already answered the banner never downloads it.
if (document.querySelector("cookie-banner") && !readConsent(storage())) {
  whenIdle(() => void import("./cookie-banner/define.ts"));
}

// Blog lists: "Load More Articles" is a link to the next page; once it nears the viewport, this
// fetches the few hundred bytes that add that page's posts in place instead.
const loadMore = document.querySelector<HTMLAnchorElement>("a[data-load-more]");
if (loadMore) {
  whenVisible(loadMore, () => {
    void import("./load-more/load-more.ts").then(({ enhanceLoadMore }) =>
      enhanceLoadMore(loadMore),
    );
  });
}
