/**
 * Newsletter forms answer in place when JavaScript runs: the post goes by `fetch` and the outcome
 * appears in the form's live region, so the visitor stays where they were reading. Without it, or
 * if the network call fails, the form posts natively and the server shows the outcome on a page.
 */
import { describeOutcome, type NewsletterAnswer } from "./outcome.ts";

function enhance(form: HTMLFormElement) {
  if (form.dataset.enhanced) return;
  form.dataset.enhanced = "true";
  const status = form.querySelector<HTMLElement>("[role=status]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!status) return;

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (button) button.disabled = true;
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json().catch(() => null)) as NewsletterAnswer | null;
      const outcome = describeOutcome(response.status, answer);
      status.textContent = outcome.text;
      status.dataset.outcome = outcome.done ? "done" : "error";
      if (outcome.done) form.reset();
    } catch {
      // No answer at all: let the browser post it and show the server's page instead.
      form.submit();
    } finally {
      if (button) button.disabled = false;
    }
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>("form.newsletter-form")) {
  enhance(form);
}
