import { GATEWAY_PREFIXES, gatewayPatternRegExp, NEVER_ROUTED_PREFIXES } from '@groundwork/contracts';
import type { ServiceName } from './config';

export interface ApiRoute {
  /** As written in the README's table. */
  pattern: string;
  matches: RegExp;
  service: ServiceName;
}

/**
 * Which service answers which `/api` path, derived from the contracts' `GATEWAY_PREFIXES` (where
 * routes are declared); the first matching row wins.
 */
export const API_ROUTES: readonly ApiRoute[] = GATEWAY_PREFIXES.map(({ pattern, service }) => ({
  pattern,
  matches: gatewayPatternRegExp(pattern),
  service,
}));

/** Paths the gateway never forwards, whatever a service mounts (contracts' `NEVER_ROUTED_PREFIXES`). */
export const NEVER_ROUTED: readonly { pattern: string; matches: RegExp }[] = NEVER_ROUTED_PREFIXES.map((pattern) => ({
  pattern,
  matches: gatewayPatternRegExp(pattern),
}));

/**
 * The path as a service's router will see it: percent-decoded (Hono decodes before matching)
 * with repeated slashes collapsed, so an encoded or doubled segment cannot slip past a rule.
 */
function routedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname).replace(/\/{2,}/g, '/');
  } catch {
    return undefined;
  }
}

export function serviceForPath(pathname: string): ServiceName | undefined {
  const path = routedPath(pathname);
  if (path === undefined || NEVER_ROUTED.some((rule) => rule.matches.test(path))) return undefined;
  return API_ROUTES.find((route) => route.matches.test(path))?.service;
}
