import { LEFT_ATTRIBUTE } from "./widget-definition.ts";

/**
 * Hands React what a visitor did before the widget's script arrived: what they typed, and which
 * fields they left (so a field left empty shows its message once the widget is there, as it would
 * have had the widget been there all along). Hydration keeps the
 * browser's values on screen but starts React's state from the built markup's values, so each
 * control that differs is replayed as the input (or change) event React listens for; the
 * component then cleans and stores it as if it had been typed after hydration.
 */
export function adoptEarlyInput(root: ParentNode): void {
  for (const control of root.querySelectorAll<
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  >("input, textarea, select")) {
    if (control instanceof HTMLSelectElement) {
      const initial =
        [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
      if (initial && control.value !== initial.value)
        control.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    if (control instanceof HTMLInputElement && /^(checkbox|radio|hidden|file)$/.test(control.type))
      continue;
    if (control.value === control.defaultValue) continue;
    const typed = control.value;
    // React watches the value through an own property on the element: set the original through it,
    // then the typed value through the prototype, so React sees a change from one to the other.
    control.value = control.defaultValue;
    const prototype =
      control instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype.prototype, "value")!.set!.call(control, typed);
    control.dispatchEvent(new Event("input", { bubbles: true }));
  }
  // After the values, so each field is judged on what it now holds; React hears focusout as blur.
  for (const control of root.querySelectorAll(`[${LEFT_ATTRIBUTE}]`)) {
    control.removeAttribute(LEFT_ATTRIBUTE);
    if (control !== (control.getRootNode() as Document | ShadowRoot).activeElement)
      control.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  }
}
