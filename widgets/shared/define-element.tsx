import r2wc from "@r2wc/core";
import type { ComponentType, ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { adoptEarlyInput } from "./typed-values.ts";
import { announceReady, type Widget } from "./widget-definition.ts";
import { WidgetRoot } from "./WidgetRoot.tsx";

/**
 * One element's React root. r2wc mounts on the element's first attribute callback and updates on
 * each of the others, all in the same task; hydrating is deferred to a microtask so it starts once,
 * with every attribute read, and updates that arrive before hydration has committed are applied
 * after it (an update during hydration would make React discard the built markup).
 */
interface Mounted {
  props: object;
  root?: Root;
  live: boolean;
  dirty: boolean;
  cancelled: boolean;
  draw: (props: object) => ReactElement;
}

/** The element inside a shadow root that React renders into, made if the build did not. */
function rootIn(shadow: ShadowRoot): { target: HTMLElement; built: boolean } {
  const existing = [...shadow.children].find((child) => child.hasAttribute("data-widget-root"));
  // Empty after an unmount (the element was moved): render afresh into it.
  if (existing instanceof HTMLElement) return { target: existing, built: existing.hasChildNodes() };
  const target = document.createElement("div");
  target.setAttribute("data-widget-root", "");
  shadow.append(target);
  return { target, built: false };
}

/**
 * Registers a widget as a custom element. Where the build has rendered the widget into the page
 * (in the element, or in its declarative shadow root) React hydrates that markup in place: no
 * second copy, nothing typed lost, focus kept. Elsewhere (a partner page) it renders afresh, and
 * whatever the page put inside the element shows until then and is hidden after.
 *
 * Defining a tag that already exists is a no-op, so a script loaded twice (hot reload, a partner
 * page pasting the snippet twice) does no harm.
 */
export function defineElement<Props extends object>(spec: Widget<Props>): void {
  if (customElements.get(spec.tag)) return;
  const options = { identifierPrefix: `${spec.tag}-` };
  let sheet: CSSStyleSheet | undefined;

  const renderer = {
    mount(container: HTMLElement | ShadowRoot, Component: ComponentType<Props>, props: Props) {
      const shadow = container instanceof ShadowRoot ? container : null;
      const host = shadow ? shadow.host : (container as HTMLElement);
      const { target, built } = shadow
        ? rootIn(shadow)
        : { target: container as HTMLElement, built: container.hasChildNodes() };
      if (shadow && spec.styles && !shadow.querySelector("style")) {
        // Adopted, not inlined, so a partner page's strict Content-Security-Policy allows it.
        sheet ??= new CSSStyleSheet();
        if (!sheet.cssRules.length) sheet.replaceSync(spec.styles);
        shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
      }
      const draw = (next: object) => (
        <WidgetRoot
          onCommit={() => {
            // The page's own fallback content gives way to the widget in the same frame.
            shadow?.querySelector("slot[data-fallback]")?.remove();
            adoptEarlyInput(target);
            mounted.live = true;
            if (mounted.dirty) mounted.root?.render(draw(mounted.props));
          }}
          // A task later, so the render with the adopted values has committed before anything
          // held back (a tap, a submit) is replayed against the component's handlers.
          onReady={() => setTimeout(() => announceReady(host))}
        >
          <Component {...(next as Props)} />
        </WidgetRoot>
      );
      const mounted: Mounted = { props, live: false, dirty: false, cancelled: false, draw };
      queueMicrotask(() => {
        if (mounted.cancelled) return;
        if (built) mounted.root = hydrateRoot(target, draw(mounted.props), options);
        else {
          mounted.root = createRoot(target, options);
          mounted.root.render(draw(mounted.props));
        }
      });
      return mounted;
    },
    update(mounted: Mounted, props: Props) {
      mounted.props = props;
      if (mounted.live) mounted.root?.render(mounted.draw(props));
      else mounted.dirty = true;
    },
    unmount(mounted: Mounted) {
      mounted.cancelled = true;
      mounted.root?.unmount();
    },
  };

  const Base = r2wc(
    spec.Component as ComponentType<Props & { container?: HTMLElement }>,
    {
      shadow: spec.shadow ? "open" : undefined,
      props: spec.props as never,
      events: spec.events,
    },
    renderer as never,
  ) as typeof HTMLElement;

  customElements.define(
    spec.tag,
    class extends Base {
      constructor() {
        super();
        // A shadow root the page did not build shows the element's own content (a partner's
        // fallback link) through a slot until the first render removes it.
        const shadow = this.shadowRoot;
        if (shadow && !shadow.firstChild) {
          const slot = document.createElement("slot");
          slot.setAttribute("data-fallback", "");
          shadow.append(slot);
        }
      }

      /** Adopts the declarative shadow root the build wrote, which attaching again would empty. */
      attachShadow(init: ShadowRootInit): ShadowRoot {
        return this.shadowRoot ?? super.attachShadow(init);
      }
    },
  );
}
