import { describe, expect, it } from 'vitest';
import { API_ROUTE_SCHEMAS, type RouteSchemas } from './route-schemas';
import { API_ROUTES, type ApiRouteSpec, GATEWAY_PREFIXES, gatewayPatternRegExp, NEVER_ROUTED_PREFIXES, routeKey, routeKeysOf, routePath } from './routes';

const routes = Object.entries(API_ROUTES as Record<string, ApiRouteSpec>);
/** A concrete path of a template: each `{param}` becomes `p1`. */
const samplePath = (spec: ApiRouteSpec) => spec.path.replace(/\{[^}]+\}/g, 'p1');
const prefixOf = (path: string) => GATEWAY_PREFIXES.find((prefix) => gatewayPatternRegExp(prefix.pattern).test(path));
const neverRouted = (path: string) => NEVER_ROUTED_PREFIXES.some((pattern) => gatewayPatternRegExp(pattern).test(path));

describe('API_ROUTES and the gateway prefixes', () => {
  it.each(routes.filter(([, spec]) => spec.service !== 'gateway' && spec.routed !== false))(
    '%s reaches its service through the first matching prefix',
    (_, spec) => {
      expect(neverRouted(samplePath(spec))).toBe(false);
      expect(prefixOf(samplePath(spec))?.service).toBe(spec.service);
    },
  );

  it('never routes the routes marked routed: false, and only those', () => {
    const unrouted = routes.filter(([, spec]) => spec.routed === false);
    expect(unrouted.length).toBeGreaterThan(0);
    for (const [, spec] of unrouted) expect(neverRouted(samplePath(spec))).toBe(true);
  });

  it('sends none of the gateway’s own routes to a service', () => {
    for (const [, spec] of routes.filter(([, s]) => s.service === 'gateway')) expect(prefixOf(samplePath(spec))).toBeUndefined();
  });

  it('has a route under every prefix except the reserved ones, and none under those', () => {
    for (const prefix of GATEWAY_PREFIXES) {
      const regExp = gatewayPatternRegExp(prefix.pattern);
      const used = routes.some(([, spec]) => spec.routed !== false && prefixOf(samplePath(spec)) === prefix && regExp.test(samplePath(spec)));
      expect(used, prefix.pattern).toBe(prefix.reserved === undefined);
    }
  });

  it('declares each method and path once', () => {
    const keys = routes.map(([, spec]) => routeKey(spec.method, spec.path));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('gatewayPatternRegExp', () => {
  it('matches the prefix itself and below, never a longer segment', () => {
    const regExp = gatewayPatternRegExp('/api/geocode/*');
    expect(['/api/geocode', '/api/geocode/', '/api/geocode/reverse'].map((p) => regExp.test(p))).toEqual([true, true, true]);
    expect(regExp.test('/api/geocoder')).toBe(false);
  });

  it('reads {id} as one segment and (a|b) as alternatives', () => {
    const regExp = gatewayPatternRegExp('/api/projects/{id}/(soils|fire-map)/*');
    expect(regExp.test('/api/projects/p1/fire-map/x')).toBe(true);
    expect(regExp.test('/api/projects/p1/soilsx')).toBe(false);
    expect(regExp.test('/api/projects/a/b/soils')).toBe(false);
  });
});

describe('routePath', () => {
  it('fills and encodes the parameters and appends the defined query values', () => {
    expect(routePath(API_ROUTES.patchCityDirectoryJob, { id: 'p 1', jobId: 'j/2' })).toBe('/api/projects/p%201/city-directory/jobs/j%2F2');
    expect(routePath(API_ROUTES.geocode, {}, { address: '1 Main St', skip: undefined, off: false })).toBe('/api/geocode?address=1+Main+St');
    expect(routePath(API_ROUTES.projects, {})).toBe('/api/projects');
  });

  it('refuses a missing parameter', () => {
    expect(() => routePath(API_ROUTES.project, {} as { id: string })).toThrow('Missing path parameter id');
  });
});

describe('routeKey', () => {
  it('ignores how parameters are named', () => {
    expect(routeKey('patch', '/api/auth/team/members/:userId')).toBe(routeKey('PATCH', API_ROUTES.changeRole.path));
    expect(routeKeysOf('review')).toContain('POST /api/phase1-review/session/{}/ask');
  });
});

describe('API_ROUTE_SCHEMAS', () => {
  const schemas = Object.entries(API_ROUTE_SCHEMAS as Record<string, RouteSchemas>);

  it('describes routes of the table only, each with at least one zod schema', () => {
    expect(schemas.length).toBeGreaterThan(40);
    for (const [name, shapes] of schemas) {
      expect(Object.keys(API_ROUTES), name).toContain(name);
      const given = Object.values(shapes);
      expect(given.length, name).toBeGreaterThan(0);
      for (const schema of given) expect(typeof (schema as { safeParse?: unknown }).safeParse, name).toBe('function');
    }
  });

  it('gives a body only to the routes that take one, and a query only to reads', () => {
    for (const [name, shapes] of schemas) {
      const method = (API_ROUTES as Record<string, ApiRouteSpec>)[name]?.method;
      if (shapes.body) expect(['POST', 'PUT', 'PATCH'], name).toContain(method);
      if (shapes.query && !shapes.body) expect(['GET', 'POST'], name).toContain(method);
    }
  });
});
