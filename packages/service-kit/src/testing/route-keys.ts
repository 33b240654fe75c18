import { routeKey } from '@groundwork/contracts';
import type { Hono } from 'hono';

/**
 * The public `/api` routes a Hono app mounts, as contracts' `routeKey`s (method and path with
 * placeholders), sorted: a service's test compares them with `routeKeysOf(service)` so the route
 * table and the code cannot drift. Middleware (`ALL`) entries are left out.
 */
export function mountedApiRouteKeys(app: Hono<any>): string[] {
  const keys = app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/')).map((route) => routeKey(route.method, route.path));
  return [...new Set(keys)].sort();
}
