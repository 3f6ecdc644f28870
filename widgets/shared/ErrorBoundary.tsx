import { Component, type ReactNode } from "react";
import { email as businessEmail } from "../../site/_data/site.json";

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches an error thrown while a widget renders and shows, in place of the widget, what a
 * visitor can do next (reload, or write to the business), so one broken island never takes the
 * rest of the page down with it. The technical message goes to the console, not to visitors.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    // role="alert" so a screen reader hears that this part of the page failed.
    return (
      <div className="widget-error" role="alert">
        <h2>Unexpected Application Error!</h2>
        <p>
          This part of the page could not be shown. Please{" "}
          {/* An empty href is the page itself: following it reloads. */}
          <a href="">reload the page</a>, or e-mail us at{" "}
          <a href={`mailto:${businessEmail}`}>{businessEmail}</a>.
        </p>
      </div>
    );
  }
}
