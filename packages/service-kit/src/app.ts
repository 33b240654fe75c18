import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';
import { DEFAULT_MAX_BODY_BYTES, limitBodySize } from './body-limit';
import { onError, routeNotFound } from './error-handler';
import { healthRoutes, type HealthChecks } from './health';
import { requestContext } from './request-context';

export interface ServiceAppOptions {
  /** Service name, reported by `/healthz`. */
  service: string;
  logger: Logger;
  /** Probes behind `/healthz`, e.g. `{ mongo: () => pingMongo(db) }`. */
  checks: HealthChecks;
  maxBodyBytes?: number;
  healthTimeoutMs?: number;
}

/**
 * The base every service builds on: request id + access log, secure headers, a body size
 * limit, the JSON error shape for errors and unknown routes, and `GET /healthz`.
 * Services add their routes with `app.route('/', routes)`.
 */
export function createServiceApp({ service, logger, checks, maxBodyBytes = DEFAULT_MAX_BODY_BYTES, healthTimeoutMs }: ServiceAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestContext(logger));
  app.use(secureHeaders());
  app.use(limitBodySize(maxBodyBytes));
  app.onError(onError);
  app.notFound(routeNotFound);
  app.route('/', healthRoutes({ service, checks, timeoutMs: healthTimeoutMs }));
  return app;
}
