import r2wc from "@r2wc/react-to-web-component";
import { useLayoutEffect, type ComponentType } from "react";
import { ErrorBoundary } from "./ErrorBoundary.tsx";

type R2WCOptions<Props> = NonNullable<
  Parameters<typeof r2wc<Props & { container?: HTMLElement }>>[1]
>;

/**
 * Registers a React component as a custom element, wrapped so a render error shows in place.
 * Defining a tag that already exists is a no-op, so a script loaded twice (hot reload, a partner
 * page pasting the snippet twice) does no harm.
 */
export function defineElement<Props extends object>(
  tag: string,
  Widget: ComponentType<Props>,
  options: R2WCOptions<Props> = {},
): void {
  if (customElements.get(tag)) return;
  const Guarded = (props: Props & { container?: HTMLElement | ShadowRoot }) => {
    // React renders beside the placeholder slot in a shadow root; drop the slot in the same frame.
    useLayoutEffect(
      () => props.container?.querySelector(":scope > slot")?.remove(),
      [props.container],
    );
    return (
      <ErrorBoundary>
        <Widget {...props} />
      </ErrorBoundary>
    );
  };
  const Base = r2wc(Guarded, options);
  customElements.define(
    tag,
    class extends Base {
      constructor() {
        super();
        // Until React's first render replaces it, a slot keeps the no-script content inside the
        // element on screen, so the swap happens in one frame with nothing collapsing between.
        if (this.shadowRoot && !this.shadowRoot.firstChild) {
          this.shadowRoot.append(document.createElement("slot"));
        }
      }
    },
  );
}
