import { Component, type ErrorInfo, lazy, type ReactNode } from 'react';
import { AntdScope } from '../app/AntdScope';
import { describeRemoteError } from './remote-errors';

// Loaded when a remote fails: the design system's components entry holds antd components.
const RemoteUnavailable = lazy(() => import('@groundwork/design-system/components').then((module) => ({ default: module.RemoteUnavailable })));

export interface RemoteErrorBoundaryProps {
  remoteName: string;
  /** Called by Retry with the caught error; the parent remounts the boundary when it settles. */
  onRetry: (error: unknown) => Promise<void>;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  error: unknown;
  retrying: boolean;
}

/** Catches a remote that fails to load or to render and shows the fallback with Retry. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null, retrying: false };

  static getDerivedStateFromError(error: unknown): Partial<RemoteErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remotes] ${this.props.remoteName} failed`, error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.setState({ retrying: true });
    void this.props.onRetry(this.state.error);
  };

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    // Its own antd scope: the fallback may replace the landing page, which loads no antd.
    return (
      <AntdScope active>
        <RemoteUnavailable
          remoteName={this.props.remoteName}
          details={describeRemoteError(this.state.error)}
          onRetry={this.retry}
          retrying={this.state.retrying}
        />
      </AntdScope>
    );
  }
}
