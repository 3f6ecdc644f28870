/**
 * Accessibility criteria (the pattern of GOV.UK's error summary and error message):
 * - Every field has a visible label tied to it; errors are tied to their field with
 *   `aria-describedby` and mark it `aria-invalid`, and start with a visually hidden "Error:".
 * - Errors appear once a field has been left, or on submit, never while a visitor is still typing.
 *   Each field keeps a line of room for its message, so a message that appears never moves the
 *   control a visitor is pressing (leaving a field by pressing Submit must not push Submit away).
 * - A failed submit shows a summary with role="alert" that takes focus and links to each field;
 *   errors the server finds are shown the same way.
 * - "Submitting..." is announced through the button's own text; success is announced in a polite
 *   live region, a failure in an assertive one.
 * - The honeypot is hidden from people and assistive technology and kept out of the tab order.
 * - Built at build time, it is a complete native form: with no script it posts to the endpoint,
 *   and the browser checks required fields and lengths.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { email as businessEmail } from "../../site/_data/site.json";
import { consultation } from "../../forms/consultation.ts";
import {
  HONEYPOT,
  cleanValue,
  emptyValues,
  validateValues,
  type Errors,
  type Field,
  type Values,
} from "../../forms/fields.ts";
import { TOKEN_RULES } from "../../forms/limits.ts";
import { tokenUrl, waitBeforeSending } from "../../forms/token-shape.ts";
import { fillIn } from "../../forms/fill-in.ts";
import { mergeCopy, type FormCopy } from "./copy.ts";
import { loadHistory, saveHistory } from "./history.ts";
import { buildPayload, checkSubmission, readAnswer, type Answer } from "./submission.ts";

export interface ConsultationFormProps {
  endpoint?: string;
  formKey?: string;
  copy?: Partial<FormCopy>;
  /** The address offered when the form cannot be sent. */
  contactEmail?: string;
  /**
   * A room designed with the planner, sent with the request: its address query (`room`) and the
   * design in words, shown so the visitor sees what goes with their details.
   */
  design?: { room: string; summary: string };
  onConsultationSuccess?: (detail: { formKey: string }) => void;
  onConsultationError?: (detail: { formKey: string; reason: string }) => void;
}

type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success"; firstName: string }
  | { kind: "error"; message: string; offerEmail?: boolean };

interface Token {
  value: string;
  /** When it arrived, by this page's clock. */
  receivedAt: number;
  minFillMs: number;
}

/** Fetches a fresh token from the server; undefined when that fails. */
async function fetchToken(endpoint: string): Promise<Token | undefined> {
  try {
    const response = await fetch(tokenUrl(endpoint, window.location.href, consultation.id), {
      headers: { Accept: "application/json" },
      cache: "no-store",
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { token?: unknown; minFillMs?: unknown };
    if (typeof body.token !== "string") return undefined;
    return {
      value: body.token,
      receivedAt: Date.now(),
      minFillMs: typeof body.minFillMs === "number" ? body.minFillMs : TOKEN_RULES.minFillMs,
    };
  } catch {
    return undefined;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ConsultationForm({
  endpoint = "/api/consultation",
  formKey = "hero-form",
  copy: copyProp,
  contactEmail = businessEmail,
  design,
  onConsultationSuccess,
  onConsultationError,
}: ConsultationFormProps) {
  const copy = mergeCopy(copyProp);
  const id = useId();
  const [values, setValues] = useState<Values>(() => emptyValues(consultation));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  // Errors the server found, shown until the field changes.
  const [serverErrors, setServerErrors] = useState<Errors>({});
  // Counts failed submits: each one shows the summary and moves focus to it again.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // Empty in the built page (a native post without one gets the server's confirmation page);
  // the script fetches a real one once it runs. Kept in a ref too, for the submit in progress.
  const [token, setToken] = useState<Token | undefined>();
  const tokenRef = useRef<Token | undefined>(undefined);
  const summary = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLElement>(null);
  // A design attached by the planner, until the visitor leaves it out.
  const [leftOut, setLeftOut] = useState<string | undefined>();
  const attached = design && typeof design.room === "string" && design.room !== leftOut;

  useEffect(() => {
    // A room's design is a cinema's: say so when the visitor has not chosen a project type yet.
    if (design?.room && consultation.fields.some((field) => field.name === "projectType"))
      setValues((current) =>
        current.projectType ? current : { ...current, projectType: "home-cinema" },
      );
  }, [design?.room]);

  const keepToken = (next: Token | undefined) => {
    tokenRef.current = next;
    setToken(next);
  };
  const renewToken = async () => {
    const next = await fetchToken(endpoint);
    keepToken(next);
    return next;
  };

  useEffect(() => {
    // Built without `novalidate`, so the browser checks `required` and lengths when there is no
    // script; from here the form's own messages take over.
    if (form.current) form.current.noValidate = true;
    void renewToken();
  }, [endpoint]); // eslint-disable-line react-hooks/exhaustive-deps -- a token per endpoint

  const errors: Errors = { ...validateValues(consultation, values), ...serverErrors };
  const visibleErrors = Object.entries(errors).filter(([name]) => touched[name]);

  useEffect(() => {
    if (failedSubmits) summary.current?.focus();
  }, [failedSubmits]);

  useEffect(() => {
    if (status.kind !== "success") return;
    // The confirmation takes the form's place where the visitor is looking, and focus, so screen
    // readers read it out; centred, clear of the page's fixed header.
    confirmation.current?.focus({ preventScroll: true });
    confirmation.current?.scrollIntoView({ block: "center" });
  }, [status.kind]);

  const fieldId = (name: string) => `${id}-${name}`;
  const message = (name: string, key: string) =>
    copy.messages[`${name}${key[0]!.toUpperCase()}${key.slice(1)}`] ?? key;

  const change = (field: Field, raw: string) => {
    setValues((current) => ({ ...current, [field.name]: cleanValue(field, raw) }));
    setServerErrors(({ [field.name]: _gone, ...rest }) => rest);
    if (status.kind === "success") setStatus({ kind: "idle" });
  };

  const fail = (reason: string, text: string, offerEmail = false) => {
    setStatus({ kind: "error", message: text, offerEmail });
    onConsultationError?.({ formKey, reason });
  };

  const showErrors = (reason: string) => {
    setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])));
    setStatus({ kind: "idle" });
    setFailedSubmits((count) => count + 1);
    onConsultationError?.({ formKey, reason });
  };

  /** Posts once with a token that has been held long enough; null when the request fails. */
  const post = async (held: Token, now: number): Promise<Answer | null> => {
    await wait(waitBeforeSending(Date.now() - held.receivedAt, held.minFillMs));
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        body: buildPayload(values, held.value, now, formKey, attached ? design.room : undefined),
        headers: { Accept: "application/json" },
      });
      const body: unknown = await response.json().catch(() => null);
      return readAnswer(response.status, body, response.headers.get("Retry-After"));
    } catch {
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === "submitting") return;
    const now = Date.now();
    const decision = checkSubmission({
      values,
      // A token that has not arrived yet is fetched below; only its absence then fails.
      token: tokenRef.current?.value,
      history: loadHistory(formKey),
      now,
    });
    switch (decision.kind) {
      case "honeypot":
        console.warn("Consultation form: submission stopped, the hidden website field was filled.");
        return;
      case "invalid":
        // The summary carries "Please correct the errors above." itself, as an alert.
        return showErrors("invalid");
      case "token":
        return fail("token", copy.messages.security!);
      case "rate-limited":
        return fail("rate-limited", copy.messages.rateLimit!);
    }
    setFailedSubmits(0);
    setStatus({ kind: "submitting" });

    let held = tokenRef.current ?? (await renewToken());
    if (!held) return fail("network", copy.messages.failed!, true);
    let answer = await post(held, now);
    if (answer?.kind === "token") {
      // Expired or spent while the page stood open: a fresh token, one silent retry.
      held = await renewToken();
      answer = held ? await post(held, now) : null;
      if (answer?.kind === "token") return fail("token", copy.messages.security!);
    }
    if (!answer) return fail("network", copy.messages.failed!, true);
    switch (answer.kind) {
      case "sent":
        saveHistory(formKey, decision.history);
        setValues(emptyValues(consultation));
        setTouched({});
        setServerErrors({});
        setStatus({ kind: "success", firstName: values.firstName ?? "" });
        onConsultationSuccess?.({ formKey });
        void renewToken();
        return;
      case "invalid":
        setServerErrors(answer.errors);
        return showErrors("rejected");
      case "rate-limited":
        return fail(
          "throttled",
          `${copy.messages.rateLimit} ${fillIn(copy.messages.rateLimitWait ?? "", { seconds: answer.retryAfterSeconds })}`.trim(),
        );
      default:
        return fail("server", copy.messages.failed!, true);
    }
  };

  const describedBy = (name: string) =>
    touched[name] && errors[name] ? `${fieldId(name)}-error` : undefined;

  const controlFor = (field: Field): ReactNode => {
    const common = {
      id: fieldId(field.name),
      name: field.name,
      className: "cf-input",
      part: "input",
      value: values[field.name] ?? "",
      required: field.required,
      "aria-invalid": describedBy(field.name) ? true : undefined,
      "aria-describedby": describedBy(field.name),
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
      onBlur: () => setTouched((current) => ({ ...current, [field.name]: true })),
    };
    switch (field.control) {
      case "select":
        return (
          <select {...common}>
            {copy.projectTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        );
      case "textarea":
        return (
          <textarea
            {...common}
            rows={field.rows}
            maxLength={field.maxLength}
            placeholder={copy.placeholders[field.name]}
          />
        );
      default:
        return (
          <input
            {...common}
            type={field.type ?? "text"}
            autoComplete={field.autocomplete}
            maxLength={field.maxLength}
            minLength={field.minLength}
            placeholder={copy.placeholders[field.name]}
          />
        );
    }
  };

  const submitting = status.kind === "submitting";

  return (
    <form
      ref={form}
      className="cf-form"
      method="post"
      action={endpoint}
      onSubmit={submit}
      part="form"
    >
      {status.kind === "success" ? (
        // The confirmation takes the fields' place inside the same card, where the visitor is.
        <section
          ref={confirmation}
          className="cf-done"
          part="confirmation"
          tabIndex={-1}
          aria-labelledby={`${id}-done`}
        >
          <h2 id={`${id}-done`}>{fillIn(copy.successTitle, { firstName: status.firstName })}</h2>
          <p part="status" role="status">
            {copy.success}
          </p>
          <p>{copy.successNext}</p>
          <button
            className="cf-again"
            type="button"
            part="again"
            onClick={() => setStatus({ kind: "idle" })}
          >
            {copy.sendAnother}
          </button>
        </section>
      ) : (
        <>
          {failedSubmits > 0 && visibleErrors.length > 0 && (
            // The summary takes focus so screen readers read it first; role="alert" announces it too.
            <div
              ref={summary}
              className="cf-summary"
              part="summary"
              role="alert"
              tabIndex={-1}
              aria-labelledby={`${id}-summary`}
            >
              {/* h2: on a partner page under its h1, as on the site's card, no heading level is skipped. */}
              <h2 id={`${id}-summary`}>{copy.messages.correctErrors}</h2>
              <ul>
                {visibleErrors.map(([name, key]) => (
                  <li key={name}>
                    <a
                      href={`#${fieldId(name)}`}
                      onClick={(event) => {
                        // Fragment links do not reach into a shadow root; focus the field directly.
                        event.preventDefault();
                        (event.currentTarget.getRootNode() as Document | ShadowRoot)
                          .getElementById?.(fieldId(name))
                          ?.focus();
                      }}
                    >
                      {message(name, key)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="cf-grid">
            {consultation.fields.map((field) => (
              <div
                key={field.name}
                part="field"
                className={`cf-field${field.wide ? " cf-field--wide" : ""}${describedBy(field.name) ? " cf-field--error" : ""}`}
              >
                <label className="cf-label" htmlFor={fieldId(field.name)} part="label">
                  {copy.labels[field.name]}
                </label>
                {controlFor(field)}
                {/* Always there, empty until needed: the room its message will take. */}
                <p
                  id={describedBy(field.name)}
                  className="cf-error"
                  part={describedBy(field.name) ? "error" : undefined}
                >
                  {describedBy(field.name) && (
                    <>
                      <span className="cf-visually-hidden">Error: </span>
                      {message(field.name, errors[field.name]!)}
                    </>
                  )}
                </p>
              </div>
            ))}
          </div>
          <div className="cf-honeypot" aria-hidden="true">
            <label htmlFor={fieldId(HONEYPOT)}>Website</label>
            <input
              id={fieldId(HONEYPOT)}
              name={HONEYPOT}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values[HONEYPOT]}
              onChange={(event) =>
                setValues((current) => ({ ...current, [HONEYPOT]: event.target.value }))
              }
            />
          </div>
          {attached && (
            <div className="cf-design" part="design">
              <p>
                <strong>{copy.designAttached}</strong> {design.summary}
              </p>
              <button
                className="cf-design-remove"
                type="button"
                part="design-remove"
                onClick={() => setLeftOut(design.room)}
              >
                {copy.designRemove}
              </button>
              <input type="hidden" name="room" value={design.room} />
            </div>
          )}
          <input type="hidden" name="_token" value={token?.value ?? ""} />
          <input type="hidden" name="_formKey" value={formKey} />
          <button className="cf-submit" type="submit" disabled={submitting} part="submit">
            {submitting ? copy.submitting : copy.submit}
          </button>
          <p className="cf-status cf-status--error" part="status error" role="alert">
            {status.kind === "error" ? status.message : ""}
            {status.kind === "error" && status.offerEmail && (
              <>
                {" "}
                {copy.messages.failedContact} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
              </>
            )}
          </p>
        </>
      )}
    </form>
  );
}
