/**
 * Accessibility criteria:
 * - The banner is a labelled region, so it can be found from the landmarks list.
 * - Its buttons are real buttons, reachable by keyboard in reading order.
 * - It never hides content for good: the page keeps room below its last line for the banner.
 *
 * The build renders it into every page inside a hidden element; the page's loader shows it only
 * when no choice is stored, so a returning visitor never sees it flash, and with no script it
 * stays hidden (there is nothing to remember a choice with). A first tap on a button loads this
 * component, which takes the markup over and then handles the tap.
 */
import { useState } from "react";
import { writeConsent, type Consent } from "./cookie-choice.ts";

export interface CookieBannerCopy {
  label: string;
  text: string;
  privacyLink: string;
  decline: string;
  accept: string;
}

export interface CookieBannerProps {
  privacyHref?: string;
  /** The words, from `site/_data/widgets.json`. */
  copy: CookieBannerCopy;
}

export function CookieBanner({ privacyHref = "/privacy-policy", copy: text }: CookieBannerProps) {
  const [answered, setAnswered] = useState(false);
  if (answered) return null;

  const choose = (consent: Consent) => {
    writeConsent(consent);
    setAnswered(true);
  };

  return (
    <section className="cookie-banner" aria-label={text.label}>
      <p className="cookie-banner__text">
        {text.text} <a href={privacyHref}>{text.privacyLink}</a>.
      </p>
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => choose("declined")}
        >
          {text.decline}
        </button>
        <button type="button" className="button button--small" onClick={() => choose("accepted")}>
          {text.accept}
        </button>
      </div>
    </section>
  );
}
