import { FORM_COPY, messageFor } from "../forms/words.ts";
import ANSWERS from "../site/_data/formAnswers.json" with { type: "json" };
import type { FormId } from "../forms/definitions.ts";
import {
  HONEYPOT,
  type Errors,
  type Field,
  type FormDefinition,
  type Values,
} from "../forms/fields.ts";
import { markup, type SafeHtml } from "./html.ts";

export interface FormPage {
  form: FormDefinition;
  /** Where the form posts (the endpoint the visitor used). */
  action: string;
  /** Where "back to the site" goes. */
  back: string;
  heading: string;
  message: string;
  values: Values;
  errors: Errors;
  formKey: string;
  /** A fresh token to send the form with; none when the visitor must wait (rate limit). */
  token?: string;
}

function control(
  field: Field,
  value: string,
  id: string,
  describedBy: string | undefined,
  options: { value: string; label: string }[] = [],
  placeholder?: string,
): SafeHtml {
  const common = markup`id="${id}"
  name="${field.name}"${field.required ? markup` required` : ""}${describedBy ? markup` aria-invalid="true" aria-describedby="${describedBy}"` : ""}`;
  switch (field.control) {
    case "select":
      return markup`<select ${common}>
        ${options.map((option) => markup`<option value="${option.value}" ${option.value === value ? markup` selected` : ""}>${option.label}</option>`)}
      </select>`;
    case "textarea":
      return markup`<textarea ${common} rows="${field.rows ?? 3}" maxlength="${field.maxLength}">
${value}</textarea>`;
    case "checkbox":
      return markup`<input
        ${common}
        type="checkbox"
        value="${field.options?.[0] ?? "yes"}"
        ${value ? markup` checked` : ""}
      />`;
    default:
      return markup`<input
        ${common}
        type="${field.type ?? "text"}"
        value="${value}"
        ${field.autocomplete ? markup` autocomplete="${field.autocomplete}"` : ""}
        maxlength="${field.maxLength}"
        ${field.minLength ? markup` minlength="${field.minLength}"` : ""}${placeholder ? markup` placeholder="${placeholder}"` : ""}
      />`;
  }
}

/**
 * The page a native post (no script) gets when it cannot be stored as it is: what to do, the
 * errors by field, and the form again with the visitor's values and a fresh token, so one more
 * press of the button sends it. Everything a visitor typed is escaped.
 */
export function renderFormPage(page: FormPage): string {
  const copy = FORM_COPY[page.form.id as FormId];
  const failing = page.form.fields.filter((field) => page.errors[field.name]);
  const fields = page.form.fields.map((field) => {
    const id = `field-${field.name}`;
    const error = page.errors[field.name];
    const label = copy.labels[field.name] ?? field.name;
    const input = control(
      field,
      page.values[field.name] ?? "",
      id,
      error ? `${id}-error` : undefined,
      copy.options[field.name],
      copy.placeholders[field.name],
    );
    return markup`<p>
      <label for="${id}">${label}${field.required ? " *" : ""}</label
      ><br />${error ? markup`<strong id="${id}-error">Error: ${messageFor(copy, field, error)}</strong><br />` : ""}${input}
    </p>`;
  });
  const form = page.token
    ? markup`<form method="post" action="${page.action}">
        ${fields}<input type="hidden" name="${HONEYPOT}" value="" /><input
          type="hidden"
          name="_token"
          value="${page.token}"
        /><input type="hidden" name="_formKey" value="${page.formKey}" /><button type="submit">
          ${copy.submit}
        </button>
      </form>`
    : "";
  return markup`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${page.heading}</title>
      </head>
      <body>
        <main>
          <h1>${page.heading}</h1>
          <p>${page.message}</p>
          ${
            failing.length
              ? markup`<div role="alert">
                  <h2>${ANSWERS.correctErrors}</h2>
                  <ul>
                    ${failing.map((field) => markup`<li><a href="#field-${field.name}">${messageFor(copy, field, page.errors[field.name]!)}</a></li>`)}
                  </ul>
                </div>`
              : ""
          }${form}
          <p><a href="${page.back}">${ANSWERS.back}</a></p>
        </main>
      </body>
    </html>`.value;
}
