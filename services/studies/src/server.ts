import { createObjectStore, createProjectsClient, ensureBucket, queueSettings, runService } from '@groundwork/service-kit';
import { createApp } from './app';
import { loadStudiesEnv } from './env';
import { indexSpecs } from './indexes';

const env = loadStudiesEnv();
const store = createObjectStore(env);
await runService({
  service: 'studies',
  env,
  port: env.STUDIES_PORT,
  indexSpecs,
  createApp: ({ db, logger }) => {
    if (!env.INTERNAL_SERVICE_TOKEN) {
      logger.warn('INTERNAL_SERVICE_TOKEN is not set: project study routes and /internal/studies answer 503 (the projects service cannot be asked)');
    }
    return createApp({
      db,
      logger,
      store,
      projects: createProjectsClient({ service: 'studies', baseUrl: env.PROJECTS_URL, token: env.INTERNAL_SERVICE_TOKEN }),
      settings: {
        jwksUrl: env.IDENTITY_JWKS_URL,
        presignExpiresSeconds: env.PRESIGN_EXPIRES_SECONDS,
        queue: queueSettings(env),
        internalServiceToken: env.INTERNAL_SERVICE_TOKEN,
        soilsWaitMs: env.SOILS_WAIT_MS,
      },
    });
  },
  prepare: () => ensureBucket(store),
});
