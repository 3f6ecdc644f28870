/**
 * Accessibility criteria:
 * - Hidden links are removed from the page (the element is `hidden`), not just made transparent,
 *   so they are never reached by keyboard or read out while invisible.
 * - Both are ordinary links to the consultation form.
 */
import { floatingCta } from "../../site/_data/widgets.json";

export interface FloatingCtaCopy {
  label: string;
  main: string;
  smallScreen: string;
}

export interface FloatingCtaProps {
  href?: string;
  copy?: Partial<FloatingCtaCopy>;
}

const DEFAULT_COPY: FloatingCtaCopy = floatingCta;

export function FloatingCta({ href = "/#consultation", copy }: FloatingCtaProps) {
  const text = { ...DEFAULT_COPY, ...copy };
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
