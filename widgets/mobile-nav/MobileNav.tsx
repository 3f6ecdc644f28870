/**
 * Accessibility criteria:
 * - The toggle is a button that says whether the menu is open (`aria-expanded`) and which element
 *   it opens (`aria-controls`).
 * - Escape closes the menu and returns focus to the toggle; so does tapping a link.
 * - Opening the menu moves focus to its first link, so keyboard and screen-reader users land in it.
 * - Without script, the same links sit in a native disclosure inside the element.
 */
import { useEffect, useId, useRef, useState } from "react";

export interface NavLink {
  label: string;
  href: string;
  current: boolean;
}

export interface MobileNavProps {
  container?: HTMLElement;
}

/** Reads the links of the no-script menu that the element holds, before React replaces it. */
function readFallback(container: HTMLElement | undefined) {
  const links = [...(container?.querySelectorAll<HTMLAnchorElement>(".menu-panel li a") ?? [])];
  const cta = container?.querySelector<HTMLAnchorElement>(".menu-panel > a");
  return {
    links: links.map((a) => ({
      label: a.textContent?.trim() ?? "",
      href: a.getAttribute("href") ?? "/",
      current: a.getAttribute("aria-current") === "page",
    })),
    cta: cta
      ? { label: cta.textContent?.trim() ?? "", href: cta.getAttribute("href") ?? "/" }
      : null,
    open: container?.querySelector("details")?.open ?? false,
  };
}

export function MobileNav({ container }: MobileNavProps) {
  const [menu] = useState(() => readFallback(container));
  const [open, setOpen] = useState(menu.open);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector("a")?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {/* The name stays "Menu"; aria-expanded says whether it is open, and the icon shows it. */}
        <span className="menu-toggle__icon" aria-hidden="true" />
        Menu
      </button>
      <nav ref={panel} id={panelId} className="menu-panel" aria-label="Mobile" hidden={!open}>
        <ul role="list" className="plain-list">
          {menu.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={link.current ? "page" : undefined} onClick={close}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {menu.cta && (
          <a className="button" href={menu.cta.href} onClick={close}>
            {menu.cta.label}
          </a>
        )}
      </nav>
    </>
  );
}
