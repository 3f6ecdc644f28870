/**
 * Accessibility criteria:
 * - The toggle is a native disclosure (`<details>`/`<summary>`), so the menu opens before and
 *   without any script, and browsers announce it as expanded or collapsed; once the script has
 *   taken over, the toggle also states `aria-expanded` and names the panel in `aria-controls`.
 * - Escape closes the menu and returns focus to the toggle; so does tapping a link.
 * - Opening the menu moves focus to its first link, so keyboard and screen-reader users land in it.
 */
import { useEffect, useId, useRef, useState } from "react";

export interface NavLink {
  label: string;
  href: string;
  current?: boolean;
}

/** The menu's words, from `site/_data/nav.json`. */
export interface MobileNavCopy {
  /** The button's word. */
  toggle: string;
  /** The menu's navigation, named for screen readers (beside the header's "Main"). */
  label: string;
}

export interface MobileNavProps {
  links?: NavLink[];
  cta?: { label: string; href: string };
  copy: MobileNavCopy;
}

export function MobileNav({ links = [], cta, copy }: MobileNavProps) {
  const panelId = useId();
  const menu = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  // The built markup has no aria-expanded (the native state speaks for it until now); it is added
  // after hydration, so the first render matches the build.
  const [taken, setTaken] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // The menu may have been opened natively before the script arrived.
    setOpen(menu.current?.open ?? false);
    setTaken(true);
  }, []);

  const close = () => {
    if (menu.current) menu.current.open = false;
  };

  // Listening from the moment the script takes over and asking the menu itself whether it is
  // open, so an Escape pressed then closes a menu opened before the script arrived (listening only
  // once the state said open missed an Escape pressed before that second render).
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !menu.current?.open) return;
      close();
      toggle.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, []);

  const showPanel = (isOpen: boolean) => {
    setOpen(isOpen);
    if (isOpen) menu.current?.querySelector<HTMLElement>(`[id="${panelId}"] a`)?.focus();
  };

  return (
    <details ref={menu} className="menu" onToggle={(event) => showPanel(event.currentTarget.open)}>
      <summary
        ref={toggle}
        className="menu-toggle"
        aria-controls={panelId}
        aria-expanded={taken ? open : undefined}
      >
        <span className="menu-toggle__icon" aria-hidden="true" />
        {copy.toggle}
      </summary>
      <nav id={panelId} className="menu-panel" aria-label={copy.label}>
        <ul role="list" className="plain-list">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={link.current ? "page" : undefined} onClick={close}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {cta && (
          <a className="button" href={cta.href} onClick={close}>
            {cta.label}
          </a>
        )}
      </nav>
    </details>
  );
}
