/**
 * The entry of the partner embed: one classic script, React included, that defines
 * `<consultation-form>` with the site's words as defaults. Loading it twice, or on a page with its
 * own React, is harmless: the element is defined once and this copy of React stays inside the
 * bundle's scope.
 */
import { defineElement } from "../shared/define-element.tsx";
import { PartnerConsultationForm, type PartnerFormProps } from "./partner-form.ts";
import { consultationFormStyles } from "./shadow-styles.ts";
import { consultationForm } from "./widget.ts";

defineElement<PartnerFormProps>({
  ...consultationForm,
  Component: PartnerConsultationForm,
  styles: consultationFormStyles,
});
