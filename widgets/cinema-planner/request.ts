/**
 * "Request a consultation for this room": brings the consultation form into view, puts the
 * visitor in its first field and attaches the design. It is a link to the form that carries its
 * design, so it works on the first press whether the planner's code is still on
 * its way, arriving or there: the page's loader answers the press until the planner has taken
 * over, then the planner answers it with the design on screen. No React: the loader imports it.
 */
import { READY_EVENT } from "../shared/widget-definition.ts";

/**
 * Marks the link; its `data-room` holds the room's address query, and the design in words is the
 * planner's own summary on the page.
 */
export const REQUEST_ATTRIBUTE = "data-planner-request";

/**
 * Sends `design` with the form the planner names (`form` on `<cinema-planner>`). A form whose
 * code has not run yet receives it once it has adopted its built markup: given before, the
 * design would make its first render differ from that markup.
 */
export function requestConsultation(link: HTMLAnchorElement): void {
  const planner = link.closest("cinema-planner");
  const room = link.dataset.room;
  const summary = planner?.querySelector(".planner__words p")?.textContent ?? "";
  const design = room ? JSON.stringify({ room, summary }) : "";
  const form = document.querySelector<HTMLElement>(
    planner?.getAttribute("form") ?? "consultation-form",
  );
  const section = (link.hash && document.querySelector<HTMLElement>(link.hash)) || form;
  section?.scrollIntoView({ block: "start" });
  // Into the form's first field, which also brings the form's own script in.
  const scope = form?.shadowRoot ?? form;
  const field =
    scope?.querySelector<HTMLElement>("input[name=firstName]") ??
    scope?.querySelector<HTMLElement>("input:not([type=hidden])");
  field?.focus({ preventScroll: true });
  if (!form || !design) return;
  if (customElements.get(form.localName)) form.setAttribute("design", design);
  else
    form.addEventListener(READY_EVENT, () => form.setAttribute("design", design), { once: true });
}

/** Answers a press on a request link until the planner's own handler does (it prevents this). */
export function answerRequests(root: Document): void {
  root.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>(`a[${REQUEST_ATTRIBUTE}]`);
    if (!link) return;
    event.preventDefault();
    requestConsultation(link);
  });
}
