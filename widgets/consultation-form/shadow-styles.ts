import shadowCss from "./shadow.css?inline";

/**
 * The form's shadow-root styles: written into every page that carries the form, and adopted by the
 * partner embed, which draws it afresh. `all: initial` keeps the host page's inherited styles
 * (fonts, colours, spacing) out.
 */
export const consultationFormStyles = `:host{all:initial!important;display:block!important}${shadowCss}`;
