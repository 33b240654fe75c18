import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES, type ApiRouteSpec, API_SERVICES, GATEWAY_PREFIXES, NEVER_ROUTED_PREFIXES, routeKey, routeKeysOf } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { firstCode, tableRows } from '../test/markdown-tables';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const METHODS = /^(GET|POST|PUT|PATCH|DELETE)(\s*,\s*(GET|POST|PUT|PATCH|DELETE))*$/;
const gatewayRoutes = Object.values(API_ROUTES as Record<string, ApiRouteSpec>)
  .filter((spec) => spec.service === 'gateway')
  .map((spec) => `${spec.method} ${spec.path}`);
const prefixRows = GATEWAY_PREFIXES.map((prefix) => [prefix.pattern, prefix.service]);

/** `METHOD path` keys of an endpoint table's `| method | path | ... |` rows under /api (query strings dropped). */
function endpointKeys(markdown: string): string[] {
  return tableRows(markdown)
    .filter(([methods, pathCell]) => METHODS.test(methods ?? '') && firstCode(pathCell)?.startsWith('/api/'))
    .flatMap(([methods, pathCell]) => (methods ?? '').split(',').map((method) => routeKey(method.trim(), (firstCode(pathCell) ?? '').split('?')[0] ?? '')))
    .sort();
}

describe('the READMEs list what packages/contracts/src/routes.ts declares', () => {
  it("root README's Gateway routing table: the gateway's own routes, the never-routed prefixes, then the prefixes in order", () => {
    const rows = tableRows(read('README.md'), 'Gateway routing table').filter(
      ([first]) => firstCode(first)?.includes('/api') && !first?.startsWith('any other'),
    );
    const expected = [...gatewayRoutes, ...NEVER_ROUTED_PREFIXES, ...GATEWAY_PREFIXES.map((prefix) => prefix.pattern)];
    expect(rows.map(([first]) => firstCode(first))).toEqual(expected);
    const serviceRows = rows.slice(gatewayRoutes.length + NEVER_ROUTED_PREFIXES.length);
    expect(serviceRows.map(([first, goesTo]) => [firstCode(first), goesTo])).toEqual(prefixRows);
  });

  it("gateway README's /api route table: the prefixes in order, with their services", () => {
    const rows = tableRows(read('services/gateway/README.md'), '`/api` route table (first match wins)').filter(([index]) => /^\d+$/.test(index ?? ''));
    expect(rows.map(([index, pattern, service]) => [Number(index), firstCode(pattern), service?.split(/\s/)[0]])).toEqual(
      prefixRows.map((row, index) => [index + 1, ...row]),
    );
  });

  it("gateway README's What it serves: the gateway's own /api routes", () => {
    const rows = tableRows(read('services/gateway/README.md'), 'What it serves');
    const own = rows.map(([first]) => firstCode(first) ?? '').filter((code) => /^[A-Z]+ \/api\//.test(code));
    expect(own.sort()).toEqual([...gatewayRoutes].sort());
  });

  it.each(API_SERVICES)("%s README's endpoint tables: exactly the service's /api routes", (service) => {
    expect(endpointKeys(read(`services/${service}/README.md`))).toEqual(routeKeysOf(service));
  });
});

describe('clients build URLs from the route table', () => {
  /** Source files of api-client, the shell and the remotes, tests and test servers left out. */
  function clientSources(): string[] {
    const roots = [
      'packages/api-client/src',
      'shell/src',
      ...readdirSync(ROOT)
        .filter((dir) => dir.startsWith('mfe-'))
        .map((dir) => `${dir}/src`),
    ];
    return roots.flatMap((root) =>
      (readdirSync(path.join(ROOT, root), { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !/(^|\/)(test|testing)\//.test(file))
        .map((file) => path.join(root, file)),
    );
  }

  it("has no '/api/...' string literal outside the tests", () => {
    const literal = /['"`]\/api\//;
    const offenders = clientSources().filter((file) =>
      read(file)
        .split('\n')
        .some((line) => literal.test(line) && !/^\s*(\/\*|\*|\/\/)/.test(line)),
    );
    expect(offenders).toEqual([]);
  });
});
