/**
 * The markup of every kind of field, drawn once for every form and every place a form is drawn:
 * the consultation widget (live, in React), the contact page and the newsletter boxes (rendered
 * by the build) and the server's no-script pages (rendered per request). Forms differ only in
 * their definitions in this folder and their words in `site/_data/`.
 *
 * Accessibility (the shape of GOV.UK's input and error message):
 * - every control has a visible label tied to it (one-field forms may hide it visually);
 * - a message is `<id>-error`, starts with a visually hidden "Error:", and is added to the
 *   control's `aria-describedby`, with `aria-invalid`, only while it is shown;
 * - the honeypot is hidden from people and assistive technology and kept out of the tab order.
 */
import type { ReactNode } from "react";
import { HONEYPOT, type Field } from "./fields.ts";

/**
 * Where a form is drawn: `"cf-"` inside the widget's shadow root (`cf-field`, `cf-input`, …, with
 * `part`s for partners' theming), `""` in the site's pages (`field`, `field--wide`, … of
 * `main.css`, whose controls need no class of their own).
 */
export type Look = "cf-" | "";
export const WIDGET_LOOK: Look = "cf-";
export const PAGE_LOOK: Look = "";

/** Words every field may show, from `site/_data/formAnswers.json`'s `field`. */
export interface FieldWords {
  /** Said, visually hidden, before each message: "Error:". */
  errorPrefix: string;
  /** The honeypot's label, which people never see. */
  honeypot: string;
  /** A field's message when its form's words have none of its own: "{label} is required". */
  required: string;
  /** The same for a value that is not valid: "Please check {label}". */
  invalid: string;
}

export interface FieldProps {
  field: Field;
  /** The control's id; its message is `<id>-error`. */
  id: string;
  label: ReactNode;
  placeholder?: string;
  /** A select's options, its empty prompt first. */
  options?: readonly { value: string; label: string }[];
  value?: string;
  /** The message to show, or none. */
  error?: string;
  /**
   * Keeps the message's line even while it is empty, so a message that appears never moves the
   * control a visitor is pressing.
   */
  reserveError?: boolean;
  /** Ids of other text that describes the control (a consent sentence). */
  describedBy?: string;
  /** A one-field form: no wrapper and a visually hidden label. The message goes elsewhere. */
  inline?: boolean;
  look: Look;
  words: FieldWords;
  /** Given: the control is live (React holds its value); absent: its value is only the first. */
  onChange?: (field: Field, value: string) => void;
  onBlur?: (field: Field) => void;
}

const join = (...names: (string | false | undefined)[]) =>
  names.filter(Boolean).join(" ") || undefined;

/** A field's message element: `<id>-error`, with its visually hidden prefix. */
export function FieldError({
  id,
  error,
  className,
  look,
  words,
}: {
  id: string;
  error?: string;
  className?: string;
  look: Look;
  words: FieldWords;
}) {
  return (
    <p
      id={error ? `${id}-error` : undefined}
      className={className ?? `${look}error`}
      part={look && error ? "error" : undefined}
    >
      {error && (
        <>
          <span className={`${look}visually-hidden`}>{words.errorPrefix} </span>
          {error}
        </>
      )}
    </p>
  );
}

/** One field: its label, its control by kind, and its message. */
export function FormField(props: FieldProps) {
  const { field, id, label, value = "", error, look, inline, onChange, onBlur } = props;
  const live = onChange !== undefined;
  const describedBy = join(props.describedBy, error && `${id}-error`);
  const common = {
    id,
    name: field.name,
    className: look ? `${look}input` : undefined,
    part: look ? "input" : undefined,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    ...(live
      ? {
          onChange: (event: { target: { value: string; checked?: boolean } }) =>
            onChange(
              field,
              field.control === "checkbox"
                ? event.target.checked
                  ? (field.options?.[0] ?? "yes")
                  : ""
                : event.target.value,
            ),
          onBlur: () => onBlur?.(field),
        }
      : {}),
  };
  // Built markup says only what is there: an empty value needs no attribute.
  const text = live ? { value } : { defaultValue: value || undefined };
  let control: ReactNode;
  switch (field.control) {
    case "select":
      control = (
        <select {...common} {...text}>
          {props.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case "textarea":
      control = (
        <textarea
          {...common}
          {...text}
          rows={field.rows}
          maxLength={field.maxLength}
          minLength={field.minLength}
          placeholder={props.placeholder}
        />
      );
      break;
    case "checkbox":
      control = (
        <input
          {...common}
          type="checkbox"
          value={field.options?.[0] ?? "yes"}
          {...(live ? { checked: value !== "" } : { defaultChecked: value !== "" })}
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          {...text}
          type={field.type ?? "text"}
          autoComplete={field.autocomplete}
          maxLength={field.maxLength}
          minLength={field.minLength}
          placeholder={props.placeholder}
        />
      );
  }
  const labelElement = (
    <label
      className={inline ? `${look}visually-hidden` : look ? `${look}label` : undefined}
      htmlFor={id}
      part={look ? "label" : undefined}
    >
      {label}
    </label>
  );
  if (inline)
    return (
      <>
        {labelElement}
        {control}
      </>
    );
  const check = field.control === "checkbox";
  return (
    <div
      className={join(
        `${look}field`,
        (field.wide || check) && `${look}field--wide`,
        field.short && `${look}field--short`,
        check && `${look}field--check`,
        error && `${look}field--error`,
      )}
      part={look ? "field" : undefined}
    >
      {check ? (
        <>
          {control}
          {labelElement}
        </>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {(error || props.reserveError) && (
        <FieldError id={id} error={error} look={look} words={props.words} />
      )}
    </div>
  );
}

/** The trap for bots: a text field people never see or reach; a filled one stops the post. */
export function Honeypot({
  id,
  look,
  words,
  value,
  onChange,
}: {
  id: string;
  look: Look;
  words: FieldWords;
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <div className={`${look}honeypot`} aria-hidden="true">
      <label htmlFor={id}>{words.honeypot}</label>
      <input
        id={id}
        name={HONEYPOT}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...(onChange
          ? { value: value ?? "", onChange: (event) => onChange(event.target.value) }
          : { defaultValue: value || undefined })}
      />
    </div>
  );
}

/**
 * The hidden fields every form posts besides its own: the server-issued `_token` (empty until a
 * script or the server fills it) and, where given, `_formKey`.
 */
export function FormHidden({ token, formKey }: { token: string; formKey?: string }) {
  return (
    <>
      <input type="hidden" name="_token" value={token} />
      {formKey !== undefined && <input type="hidden" name="_formKey" value={formKey} />}
    </>
  );
}
