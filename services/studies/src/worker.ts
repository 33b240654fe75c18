import { aerialVisionReaderFromEnv, cityDirectoryPageReader, createLlmClient, llmConfigFromEnv, type AerialVisionReader, type LlmClient } from '@groundwork/ai';
import { runWorker } from '@groundwork/job-queue';
import {
  connectMongo,
  createLogger,
  createObjectStore,
  createProjectsClient,
  createReviewClient,
  ensureIndexes,
  exitAfterLogs,
  queueSettings,
  stopWorkerOnSignals,
  mongoSettings,
  type Logger,
} from '@groundwork/service-kit';
import { createStudiesContext } from './context';
import { extractionLimits, loadWorkerEnv } from './env';
import { indexSpecs } from './indexes';
import { migrateRunIds } from './use-cases/migrate-runs';
import { studiesJobHandlers } from './worker/handlers';

/** After SIGTERM the job in hand may finish for this long; then its lease lets another worker take it over. */
const STOP_GRACE_MS = 4000;

/**
 * The LLM when one is configured (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY): the city directory's
 * second reader and the regulatory database's narrative writer share it. Null runs the offline
 * studies alone. A half-set configuration stops start-up.
 */
function llmClientFromEnv(log: Logger): LlmClient | null {
  const llm = llmConfigFromEnv(process.env);
  if (!llm) return null;
  log.info({ baseUrl: llm.baseUrl, model: llm.model }, 'LLM on: city directory second reader, regulatory database narratives');
  return createLlmClient(llm, { onRetry: (event) => log.warn({ event }, 'LLM call retried') });
}

/** The aerial study's vision model when one is configured (LLM_BASE_URL and LLM_VISION_MODEL): it reads every cell's crop; the offline classifier stays as the cross-check. */
function visionReaderFromEnv(log: Logger): AerialVisionReader | null {
  const reader = aerialVisionReaderFromEnv(process.env, {
    onRetry: (event) => log.warn({ event }, 'vision model call retried'),
    onEvent: (event) => (event.type === 'read' ? undefined : log.info({ event }, 'vision model')),
  });
  if (reader) log.info({ model: reader.model }, 'vision model on: aerial land use cross-checked');
  return reader;
}

const env = loadWorkerEnv();
const workerId = env.STUDIES_WORKER_ID ?? `worker-${process.pid}`;
const logger = createLogger({ service: 'studies-worker', level: env.LOG_LEVEL }).child({ workerId });

try {
  const mongo = await connectMongo({ ...mongoSettings(env, 'studies'), logger, appName: 'studies-worker' });
  await ensureIndexes(mongo.db, indexSpecs);
  const ctx = createStudiesContext({
    db: mongo.db,
    store: createObjectStore(env),
    projects: createProjectsClient({ service: 'studies', baseUrl: env.PROJECTS_URL, token: env.INTERNAL_SERVICE_TOKEN }),
    queue: queueSettings(env),
  });
  const migrated = await migrateRunIds(ctx);
  if (migrated > 0) logger.info({ migrated }, 'city directory runs moved to one id per run');
  const llm = llmClientFromEnv(logger);
  const stop = new AbortController();
  const running = runWorker({
    queue: ctx.queue,
    workerId,
    handlers: studiesJobHandlers({
      ctx,
      logger,
      study: {
        intakeConcurrency: env.INTAKE_CONCURRENCY,
        limits: extractionLimits(env),
        secondReader: llm && cityDirectoryPageReader(llm),
        narrativeWriter: llm && { client: llm, budgetMs: env.STUDY_NARRATIVE_BUDGET_MS },
        visionReader: visionReaderFromEnv(logger),
      },
      rematch: { limits: extractionLimits(env) },
      soils: { sdaUrl: env.SDA_URL, sdaTimeoutMs: env.SDA_TIMEOUT_MS },
      report: {
        llm,
        proseBudgetMs: env.REPORT_PROSE_BUDGET_MS,
        pdf: { sofficePath: env.SOFFICE_PATH, timeoutMs: env.REPORT_PDF_TIMEOUT_MS },
        review: createReviewClient({ service: 'studies', baseUrl: env.REVIEW_URL, token: env.INTERNAL_SERVICE_TOKEN }),
      },
    }),
    pollIntervalMs: env.WORKER_POLL_MS,
    stallMs: env.WORKER_STALL_MS,
    signal: stop.signal,
    onError: (err) => logger.error({ err }, 'queue error'),
  });
  stopWorkerOnSignals({ stop, running, close: () => mongo.close(), logger, graceMs: STOP_GRACE_MS });
  if (!env.INTERNAL_SERVICE_TOKEN) logger.warn('INTERNAL_SERVICE_TOKEN is not set: completed runs are reported to the projects service only once it is');
  logger.info({ pollMs: env.WORKER_POLL_MS, leaseMs: env.WORKER_LEASE_MS, stallMs: env.WORKER_STALL_MS }, 'studies worker ready');
} catch (err) {
  logger.fatal({ err }, 'start-up failed');
  exitAfterLogs(logger, 1);
}
