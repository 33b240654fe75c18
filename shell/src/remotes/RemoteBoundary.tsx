import { LoadingIndicator } from '@groundwork/design-system/base';
import { Suspense, useCallback, useState } from 'react';
import { refreshRemote, remoteNameOf } from './federation';
import { forgetLazyRemote, getLazyRemote } from './lazy-remote';
import { isRemoteLoadError } from './remote-errors';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemoteBoundaryProps {
  /** Exposed module id, e.g. `mfe_projects/ProjectsDashboard`. */
  module: string;
}

function RemoteLoading() {
  return <LoadingIndicator data-testid="remote-loading" />;
}

/**
 * Renders a remote's route-level component. While it loads: a spinner. If it cannot be loaded or
 * throws while rendering: the design-system fallback with Retry, and only this route is affected.
 */
export function RemoteBoundary({ module }: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const remoteName = remoteNameOf(module);

  const retry = useCallback(
    async (error: unknown) => {
      if (isRemoteLoadError(error)) {
        await refreshRemote(remoteName).catch((refreshError: unknown) => console.warn(`[remotes] could not refresh ${remoteName}`, refreshError));
      }
      forgetLazyRemote(module);
      setAttempt((current) => current + 1);
    },
    [module, remoteName],
  );

  const RemoteComponent = getLazyRemote(module);
  return (
    <RemoteErrorBoundary key={`${module}#${attempt}`} remoteName={remoteName} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
