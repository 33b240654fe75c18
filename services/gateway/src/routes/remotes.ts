import path from 'node:path';
import { routeNotFound, type AppEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { REMOTE_SITES, type GatewayConfig } from '../config';
import { htmlPageHeaders } from '../page-headers';
import { fileResponse, findFile } from '../static-files';

const sitesByDir = new Map(REMOTE_SITES.map((site) => [site.dir, site]));

/**
 * `/remotes/<dir>/<file>` from `<staticRoot>/<dir>/dist/`, never an index.html fallback. Open to
 * every origin: a shell on another origin loads remotes with fetch and script tags. A remote's
 * standalone page gets the shell's `contentSecurityPolicy`.
 */
export function remoteAssetRoutes(config: GatewayConfig, contentSecurityPolicy: string) {
  return new Hono<AppEnv>()
    .use(secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }))
    .use(htmlPageHeaders(contentSecurityPolicy))
    .use(async (c, next) => {
      await next();
      c.header('access-control-allow-origin', '*');
    })
    .options('*', (c) => {
      c.header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
      c.header('access-control-max-age', '600');
      const requested = c.req.header('access-control-request-headers');
      if (requested) c.header('access-control-allow-headers', requested);
      return c.body(null, 204);
    })
    .get('/:dir/*', async (c) => {
      const site = sitesByDir.get(c.req.param('dir'));
      if (!site) return routeNotFound(c);
      const prefix = `/remotes/${site.dir}/`;
      const pathname = new URL(c.req.url).pathname;
      if (!pathname.startsWith(prefix)) return routeNotFound(c);
      const root = path.join(config.staticRoot, site.dir, 'dist');
      const file = await findFile(root, pathname.slice(prefix.length));
      return file ? fileResponse(c.req.raw, file) : routeNotFound(c);
    })
    .all('*', (c) => routeNotFound(c));
}
