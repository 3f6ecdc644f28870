import type { ComponentType } from "react";

/** How an attribute's text becomes a prop: as it is, a number, `true`/`false`, or JSON. */
export type AttributeType = "string" | "number" | "boolean" | "json";

/**
 * Everything that makes a React component a custom element, in one place that has no side
 * effects: the browser defines the tag from it (`define-element.tsx`) and the build renders the
 * same component into the page from it (`render.tsx`), so the two can never disagree.
 */
export interface Widget<Props extends object> {
  tag: string;
  Component: ComponentType<Props>;
  /** The attributes the element reads, by camelCase prop name (`formKey` is `form-key`). */
  props: Partial<Record<Extract<keyof Props, string>, AttributeType>>;
  /** Callback props that the element dispatches as DOM events instead (`onSent` → `sent`). */
  events?: Partial<Record<Extract<keyof Props, string>, EventInit>>;
  /**
   * Renders inside an open shadow root, isolated from the page around it; otherwise in the page,
   * styled by the site's stylesheet.
   */
  shadow?: boolean;
  /**
   * The shadow root's styles. The build writes them into the page's declarative shadow root, so
   * the site's own script leaves them out; a script that draws the widget afresh (the partner
   * embed) carries them and adopts them.
   */
  styles?: string;
}

/** Declares a widget, checking its prop names against the component's props. */
export function widget<Props extends object>(spec: Widget<Props>): Widget<Props> {
  return spec;
}

/** `formKey` → `form-key`, the way the element's attributes are named. */
export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

/** The value a prop is written as in its attribute, or null when the attribute is left out. */
export function attributeValue(type: AttributeType, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (type === "json") return JSON.stringify(value);
  if (type === "boolean") return value ? "true" : null;
  if (typeof value === "string" || typeof value === "number") return String(value);
  // A prop declared as text or a number that holds a list or an object is a definition's mistake.
  throw new TypeError(`A ${type} attribute cannot hold ${JSON.stringify(value)}`);
}

/** Sent from the element once its script has taken over the markup and events reach React. */
export const READY_EVENT = "widgetready";

/**
 * Set on the element at the same moment, so whoever comes to it later (a test, a script of the
 * page) can read that it is ready instead of waiting for an event that may already have passed.
 */
export const READY_ATTRIBUTE = "data-ready";

/** Marks `element` ready and says so: the attribute first, then the event. */
export function announceReady(element: Element): void {
  element.setAttribute(READY_ATTRIBUTE, "");
  element.dispatchEvent(new Event(READY_EVENT));
}

/** Marks a control the visitor left before its widget took over; the widget treats it as left. */
export const LEFT_ATTRIBUTE = "data-left";
