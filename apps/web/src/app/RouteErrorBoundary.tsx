import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  children: ReactNode;
}

/**
 * Catches a page that fails to load (a chunk that cannot be fetched) or crashes while rendering, and
 * shows `RouteError` in its place. Give it a `key` that changes with the page (`shell/pageKey.ts`) so that
 * leaving a broken page shows the next one.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
