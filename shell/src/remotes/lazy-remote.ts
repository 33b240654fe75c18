import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteComponent } from './federation';

const lazyRemotes = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One React.lazy component per exposed module, reused across mounts so returning to a route does
 * not suspend again.
 */
export function getLazyRemote(moduleId: string): LazyExoticComponent<ComponentType> {
  let component = lazyRemotes.get(moduleId);
  if (!component) {
    component = lazy(() => loadRemoteComponent(moduleId));
    lazyRemotes.set(moduleId, component);
  }
  return component;
}

/** Drops the cached lazy component: a rejected React.lazy stays rejected, so Retry needs a new one. */
export function forgetLazyRemote(moduleId: string): void {
  lazyRemotes.delete(moduleId);
}
