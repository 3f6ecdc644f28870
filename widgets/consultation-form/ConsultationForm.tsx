/**
 * Accessibility criteria (the pattern of GOV.UK's error summary and error message):
 * - Every field has a visible label tied to it; errors are tied to their field with
 *   `aria-describedby` and mark it `aria-invalid`, and start with a visually hidden "Error:".
 * - Errors appear once a field has been left, or on submit, never while a visitor is still typing.
 * - A failed submit shows a summary with role="alert" that takes focus and links to each field.
 * - "Submitting..." is announced through the button's own text; success is announced in a polite
 *   live region, a failure in an assertive one.
 * - The honeypot is hidden from people and assistive technology and kept out of the tab order.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { mergeCopy, type FormCopy } from "./copy.ts";
import { DESCRIPTION_MAX, NAME_MAX, TEXT_MAX, cleanField } from "./sanitize.ts";
import { buildPayload, checkSubmission } from "./submission.ts";
import { loadHistory, saveHistory } from "./history.ts";
import { newToken } from "./token.ts";
import { emptyValues, validate, type FieldName, type FormValues } from "./validate.ts";

export interface ConsultationFormProps {
  endpoint?: string;
  formKey?: string;
  copy?: Partial<FormCopy>;
  /** The token a native post (no script) carries; the script replaces it with a fresh one. */
  noScriptToken?: string;
  container?: HTMLElement | ShadowRoot;
  onConsultationSuccess?: (detail: { formKey: string }) => void;
  onConsultationError?: (detail: { formKey: string; reason: string }) => void;
}

type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success" }
  | { kind: "error"; message: string };

const TEXT_FIELDS: {
  name: FieldName;
  type: string;
  autoComplete: string;
  wide: boolean;
  required?: boolean;
  maxLength?: number;
}[] = [
  {
    name: "firstName",
    type: "text",
    autoComplete: "given-name",
    wide: false,
    required: true,
    maxLength: NAME_MAX,
  },
  {
    name: "lastName",
    type: "text",
    autoComplete: "family-name",
    wide: false,
    required: true,
    maxLength: NAME_MAX,
  },
  {
    name: "email",
    type: "email",
    autoComplete: "email",
    wide: true,
    required: true,
    maxLength: TEXT_MAX,
  },
  { name: "phone", type: "tel", autoComplete: "tel", wide: true },
  {
    name: "projectAddress",
    type: "text",
    autoComplete: "street-address",
    wide: true,
    maxLength: TEXT_MAX,
  },
];

export function ConsultationForm({
  endpoint = "/api/consultation",
  formKey = "hero-form",
  copy: copyProp,
  noScriptToken = "",
  onConsultationSuccess,
  onConsultationError,
}: ConsultationFormProps) {
  const copy = mergeCopy(copyProp);
  const id = useId();
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  // Counts failed submits: each one shows the summary and moves focus to it again.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // The first render matches the built page (hydration); the script's own token comes after.
  const [token, setToken] = useState(noScriptToken);
  const summary = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setToken(newToken());
    // Built without `novalidate`, so the browser checks `required` and lengths when there is no
    // script; from here the form's own messages take over.
    if (form.current) form.current.noValidate = true;
  }, []);

  const errors = validate(values);
  const visibleErrors = Object.entries(errors).filter(([name]) => touched[name as FieldName]);

  useEffect(() => {
    if (failedSubmits) summary.current?.focus();
  }, [failedSubmits]);

  const fieldId = (name: string) => `${id}-${name}`;
  const message = (name: string, key: string) =>
    copy.messages[`${name}${key[0]!.toUpperCase()}${key.slice(1)}`] ?? key;

  const change = (name: FieldName, raw: string) => {
    setValues((current) => ({ ...current, [name]: cleanField(name, raw) }));
    if (status.kind === "success") setStatus({ kind: "idle" });
  };

  const fail = (reason: string, text: string) => {
    setStatus({ kind: "error", message: text });
    onConsultationError?.({ formKey, reason });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === "submitting") return;
    const now = Date.now();
    const decision = checkSubmission({ values, token, history: loadHistory(formKey), now });
    switch (decision.kind) {
      case "honeypot":
        console.warn("Consultation form: submission stopped, the hidden website field was filled.");
        return;
      case "invalid":
        // The summary carries "Please correct the errors above." itself, as an alert.
        setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])));
        setStatus({ kind: "idle" });
        setFailedSubmits((count) => count + 1);
        onConsultationError?.({ formKey, reason: "invalid" });
        return;
      case "token":
        return fail("token", copy.messages.security!);
      case "rate-limited":
        return fail("rate-limited", copy.messages.rateLimit!);
    }
    saveHistory(formKey, decision.history);
    setFailedSubmits(0);
    setStatus({ kind: "submitting" });
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        body: buildPayload(values, token, now),
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setValues(emptyValues());
      setTouched({});
      setToken(newToken());
      setStatus({ kind: "success" });
      onConsultationSuccess?.({ formKey });
    } catch {
      fail("network", copy.messages.failed!);
    }
  };

  const describedBy = (name: FieldName) =>
    touched[name] && errors[name] ? `${fieldId(name)}-error` : undefined;

  const fieldProps = (name: FieldName) => ({
    id: fieldId(name),
    name,
    className: "cf-input",
    part: "input",
    value: values[name],
    placeholder: copy.placeholders[name],
    "aria-invalid": describedBy(name) ? true : undefined,
    "aria-describedby": describedBy(name),
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const field = (name: FieldName, control: React.ReactNode, wide: boolean) => (
    <div
      key={name}
      part="field"
      className={`cf-field${wide ? " cf-field--wide" : ""}${describedBy(name) ? " cf-field--error" : ""}`}
    >
      <label className="cf-label" htmlFor={fieldId(name)} part="label">
        {copy.labels[name]}
      </label>
      {control}
      {describedBy(name) && (
        <p id={`${fieldId(name)}-error`} className="cf-error" part="error">
          <span className="cf-visually-hidden">Error: </span>
          {message(name, errors[name]!)}
        </p>
      )}
    </div>
  );

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
        {TEXT_FIELDS.map(({ name, type, autoComplete, wide, required, maxLength }) =>
          field(
            name,
            <input
              {...fieldProps(name)}
              type={type}
              autoComplete={autoComplete}
              required={required}
              maxLength={maxLength}
            />,
            wide,
          ),
        )}
        {field(
          "projectType",
          <select {...fieldProps("projectType")}>
            {copy.projectTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>,
          false,
        )}
        {field(
          "budget",
          <input {...fieldProps("budget")} type="text" maxLength={TEXT_MAX} />,
          false,
        )}
        {field(
          "projectDescription",
          <textarea {...fieldProps("projectDescription")} rows={3} maxLength={DESCRIPTION_MAX} />,
          true,
        )}
      </div>
      <div className="cf-honeypot" aria-hidden="true">
        <label htmlFor={fieldId("website")}>Website</label>
        <input
          id={fieldId("website")}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) =>
            setValues((current) => ({ ...current, website: event.target.value }))
          }
        />
      </div>
      <input type="hidden" name="_token" value={token} />
      <button className="cf-submit" type="submit" disabled={submitting} part="submit">
        {submitting ? copy.submitting : copy.submit}
      </button>
      <p className="cf-status" part="status" role="status">
        {status.kind === "success" ? copy.success : ""}
      </p>
      <p className="cf-status cf-status--error" part="status error" role="alert">
        {status.kind === "error" ? status.message : ""}
      </p>
    </form>
  );
}
