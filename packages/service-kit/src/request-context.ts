import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';

export const REQUEST_ID_HEADER = 'x-request-id';
const saneRequestId = /^[A-Za-z0-9._-]{1,128}$/;

/** The caller's request id when it is sane (so it can cross the gateway), else a new one. */
export function resolveRequestId(incoming: string | undefined): string {
  return incoming && saneRequestId.test(incoming) ? incoming : randomUUID();
}

/**
 * Sets `requestId` and a child `logger` carrying it, echoes the id in `x-request-id`, and logs
 * one access line per request. Mount it first so every other middleware can log with the id.
 */
export function requestContext(baseLogger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = resolveRequestId(c.req.header(REQUEST_ID_HEADER));
    const logger = baseLogger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', logger);
    await next();
    // On the finished response's headers: c.header() would now re-create the response, which
    // copies (and, under @hono/node-server, materializes) the whole body, e.g. a 200 KB list.
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
