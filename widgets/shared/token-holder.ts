/**
 * Server-issued form tokens in the browser, for every form: fetching one, holding it until it is
 * old enough to send, renewing it once spent, and sending again once, with a fresh one, when the
 * server refuses the one held. The consultation widget, the contact form and the newsletter boxes
 * all use this; it has no side effects until called.
 */
import { TOKEN_RULES } from "../../core/forms/limits.ts";
import { tokenUrl, waitBeforeSending } from "../../core/forms/token-shape.ts";

interface Held {
  token: string;
  /** When it arrived, by this page's clock. */
  receivedAt: number;
  minFillMs: number;
}

export interface TokenHolder {
  /** The token once it is old enough to send; rejects when none could be fetched. */
  ready(): Promise<string>;
  /** The token held now, if one has arrived. */
  current(): string | undefined;
  /** Drops the token held (spent or refused) and fetches another. */
  renew(): void;
}

/** Asks `GET token?form=<id>` beside the endpoint for a token; throws when none is issued. */
async function fetchToken(endpoint: string, formId: string): Promise<Held> {
  const response = await fetch(tokenUrl(endpoint, window.location.href, formId), {
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
}

/**
 * Holds a token for one form, fetched at once so it is usually old enough by the time the form is
 * filled in. `onToken` hears each token that arrives, and "" when one is dropped. A fetch that
 * fails is tried again on the next `ready`, not remembered.
 */
export function tokenHolder(
  endpoint: string,
  formId: string,
  onToken: (token: string) => void = () => undefined,
): TokenHolder {
  let pending: Promise<Held> | undefined;
  let held: Held | undefined;
  const start = () => {
    if (!pending) {
      const attempt: Promise<Held> = fetchToken(endpoint, formId).then((next) => {
        // A token that arrives after `renew` asked for another is not the one to send.
        if (pending === attempt) {
          held = next;
          onToken(next.token);
        }
        return next;
      });
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
  void start().catch(() => undefined);
  return {
    async ready() {
      const next = await start();
      const wait = waitBeforeSending(Date.now() - next.receivedAt, next.minFillMs);
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      return next.token;
    },
    current: () => held?.token,
    renew() {
      held = undefined;
      pending = undefined;
      onToken("");
      void start().catch(() => undefined);
    },
  };
}

/**
 * Sends with a token old enough to send; when the server refuses that token (expired or spent
 * while the page stood open), renews it and sends once more, silently. Rejects when no token
 * could be fetched; the answer of the last send otherwise.
 */
export async function sendWithToken<Answer>(
  holder: TokenHolder,
  send: (token: string) => Promise<Answer>,
  refusedToken: (answer: Answer) => boolean,
): Promise<Answer> {
  const answer = await send(await holder.ready());
  if (!refusedToken(answer)) return answer;
  holder.renew();
  return send(await holder.ready());
}
