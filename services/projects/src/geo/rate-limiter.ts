import { UpstreamFailure } from './upstream';

/**
 * Spaces calls at least `intervalMs` apart, in arrival order. A call that would wait longer than
 * `maxWaitMs` for its turn fails at once (an UpstreamFailure 'rate-limited') instead of piling up.
 */
export interface MinIntervalLimiter {
  run<T>(service: string, call: () => Promise<T>): Promise<T>;
}

export function createMinIntervalLimiter({
  intervalMs,
  maxWaitMs,
  now = () => Date.now(),
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: {
  intervalMs: number;
  maxWaitMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): MinIntervalLimiter {
  /** When the next call may start. */
  let nextSlot = -Infinity;
  return {
    async run(service, call) {
      const start = Math.max(now(), nextSlot);
      const wait = start - now();
      if (wait > maxWaitMs) {
        throw new UpstreamFailure(
          service,
          'rate-limited',
          `${service} takes at most one request per second from this server and is busy; try again in ${Math.ceil(wait / 1000)} s`,
        );
      }
      nextSlot = start + intervalMs;
      if (wait > 0) await sleep(wait);
      return call();
    },
  };
}
