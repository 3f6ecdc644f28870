/**
 * A form's fields as static HTML, from its definition and its words, for every place that draws a
 * form without the widget: the contact page and the newsletter boxes (at build time) and the
 * server's no-script pages (per request). The markup is `FormFields.tsx`'s, the same the widget
 * draws, rendered with react-dom/server; every value is escaped by React.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FORMS, type FormId } from "./definitions.ts";
import type { Errors, Field, Values } from "./fields.ts";
import {
  FieldError,
  FormField,
  FormHidden,
  Honeypot,
  PAGE_LOOK,
  type Look,
} from "./FormFields.tsx";
import { FIELD_WORDS, FORM_COPY, messageFor, type FieldCopy } from "./form-words.ts";

/**
 * The few styles a page without the site's stylesheet (the server's no-script form page) needs for
 * this markup: the honeypot and visually hidden text out of sight, one field under another. Its
 * hash is in the Content-Security-Policy beside the widgets' styles, so it must stay one string.
 */
export const PLAIN_PAGE_STYLE =
  ".honeypot,.visually-hidden{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}.field{margin:0 0 1em}.field>label{display:block}.field--check>label{display:inline}";

export interface StaticFormOptions {
  /** Every id starts with this: `contact-` gives `contact-email`, `contact-website`. */
  idPrefix?: string;
  look?: Look;
  /** What the visitor sent, shown again. */
  values?: Values;
  errors?: Errors;
  /** Ids of other text describing each control (a consent sentence). */
  describedBy?: string;
  /** A one-field form: the field without wrapper, its label visually hidden. */
  inline?: boolean;
  /** Messages to show instead of those the copy has for each error key. */
  messages?: Record<string, string>;
}

/** A field's label: its words, and the note with its link where the copy has one. */
export function labelFor(copy: FieldCopy, field: Field): ReactNode {
  const label = copy.labels[field.name] ?? field.name;
  const note = copy.notes[field.name];
  if (!note) return label;
  return (
    <>
      {label} ({note.text} <a href={note.href}>{note.link}</a>).
    </>
  );
}

/** The fields of a form, each with its label, control and (when it has one) message. */
export function fieldsHtml(formId: FormId, options: StaticFormOptions = {}): string {
  const copy = FORM_COPY[formId];
  const { idPrefix = "", look = PAGE_LOOK, values = {}, errors = {} } = options;
  return renderToStaticMarkup(
    <>
      {FORMS[formId].fields.map((field) => {
        const error = errors[field.name];
        return (
          <FormField
            key={field.name}
            field={field}
            id={`${idPrefix}${field.name}`}
            label={labelFor(copy, field)}
            placeholder={copy.placeholders[field.name]}
            options={copy.options[field.name]}
            value={values[field.name]}
            error={
              error &&
              (options.messages?.[field.name] ?? messageFor(copy, field, error, FIELD_WORDS))
            }
            describedBy={options.describedBy}
            inline={options.inline}
            look={look}
            words={FIELD_WORDS}
          />
        );
      })}
    </>,
  );
}

/** The honeypot and the hidden fields every form posts besides its own. */
export function hiddenHtml(
  options: { idPrefix?: string; look?: Look; token?: string; formKey?: string } = {},
): string {
  const { idPrefix = "", look = PAGE_LOOK } = options;
  return renderToStaticMarkup(
    <>
      <Honeypot id={`${idPrefix}website`} look={look} words={FIELD_WORDS} />
      <FormHidden token={options.token ?? ""} formKey={options.formKey} />
    </>,
  );
}

/**
 * A field's message on its own, for a one-field form that shows it below its row (`inline`):
 * `<idPrefix><name>-error`, which the control's `aria-describedby` names.
 */
export function errorHtml(id: string, error: string, className?: string): string {
  return renderToStaticMarkup(
    <FieldError id={id} error={error} className={className} look={PAGE_LOOK} words={FIELD_WORDS} />,
  );
}
