import { createElement } from "react";
import { ConsultationForm, type ConsultationFormProps } from "./ConsultationForm.tsx";
import { mergeCopy, type FormCopy } from "./copy.ts";

export type PartnerFormProps = Omit<ConsultationFormProps, "copy"> & { copy?: Partial<FormCopy> };

/**
 * The form as the partner embed defines it: a partner's page gives no words, or only those it
 * changes, and the site's own words fill in the rest.
 */
export function PartnerConsultationForm(props: PartnerFormProps) {
  return createElement(ConsultationForm, { ...props, copy: mergeCopy(props.copy) });
}
