import { runWorker } from '@groundwork/job-queue';
import {
  connectMongo,
  createLogger,
  createObjectStore,
  createProjectsClient,
  createStudiesClient,
  ensureIndexes,
  exitAfterLogs,
  mongoSettings,
  queueSettings,
  stopWorkerOnSignals,
} from '@groundwork/service-kit';
import { createReviewContext } from './context';
import { loadReviewWorkerEnv, readLimits } from './env';
import { indexSpecs } from './indexes';
import { analyzerFromEnv, reviewerFromEnv } from './reviewer';
import { reviewJobHandlers } from './worker/handlers';

/** After SIGTERM the job in hand may finish for this long; then its lease lets another worker take it over. */
const STOP_GRACE_MS = 4000;

const env = loadReviewWorkerEnv();
const workerId = env.REVIEW_WORKER_ID ?? `review-worker-${process.pid}`;
const logger = createLogger({ service: 'review-worker', level: env.LOG_LEVEL }).child({ workerId });

try {
  const mongo = await connectMongo({ ...mongoSettings(env, 'review'), logger, appName: 'review-worker' });
  await ensureIndexes(mongo.db, indexSpecs);
  const ctx = createReviewContext({
    db: mongo.db,
    store: createObjectStore(env),
    projects: createProjectsClient({ service: 'review', baseUrl: env.PROJECTS_URL, token: env.INTERNAL_SERVICE_TOKEN }),
    studies: createStudiesClient({ service: 'review worker', baseUrl: env.STUDIES_URL, token: env.INTERNAL_SERVICE_TOKEN }),
    reviewer: reviewerFromEnv(logger),
    analyzer: analyzerFromEnv(logger),
    queue: queueSettings(env),
  });
  const stop = new AbortController();
  const running = runWorker({
    queue: ctx.queue,
    workerId,
    handlers: reviewJobHandlers({ ctx, logger, limits: readLimits(env) }),
    pollIntervalMs: env.WORKER_POLL_MS,
    stallMs: env.WORKER_STALL_MS,
    signal: stop.signal,
    onError: (err) => logger.error({ err }, 'queue error'),
  });
  stopWorkerOnSignals({ stop, running, close: () => mongo.close(), logger, graceMs: STOP_GRACE_MS });
  logger.info({ pollMs: env.WORKER_POLL_MS, leaseMs: env.WORKER_LEASE_MS, stallMs: env.WORKER_STALL_MS }, 'review worker ready');
} catch (err) {
  logger.fatal({ err }, 'start-up failed');
  exitAfterLogs(logger, 1);
}
