import type { AppEnv } from '@groundwork/service-kit';
import type { HealthCheckState, HealthzResponse } from '@groundwork/contracts';
import type { Context } from 'hono';
import { SERVICE_NAMES, type GatewayConfig, type ServiceName } from '../config';

const PROBE_TIMEOUT_MS = 2000;

async function probe(baseUrl: string): Promise<HealthCheckState> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/healthz`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

/** `GET /api/health`: each service's `/healthz`, 200 when all answer ok, else 503. */
export async function aggregateHealth(c: Context<AppEnv>, config: GatewayConfig): Promise<Response> {
  const states = await Promise.all(SERVICE_NAMES.map((name) => probe(config.services[name])));
  const checks = Object.fromEntries(SERVICE_NAMES.map((name, i) => [name, states[i]])) as Record<ServiceName, HealthCheckState>;
  const down = SERVICE_NAMES.filter((name) => checks[name] === 'down');
  c.header('cache-control', 'no-store');
  if (down.length === 0) {
    return c.json({ status: 'ok', service: 'gateway', checks } satisfies HealthzResponse, 200);
  }
  return c.json(
    {
      status: 'unavailable',
      service: 'gateway',
      checks,
      message: `Unavailable: ${down.join(', ')} down`,
      code: 'UNAVAILABLE',
      requestId: c.get('requestId'),
    },
    503,
  );
}
