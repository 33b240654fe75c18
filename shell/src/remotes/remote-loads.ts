import type { ComponentType } from 'react';
import { loadRemoteComponent } from './federation';

/** A remote component's load, with its outcome readable synchronously once settled. */
export interface RemoteLoad {
  promise: Promise<void>;
  status: 'pending' | 'fulfilled' | 'rejected';
  component?: ComponentType;
  error?: unknown;
}

const loads = new Map<string, RemoteLoad>();

/**
 * The load of an exposed module's component, started on the first call and shared by every later
 * one, so a route shown again renders at once and a page can start the load before it renders
 * the remote (the project page does, while the project itself loads).
 */
export function loadRemote(moduleId: string): RemoteLoad {
  let load = loads.get(moduleId);
  if (!load) {
    const started: RemoteLoad = { status: 'pending', promise: Promise.resolve() };
    started.promise = loadRemoteComponent(moduleId).then(
      (module) => {
        started.status = 'fulfilled';
        started.component = module.default;
      },
      (error: unknown) => {
        started.status = 'rejected';
        started.error = error;
      },
    );
    load = started;
    loads.set(moduleId, load);
  }
  return load;
}

/** Forgets a load, so Retry starts a new one (a failed load stays failed). */
export function forgetRemoteLoad(moduleId: string): void {
  loads.delete(moduleId);
}
