import { Component, type ErrorInfo, type ReactNode } from 'react';
import ErrorFallback from './ErrorFallback';

interface Props {
  readonly children?: ReactNode;
  /** Called by "Try again" after the boundary resets (e.g. to refetch the route's query). */
  readonly onRetry?: () => void;
}

interface State {
  readonly error: Error | null;
}

/**
 * Catches errors thrown while rendering a route (fragments, lazy chunks, components) and offers
 * "Try again", which re-renders the route. Give it a `key` per location so navigation resets it.
 */
export default class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // React already reports the error (console in development); an error-reporting service
    // (spec: 10% sampled) would hook in here.
  }

  private readonly retry = (): void => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render(): ReactNode {
    if (this.state.error) return <ErrorFallback onRetry={this.retry} />;
    return this.props.children;
  }
}
