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
import { useEffect, useId, useRef, useState } from "react";
import { businessEmail } from "../../core/content/words.ts";
import { consultation } from "../../core/forms/consultation-form.ts";
import { fillIn } from "../../core/forms/fill-in.ts";
import { messageFor } from "../../core/forms/messages.ts";
import { FormField, FormHidden, Honeypot, WIDGET_LOOK } from "../../core/forms/FormFields.tsx";
import type { FormCopy } from "./copy.ts";
import { useSubmission } from "./use-submission.ts";

export interface ConsultationFormProps {
  endpoint?: string;
  formKey?: string;
  /**
   * Every word the form shows. The site's pages give them all; the partner embed fills in what a
   * partner leaves out (`PartnerConsultationForm`), so the site's own bundle carries none.
   */
  copy: FormCopy;
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

export function ConsultationForm({
  endpoint = "/api/consultation",
  formKey = "hero-form",
  copy,
  contactEmail = businessEmail,
  design,
  onConsultationSuccess,
  onConsultationError,
}: ConsultationFormProps) {
  const id = useId();
  // A design attached by the planner, until the visitor leaves it out.
  const [leftOut, setLeftOut] = useState<string | undefined>();
  const attached = design && typeof design.room === "string" && design.room !== leftOut;
  const form = useSubmission({
    endpoint,
    formKey,
    messages: copy.messages,
    room: attached ? design.room : undefined,
    onSuccess: onConsultationSuccess,
    onError: onConsultationError,
  });
  const { status, errors, touched, values } = form;
  const summary = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLElement>(null);
  const { suggest } = form;

  useEffect(() => {
    // A room's design is a cinema's: say so when the visitor has not chosen a project type yet.
    if (design?.room && consultation.fields.some((field) => field.name === "projectType"))
      suggest("projectType", "home-cinema");
  }, [design?.room]); // eslint-disable-line react-hooks/exhaustive-deps -- once per room

  useEffect(() => {
    // Built without `novalidate`, so the browser checks `required` and lengths when there is no
    // script; from here the form's own messages take over.
    if (formElement.current) formElement.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (form.failedSubmits) summary.current?.focus();
  }, [form.failedSubmits]);

  useEffect(() => {
    if (status.kind !== "success") return;
    // The confirmation takes focus where the visitor is looking, centred clear of the page's fixed
    // header, with the cleared fields below it.
    confirmation.current?.focus({ preventScroll: true });
    confirmation.current?.scrollIntoView({ block: "center" });
  }, [status.kind]);

  const fieldId = (name: string) => `${id}-${name}`;
  const shownError = (name: string) => {
    const key = touched[name] ? errors[name] : undefined;
    return key && messageFor(copy, { name }, key, copy);
  };
  const visibleErrors = consultation.fields.filter((field) => shownError(field.name));
  const options: Record<string, FormCopy["projectTypes"]> = { projectType: copy.projectTypes };
  const submitting = status.kind === "submitting";

  return (
    <form
      ref={formElement}
      className="cf-form"
      method="post"
      action={endpoint}
      onSubmit={form.submit}
      part="form"
    >
      {/* A live region from the first render, so what appears in it is read out. The confirmation
          stands above the fields, which are cleared and stay ready for another request. */}
      <div className="cf-live" role="status">
        {status.kind === "success" && (
          <section
            ref={confirmation}
            className="cf-done"
            part="confirmation"
            tabIndex={-1}
            aria-labelledby={`${id}-done`}
          >
            <h2 id={`${id}-done`}>{fillIn(copy.successTitle, { firstName: status.firstName })}</h2>
            <p part="status">{copy.success}</p>
            <p>{copy.successNext}</p>
          </section>
        )}
      </div>
      {/* What goes with the request, first: the visitor sees it where the press brought them. */}
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
      <div className="cf-grid">
        {consultation.fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            id={fieldId(field.name)}
            label={copy.labels[field.name]}
            placeholder={copy.placeholders[field.name]}
            options={options[field.name]}
            value={values[field.name]}
            error={shownError(field.name)}
            reserveError
            look={WIDGET_LOOK}
            words={copy}
            onChange={form.change}
            onBlur={form.leave}
          />
        ))}
      </div>
      <Honeypot
        id={fieldId("website")}
        look={WIDGET_LOOK}
        words={copy}
        value={values.website}
        onChange={form.fillHoneypot}
      />
      <FormHidden token={form.token} formKey={formKey} />
      {form.failedSubmits > 0 && visibleErrors.length > 0 && (
        // Just above the button that was pressed, so its "errors above" are above it and the press
        // moves the page no further than the summary. It takes focus so screen readers read it
        // first; role="alert" announces it too; each line links to its field.
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
            {visibleErrors.map((field) => (
              <li key={field.name}>
                <a
                  href={`#${fieldId(field.name)}`}
                  onClick={(event) => {
                    // Fragment links do not reach into a shadow root; focus the field directly.
                    event.preventDefault();
                    (event.currentTarget.getRootNode() as Document | ShadowRoot)
                      .getElementById?.(fieldId(field.name))
                      ?.focus();
                  }}
                >
                  {shownError(field.name)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
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
    </form>
  );
}
