import autocannon from 'autocannon';

export interface LoadResult {
  target: string;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers by status class (a 304 counts as non-2xx above, and as `3xx` here). */
  statusClasses: { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
  /** Mean bytes received per response, headers included. */
  bytesPerResponse: number;
}

export interface LoadOptions {
  url: string;
  durationSeconds: number;
  connections: number;
  /** Request headers, e.g. authorization or accept-encoding. */
  headers?: Record<string, string>;
  /** A fixed total rate (req/s across all connections) instead of as fast as possible. */
  overallRate?: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1]!;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Drives `url` with autocannon for the given time and connections, as fast as it can or at
 * `overallRate`. Latencies are recorded per response (autocannon's own summary has no p95).
 */
export async function runLoad({ url, durationSeconds, connections, headers, overallRate }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let receivedBytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: durationSeconds, pipelining: 1, ...(headers ? { headers } : {}), ...(overallRate ? { overallRate } : {}) },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, bytes, responseTime) => {
      latencies.push(responseTime);
      receivedBytes += bytes;
    });
  });
  const sorted = Float64Array.from(latencies).sort();
  return {
    target: url,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / durationSeconds),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? Number.NaN),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusClasses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    bytesPerResponse: latencies.length === 0 ? 0 : Math.round(receivedBytes / latencies.length),
  };
}
