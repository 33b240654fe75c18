import type { JobQueueOptions } from '@groundwork/job-queue';
import { createServiceApp, pingMongo, type Logger, type ObjectStore, type ProjectsClient } from '@groundwork/service-kit';
import type { Db } from 'mongodb';
import { APP_MAX_BODY_BYTES } from './body-limits';
import { createStudiesContext } from './context';
import { internalRoutes } from './routes/internal';
import { mapDocumentRoutes } from './routes/map-documents';
import { cityDirectoryUploadRoutes, processingRoutes } from './routes/processing';
import { projectStudyRoutes } from './routes/project-studies';
import { reportRoutes } from './routes/reports';
import { resultRoutes } from './routes/results';
import { soilsRoutes } from './routes/soils';
import { soilsStaleAfterMs } from './use-cases/soil-runs';

export interface StudiesSettings {
  jwksUrl: string;
  presignExpiresSeconds: number;
  queue: JobQueueOptions;
  /** Bearer secret of the /internal routes; without it they answer 503. */
  internalServiceToken: string | undefined;
  /** How long `POST /api/projects/{id}/soils` waits for SDA before answering 202 (SOILS_WAIT_MS); default 20 s. */
  soilsWaitMs?: number;
}

export interface StudiesDeps {
  db: Db;
  logger: Logger;
  store: ObjectStore;
  projects: ProjectsClient;
  settings: StudiesSettings;
  now?: () => Date;
}

/** The studies service as a Hono app, testable without a port. */
export function createApp({ db, logger, store, projects, settings, now }: StudiesDeps) {
  const ctx = createStudiesContext({ db, store, projects, queue: settings.queue, presignExpiresSeconds: settings.presignExpiresSeconds, now });
  return (
    createServiceApp({ service: 'studies', logger, checks: { mongo: () => pingMongo(db) }, maxBodyBytes: APP_MAX_BODY_BYTES })
      // Before the processing routes, whose bearer check covers all of /api/processing/*: a save
      // link's token is its own authorization.
      .route('/api/processing/results', resultRoutes(ctx))
      .route('/api/processing', processingRoutes(ctx, settings.jwksUrl))
      .route('/api/city-directory', cityDirectoryUploadRoutes(ctx, settings.jwksUrl))
      .route('/api/projects', mapDocumentRoutes(ctx, settings.jwksUrl, 'topography'))
      .route('/api/projects', mapDocumentRoutes(ctx, settings.jwksUrl, 'fire-map'))
      .route(
        '/api/projects',
        soilsRoutes(ctx, settings.jwksUrl, { waitMs: settings.soilsWaitMs ?? 20_000, staleAfterMs: soilsStaleAfterMs(settings.queue.leaseMs ?? 60_000) }),
      )
      .route('/api/projects', reportRoutes(ctx, settings.jwksUrl))
      .route('/api/projects', projectStudyRoutes(ctx, settings.jwksUrl))
      .route('/internal/studies', internalRoutes(ctx, settings.internalServiceToken))
  );
}

export type AppType = ReturnType<typeof createApp>;
