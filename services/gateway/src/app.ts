import { onError, requestContext, routeNotFound, type AppEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { GatewayConfig } from './config';
import { contentSecurityPolicy } from './content-security-policy';
import { gzipMemo } from './gzip-memo';
import { apiRoutes } from './routes/api';
import { remoteAssetRoutes } from './routes/remotes';
import { shellRoutes } from './routes/shell';
import { storybookRoutes } from './routes/storybook';

/**
 * The one origin: the shell and every remote's built assets, `/remotes.json`, `/healthz`, the
 * Storybook at `/storybook/`, and `/api/*` proxied to the services. Serves without a port for tests (`app.request`).
 */
export function createApp(config: GatewayConfig) {
  const remotesJson = JSON.stringify(config.remotes);
  const policy = contentSecurityPolicy({ remotes: config.remotes, ...config.csp });
  const app = new Hono<AppEnv>();
  app.use(requestContext(config.logger));
  app.use(compress());
  // Runs before compress() on the way out: large repeated answers are gzipped once.
  app.use(gzipMemo());
  app.onError(onError);
  app.notFound(routeNotFound);

  app.get('/healthz', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok', service: 'gateway' });
  });
  app.get('/remotes.json', (c) => {
    c.header('cache-control', 'no-store');
    c.header('access-control-allow-origin', '*');
    c.header('content-type', 'application/json; charset=utf-8');
    c.header('x-content-type-options', 'nosniff');
    return c.body(remotesJson);
  });
  app.route('/api', apiRoutes(config));
  app.route('/remotes', remoteAssetRoutes(config, policy));
  app.route('/storybook', storybookRoutes(config));
  app.route('/', shellRoutes(config, policy));
  return app;
}
