import { createObjectStore, createProjectsClient, createStudiesClient, ensureBucket, queueSettings, runService } from '@groundwork/service-kit';
import { createApp } from './app';
import { loadReviewEnv } from './env';
import { indexSpecs } from './indexes';
import { reviewerFromEnv } from './reviewer';

const env = loadReviewEnv();
const store = createObjectStore(env);
await runService({
  service: 'review',
  env,
  port: env.REVIEW_PORT,
  indexSpecs,
  createApp: ({ db, logger }) => {
    if (!env.INTERNAL_SERVICE_TOKEN) {
      logger.warn('INTERNAL_SERVICE_TOKEN is not set: review sessions answer 503 (the projects service cannot be asked), and so does /internal/review');
    }
    return createApp({
      db,
      logger,
      store,
      jwksUrl: env.IDENTITY_JWKS_URL,
      internalServiceToken: env.INTERNAL_SERVICE_TOKEN,
      projects: createProjectsClient({ service: 'review', baseUrl: env.PROJECTS_URL, token: env.INTERNAL_SERVICE_TOKEN }),
      studies: createStudiesClient({ service: 'review', baseUrl: env.STUDIES_URL, token: env.INTERNAL_SERVICE_TOKEN }),
      reviewer: reviewerFromEnv(logger),
      queue: queueSettings(env),
      uploads: { maxFileBytes: env.REVIEW_MAX_FILE_BYTES },
      askTimeoutMs: env.REVIEW_ASK_TIMEOUT_MS,
    });
  },
  prepare: () => ensureBucket(store),
});
