import { Component, type ReactNode } from "react";
import { businessEmail, widgets } from "../../core/content/words.ts";

const { errorBoundary: words } = widgets;

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
        <h2>{words.title}</h2>
        <p>
          {words.before} {/* The page's own address: following it reloads the page. */}
          <a href={typeof location === "undefined" ? "/" : location.href}>{words.reload}</a>
          {words.between} <a href={`mailto:${businessEmail}`}>{businessEmail}</a>.
        </p>
      </div>
    );
  }
}
