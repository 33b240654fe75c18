import path from 'node:path';
import { freePort, repoRoot } from '@groundwork/platform-tools';
import { startChildServer, type ChildServer } from './lib/child-server';
import { runLoad, type LoadOptions, type LoadResult } from './lib/load';

export interface GatewayProxyOptions {
  durationSeconds: number;
  connections: number;
}

export interface MeasuredRun extends LoadResult {
  /** CPU time per request of the gateway and of the upstream process during the run. */
  cpuMsPerRequest: { gateway: number | null; upstream: number | null };
}

export interface GatewayProxyResult {
  route: string;
  upstream: string;
  durationSeconds: number;
  connections: number;
  direct: MeasuredRun;
  viaGateway: MeasuredRun;
}

const ROUTE = '/api/projects';
const WARMUP_SECONDS = 2;

async function measuredRun(options: LoadOptions, gateway: ChildServer, upstream: ChildServer): Promise<MeasuredRun> {
  const before = { gateway: gateway.cpuMs(), upstream: upstream.cpuMs() };
  const result = await runLoad(options);
  const perRequest = (start: number | null, end: number | null) =>
    start === null || end === null || result.requests === 0 ? null : Math.round(((end - start) / result.requests) * 1000) / 1000;
  return {
    ...result,
    cpuMsPerRequest: {
      gateway: perRequest(before.gateway, gateway.cpuMs()),
      upstream: perRequest(before.upstream, upstream.cpuMs()),
    },
  };
}

/**
 * The gateway proxying a service route under load: a service-kit upstream and the real gateway
 * (services/gateway/src/server.ts) in their own processes on loopback, each driven by autocannon,
 * first the upstream directly (the baseline), then through the gateway.
 */
export async function benchGatewayProxy({ durationSeconds, connections }: GatewayProxyOptions): Promise<GatewayProxyResult> {
  const upstreamPort = await freePort();
  const upstream = await startChildServer('upstream', 'servers/upstream-service.ts', upstreamPort, {
    PORT: String(upstreamPort),
  });
  try {
    const gatewayPort = await freePort();
    const gateway = await startChildServer('gateway', path.join(repoRoot, 'services/gateway/src/server.ts'), gatewayPort, {
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_HOST: '127.0.0.1',
      PROJECTS_URL: upstream.url,
      LOG_LEVEL: 'silent',
    });
    try {
      const probe = await fetch(`${gateway.url}${ROUTE}`);
      if (!probe.ok) throw new Error(`gateway answered ${probe.status} on ${ROUTE}: ${await probe.text()}`);
      await probe.arrayBuffer();

      await runLoad({ url: `${gateway.url}${ROUTE}`, durationSeconds: WARMUP_SECONDS, connections });
      const direct = await measuredRun({ url: `${upstream.url}${ROUTE}`, durationSeconds, connections }, gateway, upstream);
      const viaGateway = await measuredRun({ url: `${gateway.url}${ROUTE}`, durationSeconds, connections }, gateway, upstream);
      return { route: `GET ${ROUTE}`, upstream: 'service-kit app, in-memory list of 12 projects', durationSeconds, connections, direct, viaGateway };
    } finally {
      await gateway.stop();
    }
  } finally {
    await upstream.stop();
  }
}
