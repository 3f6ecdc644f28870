/**
 * Newsletter forms answer in place when JavaScript runs: the post goes by `fetch` with a
 * server-issued token and the outcome appears in the form's live region, so the visitor stays
 * where they were reading. Without script, or if the network call fails, the form posts natively
 * and the server shows the outcome on a page (asking for one more press when no token came).
 */
import { holdToken } from "../form-token/form-token.ts";
import { sending } from "../../site/_data/newsletter.json";
import { READY_EVENT } from "../shared/widget.ts";
import { describeOutcome, type NewsletterAnswer } from "./outcome.ts";

/** Takes over one newsletter form and says so with the widgets' ready event; idempotent. */
export function enhance(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>("[role=status]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (form.dataset.enhanced || !status) {
    // Nothing to take over: a press held meanwhile goes ahead as a native post.
    form.dispatchEvent(new Event(READY_EVENT));
    return;
  }
  form.dataset.enhanced = "true";
  // Fetched now, while the address is typed, so it is usually old enough by the time it is sent.
  const token = holdToken(form);
  let busy = false;

  const send = () =>
    fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { Accept: "application/json" },
    });
  const read = async (response: Response) =>
    (await response.json().catch(() => null)) as (NewsletterAnswer & { error?: string }) | null;

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    if (button) button.disabled = true;
    status.textContent = sending;
    status.dataset.outcome = "sending";
    try {
      await token?.ready();
      let response = await send();
      let answer = await read(response);
      if (token && response.status === 403 && answer?.error === "token") {
        // Expired or spent while the page stood open: a fresh token, one silent retry.
        token.renew();
        await token.ready();
        response = await send();
        answer = await read(response);
      }
      const outcome = describeOutcome(response.status, answer);
      status.textContent = outcome.text;
      status.dataset.outcome = outcome.done ? "done" : "error";
      if (outcome.done) {
        form.reset();
        // The token was spent on this address; the next one needs its own.
        token?.renew();
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
  });
  form.dispatchEvent(new Event(READY_EVENT));
}
