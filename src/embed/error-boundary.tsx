import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CONTACT_US_TEXT, DEFAULT_ERROR_TEXT } from './texts';
import { reportWidgetError } from './report';

interface Props {
  readonly tag: string;
  readonly children: ReactNode;
  /** Contact page linked from the error text. */
  readonly contactHref?: string;
}

interface State {
  readonly failed: boolean;
}

/** Catches render errors of one widget, reports them, and shows the spec's default error text instead. */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportWidgetError(error, { tag: this.props.tag, phase: 'render' });
    void info;
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="ea-error" role="alert">
        <p>
          {DEFAULT_ERROR_TEXT}
          {this.props.contactHref ? (
            <>
              {' '}
              <a href={this.props.contactHref}>{CONTACT_US_TEXT}</a>
            </>
          ) : null}
        </p>
      </div>
    );
  }
}
