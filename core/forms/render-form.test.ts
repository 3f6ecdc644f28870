import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsultationForm } from "../../widgets/consultation-form/ConsultationForm.tsx";
import { DEFAULT_COPY } from "../../widgets/consultation-form/copy.ts";
import { FORMS, type FormId } from "./definitions.ts";
import { fieldsHtml, hiddenHtml } from "./render-form.tsx";
import { FIELD_WORDS, FORM_COPY, messageFor } from "./form-words.ts";

/** The attributes of the control named `name` in `html`, minus those a look or a place sets. */
function controlAttributes(html: string, name: string): Record<string, string> {
  const tag = new RegExp(`<(input|select|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html);
  if (!tag) throw new Error(`no control named ${name}`);
  const attributes: Record<string, string> = { tag: tag[1]! };
  for (const [, key, value] of tag[0].matchAll(/([\w-]+)="([^"]*)"/g))
    if (!["id", "class", "part", "aria-describedby", "value"].includes(key!))
      attributes[key!.toLowerCase()] = value!;
  return attributes;
}

describe("one renderer for every field", () => {
  const widget = renderToStaticMarkup(createElement(ConsultationForm, { copy: DEFAULT_COPY }));

  it("draws each consultation field with the same attributes in the widget and without it", () => {
    const page = fieldsHtml("consultation");
    for (const field of FORMS.consultation.fields)
      expect(controlAttributes(page, field.name), field.name).toEqual(
        controlAttributes(widget, field.name),
      );
  });

  it("draws a field every form shares the same way in each form", () => {
    const forms: FormId[] = ["consultation", "contact", "newsletter"];
    // Placeholders are each form's words; everything else is the field's.
    const emails = forms.map((id) => {
      const { placeholder: _words, ...attributes } = controlAttributes(fieldsHtml(id), "email");
      return attributes;
    });
    expect(emails[1]).toEqual(emails[0]);
    expect(emails[2]).toEqual(emails[0]);
  });

  it("draws the honeypot the same in the widget and without it", () => {
    expect(controlAttributes(hiddenHtml(), "website")).toEqual(
      controlAttributes(widget, "website"),
    );
    expect(controlAttributes(hiddenHtml(), "website")).toMatchObject({
      type: "text",
      tabindex: "-1",
      autocomplete: "off",
    });
  });

  it("ties a message to its control, with the message every place builds from its key", () => {
    const field = FORMS.contact.fields.find((candidate) => candidate.required)!;
    const html = fieldsHtml("contact", { idPrefix: "x-", errors: { [field.name]: "required" } });
    expect(html).toContain(`aria-describedby="x-${field.name}-error"`);
    const message = new RegExp(`<p id="x-${field.name}-error"[^>]*>(.*?)</p>`).exec(html)?.[1];
    expect(message?.replace(/<[^>]+>/g, "")).toBe(
      `Error: ${messageFor(FORM_COPY.contact, field, "required", FIELD_WORDS)}`,
    );
  });

  it("gives a field added to a definition its control and words, with no template edit", () => {
    const copy = FORM_COPY.contact;
    const added = { name: "company", control: "input", type: "text", maxLength: 80 } as const;
    const form = FORMS.contact as { fields: readonly unknown[] };
    const fields = form.fields;
    try {
      (form as { fields: unknown[] }).fields = [...fields, { ...added, cleaning: "text" }];
      copy.labels.company = "Company";
      const html = fieldsHtml("contact");
      expect(html).toMatch(/<label for="company">Company<\/label><input id="company"/);
      expect(controlAttributes(html, "company")).toMatchObject({ maxlength: "80", type: "text" });
    } finally {
      form.fields = fields;
      delete copy.labels.company;
    }
  });
});
