/**
 * Accessibility criteria:
 * - The banner is a labelled region, so it can be found from the landmarks list.
 * - Its buttons are real buttons, reachable by keyboard in reading order.
 * - It never hides content for good: the page keeps room below its last line for the banner.
 */
import { useLayoutEffect, useRef, useState } from "react";
import { readConsent, writeConsent, type Consent } from "./consent.ts";

export interface CookieBannerProps {
  privacyHref?: string;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function CookieBanner({ privacyHref = "/privacy-policy" }: CookieBannerProps) {
  const [choice, setChoice] = useState<Consent | null>(() => readConsent(storage()));
  const banner = useRef<HTMLElement>(null);

  // Reserve the banner's height at the foot of the page (and of focus scrolling), so the last
  // content and a focused control can always be brought above it.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = banner.current;
    if (!element) return;
    const reserve = () =>
      root.style.setProperty("--cookie-banner-height", `${element.offsetHeight}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-banner-height");
    };
  }, [choice]);

  if (choice) return null;

  const choose = (consent: Consent) => {
    writeConsent(storage(), consent);
    setChoice(consent);
  };

  return (
    <section ref={banner} className="cookie-banner" aria-label="Cookie consent">
      <p className="cookie-banner__text">
        This site uses no advertising or tracking cookies; your browser only remembers this choice.{" "}
        <a href={privacyHref}>Read our Privacy Policy</a>.
      </p>
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => choose("declined")}
        >
          Decline
        </button>
        <button type="button" className="button button--small" onClick={() => choose("accepted")}>
          Accept All
        </button>
      </div>
    </section>
  );
}
