import type { ServiceName } from './config';

export interface ApiRoute {
  /** As written in the README's table. */
  pattern: string;
  matches: RegExp;
  service: ServiceName;
}

const STUDY_SEGMENTS = [
  'city-directory',
  'environmental',
  'soils',
  'aerial',
  'topography',
  'fire-map',
  'database',
  'generate-report',
  'generated-reports',
  'jobs',
].join('|');

/** `/api/<prefix>` itself or anything below it. */
const under = (prefix: string) => new RegExp(`^/api/${prefix}(?:/|$)`);

/**
 * Which service answers which `/api` path; the first matching row wins, so the study routes
 * under a project come before the projects service's catch-all.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  { pattern: '/api/auth/*', matches: under('auth'), service: 'identity' },
  {
    pattern: `/api/projects/{id}/(${STUDY_SEGMENTS})/*`,
    matches: new RegExp(`^/api/projects/[^/]+/(?:${STUDY_SEGMENTS})(?:/|$)`),
    service: 'studies',
  },
  { pattern: '/api/city-directory/*', matches: under('city-directory'), service: 'studies' },
  { pattern: '/api/processing/*', matches: under('processing'), service: 'studies' },
  { pattern: '/api/projects, /api/projects/*', matches: under('projects'), service: 'projects' },
  { pattern: '/api/properties/*', matches: under('properties'), service: 'projects' },
  { pattern: '/api/config/*', matches: under('config'), service: 'projects' },
  { pattern: '/api/parcels/*', matches: under('parcels'), service: 'projects' },
  { pattern: '/api/geocode, /api/geocode/*', matches: under('geocode'), service: 'projects' },
  { pattern: '/api/phase1-review/*', matches: under('phase1-review'), service: 'review' },
  { pattern: '/api/regulatory-analysis/*', matches: under('regulatory-analysis'), service: 'review' },
];

/**
 * Paths the gateway never forwards, whatever a service mounts: identity's development outbox
 * (confirmation codes and temporary passwords) is for a developer on the identity port only.
 */
export const NEVER_ROUTED: readonly { pattern: string; matches: RegExp }[] = [
  { pattern: '/api/auth/dev/*', matches: under('auth/dev') },
];

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
