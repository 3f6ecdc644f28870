/**
 * Accessibility criteria:
 * - Hidden buttons are removed from the page, not just made transparent, so they are never
 *   reached by keyboard or read out while invisible.
 * - Both are ordinary links to the consultation form.
 */
import { useEffect, useState } from "react";
import { isPastThreshold } from "./visibility.ts";

export interface FloatingCtaProps {
  href?: string;
}

export function FloatingCta({ href = "/#consultation" }: FloatingCtaProps) {
  const [visible, setVisible] = useState(() => isPastThreshold(window.scrollY));

  useEffect(() => {
    const update = () => setVisible(isPastThreshold(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <aside className="floating-cta" aria-label="Book a consultation">
      <a className="button floating-cta__main" href={href}>
        Free Consultation
      </a>
      <a className="button floating-cta__small-screen" href={href}>
        Get Consultation
      </a>
    </aside>
  );
}
