/**
 * Accessibility criteria:
 * - Hidden links are removed from the page (the element is `hidden`), not just made transparent,
 *   so they are never reached by keyboard or read out while invisible.
 * - Both are ordinary links to the consultation form.
 */

export interface FloatingCtaCopy {
  label: string;
  main: string;
  smallScreen: string;
}

export interface FloatingCtaProps {
  href?: string;
  /** The words, from `site/_data/widgets.json`. */
  copy: FloatingCtaCopy;
}

export function FloatingCta({ href = "/#consultation", copy: text }: FloatingCtaProps) {
  return (
    <aside className="floating-cta" aria-label={text.label}>
      <a className="button floating-cta__main" href={href}>
        {text.main}
      </a>
      <a className="button floating-cta__small-screen" href={href}>
        {text.smallScreen}
      </a>
    </aside>
  );
}
