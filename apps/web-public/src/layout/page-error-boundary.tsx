import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from '../pages/errors/route-error-page';

/** Props of `<PageErrorBoundary>`. */
export interface PageErrorBoundaryProps {
  children: ReactNode;
  /** The current location: when it changes, a failed page is tried again. */
  resetKey: string;
}

interface PageErrorBoundaryState {
  failedAt: string | null;
}

/**
 * Keeps the layout (and the risk warning) on screen when a page fails to load or render, most
 * often because its code could not be fetched. Moving to another page tries again.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page failed to load', error, info.componentStack);
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    const { failedAt } = this.state;
    const failed = failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey);
    return failed ? <RouteErrorPage /> : this.props.children;
  }
}
