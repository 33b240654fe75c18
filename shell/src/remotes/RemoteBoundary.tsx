import { LoadingIndicator } from '@groundwork/design-system/base';
import { Suspense, useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { refreshRemote, remoteNameOf } from './federation';
import { forgetRemoteLoad, loadRemote, type RemoteLoad } from './remote-loads';
import { isRemoteLoadError } from './remote-errors';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { markRemoteMounted } from './remote-timing';

export interface RemoteBoundaryProps {
  /** Exposed module id, e.g. `mfe_projects/ProjectsDashboard`. */
  module: string;
}

function RemoteLoading() {
  return <LoadingIndicator data-testid="remote-loading" />;
}

/** Marks the remote's first commit and paint (it commits with the remote's first render). */
function MountMark({ module }: { module: string }) {
  useLayoutEffect(() => markRemoteMounted(module), [module]);
  return null;
}

const noUnsubscribe = () => undefined;

/** The load's status, re-rendering once it settles. */
function useLoadStatus(load: RemoteLoad): RemoteLoad['status'] {
  return useSyncExternalStore(
    useCallback(
      (changed: () => void) => {
        void load.promise.then(changed);
        return noUnsubscribe;
      },
      [load],
    ),
    () => load.status,
  );
}

/**
 * The remote's component once loaded, a spinner until then. Not a Suspense fallback: React holds
 * back content revealed after a fallback for up to 300 ms, longer than the remote takes to load
 * from a warm cache (issue 22: a remote paints within 300 ms of the route change).
 */
function RemoteModule({ module }: { module: string }) {
  const load = loadRemote(module);
  const status = useLoadStatus(load);
  if (status === 'rejected') throw load.error;
  if (status === 'pending' || !load.component) return <RemoteLoading />;
  const Component = load.component;
  // For what the remote itself suspends on; it commits no fallback unless the remote suspends.
  return (
    <Suspense fallback={<RemoteLoading />}>
      <Component />
      <MountMark module={module} />
    </Suspense>
  );
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
      forgetRemoteLoad(module);
      setAttempt((current) => current + 1);
    },
    [module, remoteName],
  );

  return (
    <RemoteErrorBoundary key={`${module}#${attempt}`} remoteName={remoteName} onRetry={retry}>
      <RemoteModule module={module} />
    </RemoteErrorBoundary>
  );
}
