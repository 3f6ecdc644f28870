/**
 * Gives a native form (`<form data-token-form="contact">`) a server-issued token in its `_token`
 * field, through the token holder every form uses. Meant to be imported when a visitor first
 * reaches for the form (focus), then called with it; it has no side effects of its own. Without
 * script the form still posts, and the server answers with a page that carries a token for one
 * more press.
 */
import { tokenHolder, type TokenHolder } from "./token-holder.ts";

const holders = new WeakMap<HTMLFormElement, TokenHolder>();

/** Keeps a fresh token in a `data-token-form` form's `_token`; one holder per form. */
export function holdToken(form: HTMLFormElement): TokenHolder | undefined {
  const known = holders.get(form);
  if (known) return known;
  const id = form.dataset.tokenForm;
  const field = form.elements.namedItem("_token");
  if (!id || !(field instanceof HTMLInputElement)) return undefined;
  const holder = tokenHolder(form.action, id, (token) => (field.value = token));
  holders.set(form, holder);
  return holder;
}

/**
 * For a form that posts natively (the contact form): a submit that comes before the token has
 * arrived, or sooner than the minimum fill time after, waits for both and then goes ahead; token
 * or not, the post goes, and without one the server answers with a page to confirm. Idempotent.
 */
export function wireTokenForm(form: HTMLFormElement): void {
  const token = holdToken(form);
  if (!token || form.dataset.tokenWired !== undefined) return;
  form.dataset.tokenWired = "";
  let waiting = false;
  form.addEventListener("submit", (event) => {
    if (form.dataset.tokenReady !== undefined) return;
    event.preventDefault();
    // A second press while the first waits changes nothing: one post goes.
    if (waiting) return;
    waiting = true;
    token
      .ready()
      .catch(() => undefined)
      .finally(() => {
        form.dataset.tokenReady = "";
        form.submit();
      });
  });
}
