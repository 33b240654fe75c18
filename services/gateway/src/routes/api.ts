import { routeNotFound, type AppEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { serviceForPath } from '../api-routes';
import type { GatewayConfig } from '../config';
import { proxyTo } from '../proxy';
import { aggregateHealth } from './api-health';

/**
 * `/api/*`: `GET /api/login` redirects to the sign-in screen, `GET /api/health` sums up the
 * services, everything else goes to the service the route table names (404 when none does).
 */
export function apiRoutes(config: GatewayConfig) {
  const app = new Hono<AppEnv>();
  if (config.corsOrigins.length > 0) {
    const allowed = new Set(config.corsOrigins);
    app.use(
      '*',
      cors({
        origin: (origin) => (allowed.has(origin) ? origin : null),
        credentials: true,
        exposeHeaders: ['x-request-id'],
        maxAge: 600,
      }),
    );
  }
  return app
    .get('/login', (c) => c.redirect('/auth', 302))
    .get('/health', (c) => aggregateHealth(c, config))
    .all('*', (c) => {
      const service = serviceForPath(new URL(c.req.url).pathname);
      if (!service) return routeNotFound(c);
      return proxyTo(c, service, config.services[service], config.upstreamTimeoutMs);
    });
}
