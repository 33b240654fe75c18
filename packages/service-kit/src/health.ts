import type { ApiErrorBody, HealthCheckState, HealthzResponse } from '@groundwork/contracts';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';

/** A dependency probe: resolves when the dependency answers, rejects or hangs when it does not. */
export type HealthCheck = () => Promise<unknown>;
export type HealthChecks = Record<string, HealthCheck>;

export const DEFAULT_HEALTH_TIMEOUT_MS = 1500;

async function probe(check: HealthCheck, timeoutMs: number): Promise<HealthCheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: 200 `{ status: 'ok', service, checks }` when every check answers within `timeoutMs`,
 * else 503 with the error shape plus `status: 'unavailable'` and which check is down. Each
 * request probes afresh, so it turns 200 again by itself once the dependency is back.
 */
export function healthRoutes({ service, checks, timeoutMs = DEFAULT_HEALTH_TIMEOUT_MS }: { service: string; checks: HealthChecks; timeoutMs?: number }) {
  return new Hono<AppEnv>().get('/healthz', async (c) => {
    const names = Object.keys(checks);
    const outcomes = await Promise.allSettled(names.map((name) => probe(checks[name]!, timeoutMs)));
    const results: Record<string, HealthCheckState> = {};
    const down: string[] = [];
    outcomes.forEach((outcome, index) => {
      const name = names[index]!;
      results[name] = outcome.status === 'fulfilled' ? 'ok' : 'down';
      if (outcome.status === 'rejected') {
        down.push(name);
        c.get('logger').warn({ check: name, err: outcome.reason }, 'health check failed');
      }
    });
    c.header('cache-control', 'no-store');
    if (down.length === 0) {
      const healthy: HealthzResponse = { status: 'ok', service, checks: results };
      return c.json(healthy, 200);
    }
    const unavailable: HealthzResponse & ApiErrorBody = {
      status: 'unavailable',
      service,
      checks: results,
      message: `Unavailable: ${down.join(', ')} down`,
      code: 'UNAVAILABLE',
      requestId: c.get('requestId'),
    };
    return c.json(unavailable, 503);
  });
}
