/**
 * The limits every form shares, stated once in code: the browser, the server and the tests read
 * them from here (the server's count may be raised with `FORM_RATE_LIMIT`). The docs (`README.md`,
 * `docs/forms.md`, `docs/embed.md`) say them in words for their readers.
 */

/**
 * In the browser: at most 3 submissions per form key in any rolling 60 seconds, kept in the
 * visitor's local storage so a reload does not reset it.
 */
export const BROWSER_LIMIT = { submissions: 3, windowMs: 60_000 } as const;

/**
 * On the server: at most 5 accepted submissions per client address per form in any rolling 60
 * seconds. Refused attempts (invalid fields, a bad token) do not count, so an honest visitor who
 * corrects a mistake is never locked out; a page with several form keys shares the allowance.
 */
export const SERVER_LIMIT = { submissions: 5, windowMs: 60_000 } as const;

/**
 * Tokens: a form may be sent no sooner than 3 seconds after its token was issued (people take
 * longer than that to fill in a form; a script posting at once does not) and no later than 2 hours
 * after. Each token is good for one accepted submission.
 */
export const TOKEN_RULES = { minFillMs: 3_000, maxAgeMs: 2 * 60 * 60_000, uses: 1 } as const;
