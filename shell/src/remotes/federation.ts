import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { readRemoteRegistry, type RemoteEntry } from './registry';
import { requestRemoteRegistry } from './registry-request';

/** What an exposed route-level module provides: a default-exported component. */
export interface RemoteComponentModule {
  default: ComponentType;
}

/** `mfe_projects/ProjectsDashboard` -> `mfe_projects`. */
export function remoteNameOf(moduleId: string): string {
  return moduleId.split('/', 1)[0] ?? moduleId;
}

export function registerRemoteEntries(remotes: RemoteEntry[]): void {
  if (remotes.length > 0) registerRemotes(remotes);
}

/** Loads an exposed module and checks that it is a component before React renders it. */
export async function loadRemoteComponent(moduleId: string): Promise<RemoteComponentModule> {
  const module = await loadRemote<Partial<RemoteComponentModule>>(moduleId);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${moduleId} did not export a React component`);
  }
  return { default: module.default };
}

/**
 * Before a retry: read the registry again and re-register the remote with `force`, which also
 * drops the runtime's cached manifest and entry for it. This recovers a remote that was down, one
 * that was missing because the registry could not be read at start-up, and one that was redeployed
 * at a new URL.
 */
export async function refreshRemote(remoteName: string): Promise<void> {
  const remotes = await readRemoteRegistry(requestRemoteRegistry());
  const remote = remotes.find((candidate) => candidate.name === remoteName);
  if (remote) registerRemotes([remote], { force: true });
}
