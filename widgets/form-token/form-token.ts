/**
 * Gives a native form (`<form data-token-form="contact">`) a server-issued token, so a visitor
 * with script sends it in one press. Meant to be imported when a visitor first reaches for the
 * form (focus), then called with it; it has no side effects of its own. The token is fetched at
 * once; a submit that comes before it has arrived, or sooner than the minimum fill time after,
 * waits for both and then goes ahead. Without script the form still posts, and the server
 * answers with a page that carries a token for one more press.
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

/** Fetches a token into the form's `_token` and holds an early submit until it may go; idempotent. */
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
  void start().catch(() => undefined);
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
