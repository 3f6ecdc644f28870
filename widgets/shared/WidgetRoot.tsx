import { useEffect, useLayoutEffect, type ReactNode } from "react";
import { ErrorBoundary } from "./ErrorBoundary.tsx";

interface Props {
  children: ReactNode;
  /** After the first commit, before the browser paints it. */
  onCommit?: () => void;
  /** Once the first commit's effects have run: events now reach React. */
  onReady?: () => void;
}

/**
 * The root of every widget, the same at build time and in the browser so hydration matches: an
 * error boundary around the component, and two hooks for the element that hosts it. The build
 * passes no callbacks, and effects never run there.
 */
export function WidgetRoot({ children, onCommit, onReady }: Props) {
  // Once each, for the first commit: the host's callbacks are fixed for the widget's life.
  useLayoutEffect(() => {
    onCommit?.();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    onReady?.();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return <ErrorBoundary>{children}</ErrorBoundary>;
}
