import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { Logger } from './logger';
import { exitAfterLogs } from './serve';

/** A whole number variable between `min` and `max`, `fallback` when unset. */
export const intVar = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/** The job queue's settings, shared by a service (which enqueues) and its workers (which claim). */
export const jobQueueEnv = {
  /** A claimed job is another worker's once its lease is this old without a heartbeat. */
  WORKER_LEASE_MS: intVar(60_000, 1000, 3_600_000),
  /** Claims a job gets before its failure is final. */
  WORKER_MAX_ATTEMPTS: intVar(3, 1, 20),
};

/** A job worker's own pace: how long it waits between claims, when a job without progress is stalled. */
export const jobWorkerEnv = {
  /** Wait between claims when no job is due. */
  WORKER_POLL_MS: intVar(500, 10, 60_000),
  /** A job without progress for this long is failed as stalled (and retried). */
  WORKER_STALL_MS: intVar(120_000, 1000, 3_600_000),
};

/** The queue settings service and workers must agree on. */
export const queueSettings = (env: { WORKER_LEASE_MS: number; WORKER_MAX_ATTEMPTS: number }) => ({
  leaseMs: env.WORKER_LEASE_MS,
  maxAttempts: env.WORKER_MAX_ATTEMPTS,
});

export interface WorkerShutdownOptions {
  /** Aborted on SIGTERM or SIGINT: the worker claims no more jobs. */
  stop: AbortController;
  /** The worker loop; settles when the job in hand is done. */
  running: Promise<unknown>;
  /** Closes what the worker holds (its database connection). */
  close: () => Promise<unknown>;
  logger: Logger;
  /** How long the job in hand may finish; then its lease lets another worker take it over. */
  graceMs: number;
}

/** On SIGTERM or SIGINT: stop claiming, let the job in hand finish for `graceMs`, close, log "stopped" and exit 0. */
export function stopWorkerOnSignals({ stop, running, close, logger, graceMs }: WorkerShutdownOptions): void {
  const shutdown = async (signal: string) => {
    if (stop.signal.aborted) return;
    logger.info({ signal }, 'stopping');
    stop.abort();
    const finished = await Promise.race([running.then(() => true), sleep(graceMs).then(() => false)]);
    if (!finished) logger.warn({ graceMs }, 'the job in hand did not finish in time; another worker takes it over after its lease');
    await close().catch(() => {});
    logger.info('stopped');
    exitAfterLogs(logger, 0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
