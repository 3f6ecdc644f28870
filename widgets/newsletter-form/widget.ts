/**
 * Newsletter forms answer in place when JavaScript runs: the post goes by `fetch` with a
 * server-issued token and the outcome appears in the form's live region, so the visitor stays
 * where they were reading. Without script, or if the network call fails, the form posts natively
 * and the server shows the outcome on a page (asking for one more press when no token came).
 */
import { holdToken } from "../shared/token-form.ts";
import { sendWithToken } from "../shared/token-holder.ts";
import { newsletterStatus } from "../../core/content/words.ts";
import { announceReady } from "../shared/widget-definition.ts";
import { describeOutcome, type NewsletterAnswer } from "./outcome.ts";

const { sending } = newsletterStatus;

/** Takes over one newsletter form and says so as every widget does (`announceReady`); idempotent. */
export function enhance(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>("[role=status]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (form.dataset.enhanced || !status) {
    // Nothing to take over: a press held meanwhile goes ahead as a native post.
    announceReady(form);
    return;
  }
  form.dataset.enhanced = "true";
  // Fetched now, while the address is typed, so it is usually old enough by the time it is sent.
  const token = holdToken(form);
  let busy = false;

  /** Posts the form with `token`, and reads the answer as far as it can be read. */
  const send = async (token: string) => {
    const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    body.set("_token", token);
    const response = await fetch(form.action, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    const answer = (await response.json().catch(() => null)) as
      (NewsletterAnswer & { error?: string }) | null;
    return { status: response.status, answer };
  };

  const subscribe = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    if (button) button.disabled = true;
    status.textContent = sending;
    status.dataset.outcome = "sending";
    try {
      if (!token) throw new Error("No token field");
      const { status: code, answer } = await sendWithToken(
        token,
        send,
        (sent) => sent.status === 403 && sent.answer?.error === "token",
      );
      const outcome = describeOutcome(code, answer);
      status.textContent = outcome.text;
      status.dataset.outcome = outcome.done ? "done" : "error";
      if (outcome.done) {
        form.reset();
        // The token was spent on this address; the next one needs its own.
        token.renew();
      }
    } catch {
      // No token or no answer at all: the browser posts it and the server's page says what
      // happened instead.
      status.textContent = "";
      form.submit();
    } finally {
      busy = false;
      if (button) button.disabled = false;
    }
  };
  form.addEventListener("submit", (event) => void subscribe(event));
  announceReady(form);
}
