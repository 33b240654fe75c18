/** The services behind the gateway, and the gateway itself for what it answers on its own. */
export const API_SERVICES = ['identity', 'projects', 'studies', 'review'] as const;
export type ApiService = (typeof API_SERVICES)[number];
export type RouteOwner = ApiService | 'gateway';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One public HTTP route. `path` is the template with `{param}` segments, as the READMEs write it;
 * `routed: false` marks a route the gateway never forwards (it is reachable on the service's own
 * port only, in development).
 */
export interface ApiRouteSpec {
  readonly method: RouteMethod;
  readonly path: string;
  readonly service: RouteOwner;
  readonly routed?: false;
}

const route = <const R extends ApiRouteSpec>(spec: R): R => spec;

/** The routes of one kind of historical map (`topography`, `fire-map`): upload, register, list, view, edit, delete. */
function mapDocumentRoutes<const Name extends string, const Segment extends string>(name: Name, segment: Segment) {
  const base = `/api/projects/{id}/${segment}` as const;
  return {
    [`${name}UploadUrl`]: route({ method: 'POST', path: `${base}/upload-url`, service: 'studies' }),
    [`${name}Maps`]: route({ method: 'GET', path: `${base}/maps`, service: 'studies' }),
    [`${name}RegisterMap`]: route({ method: 'POST', path: `${base}/maps`, service: 'studies' }),
    [`${name}Map`]: route({ method: 'GET', path: `${base}/maps/{mapId}`, service: 'studies' }),
    [`${name}UpdateMap`]: route({ method: 'PATCH', path: `${base}/maps/{mapId}`, service: 'studies' }),
    [`${name}DeleteMap`]: route({ method: 'DELETE', path: `${base}/maps/{mapId}`, service: 'studies' }),
  } as {
    [K in `${Name}UploadUrl`]: ApiRouteSpec & { method: 'POST'; path: `${typeof base}/upload-url` };
  } & { [K in `${Name}Maps`]: ApiRouteSpec & { method: 'GET'; path: `${typeof base}/maps` } } & {
    [K in `${Name}RegisterMap`]: ApiRouteSpec & { method: 'POST'; path: `${typeof base}/maps` };
  } & { [K in `${Name}Map`]: ApiRouteSpec & { method: 'GET'; path: `${typeof base}/maps/{mapId}` } } & {
    [K in `${Name}UpdateMap`]: ApiRouteSpec & { method: 'PATCH'; path: `${typeof base}/maps/{mapId}` };
  } & { [K in `${Name}DeleteMap`]: ApiRouteSpec & { method: 'DELETE'; path: `${typeof base}/maps/{mapId}` } };
}

/**
 * Every public API route the product calls or serves: api-client builds its URLs from these, the
 * gateway routes by `GATEWAY_PREFIXES` (a test checks each route reaches its service), and tests
 * check the READMEs' tables and each service's mounted Hono routes against it. The table holds no
 * zod (it is on every page's start-up path, `./boot`); each route's wire shapes are in
 * `API_ROUTE_SCHEMAS` (route-schemas.ts).
 */
export const API_ROUTES = {
  // The gateway's own answers.
  login: route({ method: 'GET', path: '/api/login', service: 'gateway' }),
  gatewayHealth: route({ method: 'GET', path: '/api/health', service: 'gateway' }),
  // identity
  signup: route({ method: 'POST', path: '/api/auth/signup', service: 'identity' }),
  confirmSignup: route({ method: 'POST', path: '/api/auth/confirm-signup', service: 'identity' }),
  resendCode: route({ method: 'POST', path: '/api/auth/resend-code', service: 'identity' }),
  authLogin: route({ method: 'POST', path: '/api/auth/login', service: 'identity' }),
  newPassword: route({ method: 'POST', path: '/api/auth/new-password', service: 'identity' }),
  refreshToken: route({ method: 'POST', path: '/api/auth/refresh-token', service: 'identity' }),
  user: route({ method: 'GET', path: '/api/auth/user', service: 'identity' }),
  logout: route({ method: 'POST', path: '/api/auth/logout', service: 'identity' }),
  jwks: route({ method: 'GET', path: '/api/auth/.well-known/jwks.json', service: 'identity' }),
  teamMembers: route({ method: 'GET', path: '/api/auth/team/members', service: 'identity' }),
  inviteMember: route({ method: 'POST', path: '/api/auth/team/invitations', service: 'identity' }),
  changeRole: route({ method: 'PATCH', path: '/api/auth/team/members/{userId}', service: 'identity' }),
  removeMember: route({ method: 'DELETE', path: '/api/auth/team/members/{userId}', service: 'identity' }),
  devOutbox: route({ method: 'GET', path: '/api/auth/dev/outbox', service: 'identity', routed: false }),
  // projects
  projects: route({ method: 'GET', path: '/api/projects', service: 'projects' }),
  createProject: route({ method: 'POST', path: '/api/projects', service: 'projects' }),
  activity: route({ method: 'GET', path: '/api/projects/activity', service: 'projects' }),
  project: route({ method: 'GET', path: '/api/projects/{id}', service: 'projects' }),
  updateProject: route({ method: 'PATCH', path: '/api/projects/{id}', service: 'projects' }),
  archiveProject: route({ method: 'POST', path: '/api/projects/{id}/archive', service: 'projects' }),
  restoreProject: route({ method: 'POST', path: '/api/projects/{id}/restore', service: 'projects' }),
  projectActivity: route({ method: 'GET', path: '/api/projects/{id}/activity', service: 'projects' }),
  properties: route({ method: 'GET', path: '/api/projects/{id}/properties', service: 'projects' }),
  createProperty: route({ method: 'POST', path: '/api/projects/{id}/properties', service: 'projects' }),
  updateProperty: route({ method: 'PUT', path: '/api/properties/{id}', service: 'projects' }),
  deleteProperty: route({ method: 'DELETE', path: '/api/properties/{id}', service: 'projects' }),
  adjoiningSuggestions: route({ method: 'GET', path: '/api/projects/{id}/adjoining-suggestions', service: 'projects' }),
  mapsConfig: route({ method: 'GET', path: '/api/config/maps', service: 'projects' }),
  parcelAtPoint: route({ method: 'GET', path: '/api/parcels/at-point', service: 'projects' }),
  geocode: route({ method: 'GET', path: '/api/geocode', service: 'projects' }),
  reverseGeocode: route({ method: 'GET', path: '/api/geocode/reverse', service: 'projects' }),
  // studies
  uploadUrl: route({ method: 'POST', path: '/api/processing/upload-url', service: 'studies' }),
  process: route({ method: 'POST', path: '/api/processing/cd/process', service: 'studies' }),
  job: route({ method: 'GET', path: '/api/processing/jobs/{jobId}', service: 'studies' }),
  jobFile: route({ method: 'GET', path: '/api/processing/jobs/{jobId}/file', service: 'studies' }),
  saveResult: route({ method: 'PUT', path: '/api/processing/results/{jobId}', service: 'studies' }),
  cityDirectoryUploadUrl: route({ method: 'POST', path: '/api/city-directory/upload-url', service: 'studies' }),
  startCityDirectory: route({ method: 'POST', path: '/api/projects/{id}/city-directory/process', service: 'studies' }),
  cityDirectoryRuns: route({ method: 'GET', path: '/api/projects/{id}/city-directory/jobs', service: 'studies' }),
  patchCityDirectoryJob: route({ method: 'PATCH', path: '/api/projects/{id}/city-directory/jobs/{jobId}', service: 'studies' }),
  rematchCityDirectory: route({ method: 'POST', path: '/api/projects/{id}/city-directory/jobs/{jobId}/rematch', service: 'studies' }),
  cityDirectoryAliases: route({ method: 'GET', path: '/api/projects/{id}/city-directory/aliases', service: 'studies' }),
  saveCityDirectoryAliases: route({ method: 'PUT', path: '/api/projects/{id}/city-directory/aliases', service: 'studies' }),
  environmentalNarratives: route({ method: 'GET', path: '/api/projects/{id}/environmental/narratives', service: 'studies' }),
  saveEnvironmentalNarratives: route({ method: 'PUT', path: '/api/projects/{id}/environmental/narratives', service: 'studies' }),
  databaseRuns: route({ method: 'GET', path: '/api/projects/{id}/environmental/jobs', service: 'studies' }),
  aerialRuns: route({ method: 'GET', path: '/api/projects/{id}/aerial/jobs', service: 'studies' }),
  /** The subject's soils from USDA Soil Data Access: 200 with rows and narrative, or 202 RUNNING when SDA is slow (poll `soils`). */
  fetchSoils: route({ method: 'POST', path: '/api/projects/{id}/soils', service: 'studies' }),
  soils: route({ method: 'GET', path: '/api/projects/{id}/soils', service: 'studies' }),
  ...mapDocumentRoutes('topography', 'topography'),
  ...mapDocumentRoutes('fireMap', 'fire-map'),
  /** Queues the report's generation (202 with the queued report); 409 REPORT_NOT_READY until the four steps are done. */
  generateReport: route({ method: 'POST', path: '/api/projects/{id}/generate-report', service: 'studies' }),
  /** The project's generated reports, newest (Current) first, with their files. */
  generatedReports: route({ method: 'GET', path: '/api/projects/{id}/generated-reports', service: 'studies' }),
  generatedReport: route({ method: 'GET', path: '/api/projects/{id}/generated-reports/{reportId}', service: 'studies' }),
  /** A record's narratives as they were before each "save to database" of the regulatory analysis, newest first. */
  narrativeVersions: route({ method: 'GET', path: '/api/projects/{id}/environmental/narratives/items/{index}/versions', service: 'studies' }),
  // review: the Review Phase 1 assistant
  createPhase1Session: route({ method: 'POST', path: '/api/phase1-review/session', service: 'review' }),
  phase1Session: route({ method: 'GET', path: '/api/phase1-review/session/{sessionId}', service: 'review' }),
  uploadPhase1Documents: route({ method: 'POST', path: '/api/phase1-review/session/{sessionId}/upload', service: 'review' }),
  askPhase1: route({ method: 'POST', path: '/api/phase1-review/session/{sessionId}/ask', service: 'review' }),
  phase1DocumentPage: route({ method: 'GET', path: '/api/phase1-review/session/{sessionId}/documents/{documentId}/pages/{page}', service: 'review' }),
  phase1DocumentFile: route({ method: 'GET', path: '/api/phase1-review/session/{sessionId}/documents/{documentId}/file', service: 'review' }),
  // review: the regulatory analysis of one database record
  createRegulatorySession: route({ method: 'POST', path: '/api/regulatory-analysis/session', service: 'review' }),
  regulatorySession: route({ method: 'GET', path: '/api/regulatory-analysis/session/{sessionId}', service: 'review' }),
  uploadRegulatoryDocuments: route({ method: 'POST', path: '/api/regulatory-analysis/session/{sessionId}/upload', service: 'review' }),
  askRegulatory: route({ method: 'POST', path: '/api/regulatory-analysis/session/{sessionId}/ask', service: 'review' }),
  saveRegulatoryToDatabase: route({ method: 'POST', path: '/api/regulatory-analysis/session/{sessionId}/save-to-database', service: 'review' }),
  regulatoryDocumentPage: route({ method: 'GET', path: '/api/regulatory-analysis/session/{sessionId}/documents/{documentId}/pages/{page}', service: 'review' }),
  regulatoryDocumentFile: route({ method: 'GET', path: '/api/regulatory-analysis/session/{sessionId}/documents/{documentId}/file', service: 'review' }),
} as const satisfies Record<string, ApiRouteSpec>;

export type ApiRouteName = keyof typeof API_ROUTES;

/** Where the processing API lives on the gateway; the shell may point api-client elsewhere. */
export const PROCESSING_API_PREFIX = '/api/processing';

/** Study segments under a project that the studies service answers (present and planned studies). */
export const PROJECT_STUDY_SEGMENTS = [
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
] as const;

/**
 * One row of the gateway's `/api` routing: `pattern` as the READMEs write it. `/api/x/*` covers
 * `/api/x` itself and anything below, never `/api/xy`; `{id}` is one segment. `reserved` names
 * why a prefix has no route in `API_ROUTES` yet (a service that will answer there).
 */
export interface GatewayPrefix {
  readonly pattern: string;
  readonly service: ApiService;
  readonly reserved?: string;
}

/** The gateway's `/api` routing, first match wins: the study routes under a project come before the projects catch-all. */
export const GATEWAY_PREFIXES: readonly GatewayPrefix[] = [
  { pattern: '/api/auth/*', service: 'identity' },
  { pattern: `/api/projects/{id}/(${PROJECT_STUDY_SEGMENTS.join('|')})/*`, service: 'studies' },
  { pattern: '/api/city-directory/*', service: 'studies' },
  { pattern: `${PROCESSING_API_PREFIX}/*`, service: 'studies' },
  { pattern: '/api/projects/*', service: 'projects' },
  { pattern: '/api/properties/*', service: 'projects' },
  { pattern: '/api/config/*', service: 'projects' },
  { pattern: '/api/parcels/*', service: 'projects' },
  { pattern: '/api/geocode/*', service: 'projects' },
  { pattern: '/api/phase1-review/*', service: 'review' },
  { pattern: '/api/regulatory-analysis/*', service: 'review' },
];

/**
 * Paths the gateway never forwards, whatever a service mounts: identity's development outbox
 * (confirmation codes and temporary passwords) is for a developer on the identity port only.
 */
export const NEVER_ROUTED_PREFIXES: readonly string[] = ['/api/auth/dev/*'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression of a gateway pattern: `{x}` one segment, `(a|b)` alternatives, `/*` itself or below. */
export function gatewayPatternRegExp(pattern: string): RegExp {
  const base = pattern.endsWith('/*') ? pattern.slice(0, -2) : pattern;
  const source = base
    .split(/(\{[^}]+\}|\([^)]+\))/)
    .map((part) => {
      if (part.startsWith('{')) return '[^/]+';
      if (part.startsWith('(')) return `(?:${part.slice(1, -1).split('|').map(escapeRegExp).join('|')})`;
      return escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${source}${pattern.endsWith('/*') ? '(?:/|$)' : '$'}`);
}

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The `{param}` values a path template needs. */
export type RouteParams<P extends string> = [ParamNames<P>] extends [never] ? Record<string, never> : Record<ParamNames<P>, string>;

/** A query string's values; undefined and false values are left out. */
export type RouteQuery = Record<string, string | number | boolean | undefined>;

/** `?a=1&b=2` of the defined values, or '' when there are none. */
export function queryString(query: RouteQuery = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== false) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The path of `spec` with its `{param}` segments filled in (percent-encoded) and the query appended. */
export function routePath<R extends ApiRouteSpec>(spec: R, params: RouteParams<R['path']>, query?: RouteQuery): string {
  const values = params as Record<string, string>;
  const path = spec.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${spec.method} ${spec.path}`);
    return encodeURIComponent(value);
  });
  return `${path}${queryString(query)}`;
}

/** `METHOD /path/{}`: a route's identity whatever its parameters are named (`{id}`, `:id`). */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}|:[A-Za-z_][A-Za-z0-9_]*/g, '{}')}`;
}

/** The keys of the routes a service answers (gateway-routed or not). */
export function routeKeysOf(service: RouteOwner): string[] {
  return Object.values(API_ROUTES as Record<string, ApiRouteSpec>)
    .filter((spec) => spec.service === service)
    .map((spec) => routeKey(spec.method, spec.path))
    .sort();
}
