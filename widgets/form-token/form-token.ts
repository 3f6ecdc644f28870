/**
 * Gives native forms (`<form data-token-form="contact">`) a server-issued token, so a visitor with
 * script sends them in one press. The token is fetched when the visitor first enters the form;
 * a submit that comes before it has arrived, or sooner than the minimum fill time after, waits
 * for both and then goes ahead. Without script the form still posts, and the server answers
 * with a page that carries a token for one more press.
 */
import { TOKEN_RULES } from "../../forms/limits.ts";
import { tokenUrl, waitBeforeSending } from "../../forms/token.ts";

async function fetchToken(form: HTMLFormElement, id: string) {
  const response = await fetch(tokenUrl(form.action, window.location.href, id), {
    headers: { Accept: "application/json" },
    cache: "no-store",
  });
  const body = (await response.json()) as { token: string; minFillMs?: number };
  return {
    token: body.token,
    receivedAt: Date.now(),
    minFillMs: body.minFillMs ?? TOKEN_RULES.minFillMs,
  };
}

/** Wires one form; harmless to call twice. */
export function wireTokenForm(form: HTMLFormElement): void {
  const id = form.dataset.tokenForm;
  const field = form.elements.namedItem("_token");
  if (!id || !(field instanceof HTMLInputElement) || form.dataset.tokenWired) return;
  form.dataset.tokenWired = "";
  let pending: ReturnType<typeof fetchToken> | undefined;
  const start = () => {
    pending ??= fetchToken(form, id).then((held) => {
      field.value = held.token;
      return held;
    });
    pending.catch(() => (pending = undefined));
    return pending;
  };
  form.addEventListener("focusin", () => void start().catch(() => undefined), { once: true });
  form.addEventListener("submit", (event) => {
    if (form.dataset.tokenReady) return;
    event.preventDefault();
    start()
      .then(
        ({ receivedAt, minFillMs }) =>
          new Promise((resolve) =>
            setTimeout(resolve, waitBeforeSending(Date.now() - receivedAt, minFillMs)),
          ),
      )
      .catch(() => undefined)
      .finally(() => {
        // Token or not, the post goes: without one the server answers with a page to confirm.
        form.dataset.tokenReady = "";
        form.submit();
      });
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-token-form]"))
  wireTokenForm(form);
