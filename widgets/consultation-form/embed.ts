/**
 * The entry of the partner embed: one classic script, React included, that defines
 * `<consultation-form>`. Loading it twice, or on a page with its own React, is harmless: the
 * element is defined once and this copy of React stays inside the bundle's scope.
 */
import "./define.ts";
