import { Component, type ReactNode } from "react";

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches an error thrown while a widget renders and shows it in place of the widget, so one
 * broken island never takes the rest of the page down with it.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    // role="alert" so a screen reader hears that this part of the page failed.
    return (
      <div className="widget-error" role="alert">
        <h2>Unexpected Application Error!</h2>
        <p>{this.state.error.message}</p>
      </div>
    );
  }
}
