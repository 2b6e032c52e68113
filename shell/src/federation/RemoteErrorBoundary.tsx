import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteError } from './RemoteError';

type Props = { remote: string; onRetry: () => void; children: ReactNode };
type State = { error: Error | null };

/**
 * Contains a failed remote to the content area: the entry could not be fetched, the module
 * is missing, or the screen threw while rendering. Sidebar, footer and other routes keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Reported as a warning: the failure is handled and shown to the user.
    console.warn(`[shell] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RemoteError error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
