import { FIELD_WORDS, FORM_COPY, messageFor } from "../core/forms/form-words.ts";
import { PLAIN_PAGE_STYLE, fieldsHtml, hiddenHtml } from "../core/forms/render-form.tsx";
import { formAnswers as ANSWERS } from "../core/content/words.ts";
import type { FormId } from "../core/forms/definitions.ts";
import type { Errors, FormDefinition, Values } from "../core/forms/fields.ts";
import { SafeHtml, markup } from "./html.ts";

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

/**
 * The page a native post (no script) gets when it cannot be stored as it is: what to do, the
 * errors by field, and the form again with the visitor's values and a fresh token, so one more
 * press of the button sends it. Everything a visitor typed is escaped.
 */
export function renderFormPage(page: FormPage): string {
  const copy = FORM_COPY[page.form.id as FormId];
  const failing = page.form.fields.filter((field) => page.errors[field.name]);
  const id = page.form.id as FormId;
  const form = page.token
    ? markup`<form method="post" action="${page.action}">
        ${new SafeHtml(fieldsHtml(id, { idPrefix: "field-", values: page.values, errors: page.errors }))}${new SafeHtml(hiddenHtml({ idPrefix: "field-", token: page.token, formKey: page.formKey }))}<button type="submit">
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
        <style>${new SafeHtml(PLAIN_PAGE_STYLE)}</style>
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
                    ${failing.map((field) => markup`<li><a href="#field-${field.name}">${messageFor(copy, field, page.errors[field.name]!, FIELD_WORDS)}</a></li>`)}
                  </ul>
                </div>`
              : ""
          }${form}
          <p><a href="${page.back}">${ANSWERS.back}</a></p>
        </main>
      </body>
    </html>`.value;
}
