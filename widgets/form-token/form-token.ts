/**
 * Gives a native form (`<form data-token-form="contact">`) a server-issued token in its `_token`
 * field. Meant to be imported when a visitor first reaches for the form (focus), then called with
 * it; it has no side effects of its own. The token is fetched at once, so by the time the form is
 * filled in it is usually held and old enough to send. Without script the form still posts, and
 * the server answers with a page that carries a token for one more press.
 */
import { TOKEN_RULES } from "../../forms/limits.ts";
import { tokenUrl, waitBeforeSending } from "../../forms/token-shape.ts";

interface Held {
  token: string;
  receivedAt: number;
  minFillMs: number;
}

export interface FormToken {
  /** Resolves once the form holds a token old enough to send; rejects if none could be fetched. */
  ready(): Promise<void>;
  /** Drops the token held (spent or refused) and fetches another. */
  renew(): void;
}

const holders = new WeakMap<HTMLFormElement, FormToken>();

/** Keeps a fresh token in a `data-token-form` form's `_token`; one holder per form. */
export function holdToken(form: HTMLFormElement): FormToken | undefined {
  const known = holders.get(form);
  if (known) return known;
  const id = form.dataset.tokenForm;
  const field = form.elements.namedItem("_token");
  if (!id || !(field instanceof HTMLInputElement)) return undefined;

  const fetchToken = async (): Promise<Held> => {
    const response = await fetch(tokenUrl(form.action, window.location.href, id), {
      headers: { Accept: "application/json" },
      cache: "no-store",
    });
    const body = (await response.json()) as { token?: unknown; minFillMs?: unknown };
    if (!response.ok || typeof body.token !== "string") throw new Error("No token issued");
    return {
      token: body.token,
      receivedAt: Date.now(),
      minFillMs: typeof body.minFillMs === "number" ? body.minFillMs : TOKEN_RULES.minFillMs,
    };
  };

  let pending: Promise<Held> | undefined;
  const start = () => {
    if (!pending) {
      const attempt: Promise<Held> = fetchToken().then((held) => {
        // A token that arrives after `renew` asked for another is not the one to send.
        if (pending === attempt) field.value = held.token;
        return held;
      });
      pending = attempt;
      // A failed fetch is tried again on the next `ready`, not remembered.
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };

  const holder: FormToken = {
    async ready() {
      const { receivedAt, minFillMs } = await start();
      const wait = waitBeforeSending(Date.now() - receivedAt, minFillMs);
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    },
    renew() {
      field.value = "";
      pending = undefined;
      void start().catch(() => undefined);
    },
  };
  holders.set(form, holder);
  void start().catch(() => undefined);
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
