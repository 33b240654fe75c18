import { setTimeout as sleep } from 'node:timers/promises';
import { connectMongo, createLogger, createObjectStore, ensureIndexes, exitAfterLogs, mongoSettings } from '@groundwork/service-kit';
import { loadWorkerEnv, queueSettings } from './env';
import { indexSpecs } from './indexes';
import { REMATCH_JOB_TYPE, STUDY_JOB_TYPE } from './jobs';
import { createJobQueue, runWorker } from './queue';
import { createRepositories } from './repositories';
import { createRematchJobHandler } from './worker/rematch-job';
import { createStudyJobHandler } from './worker/study-job';

/** After SIGTERM the job in hand may finish for this long; then its lease lets another worker take it over. */
const STOP_GRACE_MS = 4000;

const env = loadWorkerEnv();
const workerId = env.STUDIES_WORKER_ID ?? `worker-${process.pid}`;
const logger = createLogger({ service: 'studies-worker', level: env.LOG_LEVEL }).child({ workerId });

try {
  const mongo = await connectMongo({ ...mongoSettings(env, 'studies'), logger, appName: 'studies-worker' });
  await ensureIndexes(mongo.db, indexSpecs);
  const store = createObjectStore(env);
  const queue = createJobQueue(mongo.db, queueSettings(env));
  const { results } = createRepositories(mongo.db);
  const stop = new AbortController();
  const running = runWorker({
    queue,
    workerId,
    handlers: {
      [STUDY_JOB_TYPE]: createStudyJobHandler({ store, results, logger, intakeConcurrency: env.INTAKE_CONCURRENCY }),
      [REMATCH_JOB_TYPE]: createRematchJobHandler({ store, results, logger }),
    },
    pollIntervalMs: env.WORKER_POLL_MS,
    signal: stop.signal,
    onError: (err) => logger.error({ err }, 'queue error'),
  });
  const shutdown = async (signal: string) => {
    if (stop.signal.aborted) return;
    logger.info({ signal }, 'stopping');
    stop.abort();
    const finished = await Promise.race([running.then(() => true), sleep(STOP_GRACE_MS).then(() => false)]);
    if (!finished) logger.warn({ graceMs: STOP_GRACE_MS }, 'the job in hand did not finish in time; another worker takes it over after its lease');
    await mongo.close().catch(() => {});
    logger.info('stopped');
    exitAfterLogs(logger, 0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  logger.info({ pollMs: env.WORKER_POLL_MS, leaseMs: env.WORKER_LEASE_MS }, 'studies worker ready');
} catch (err) {
  logger.fatal({ err }, 'start-up failed');
  exitAfterLogs(logger, 1);
}
