import { newsletterStatus } from "../../core/content/words.ts";

const { failed, thanks } = newsletterStatus;

/** What the newsletter endpoint answers a `fetch` with. */
export interface NewsletterAnswer {
  ok?: boolean;
  title?: string;
  message?: string;
}

/**
 * The sentence to show after a sign-up posted with JavaScript: the server's own title and message
 * when it sent them, a plain failure otherwise. `done` says whether to clear the field.
 */
export function describeOutcome(
  status: number,
  answer: NewsletterAnswer | null,
): { done: boolean; text: string } {
  const done = status >= 200 && status < 300 && answer?.ok === true;
  const parts = [answer?.title, answer?.message].filter(
    (part): part is string => typeof part === "string" && part.trim() !== "",
  );
  if (!parts.length) return { done, text: done ? thanks : failed };
  return { done, text: parts.map((part) => part.replace(/[.!]?\s*$/, ".")).join(" ") };
}
