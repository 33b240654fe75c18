import { createServiceApp, pingMongo, type Logger } from '@groundwork/service-kit';
import type { Db } from 'mongodb';
import { createProjectsContext } from './context';
import type { ListCache } from './list-cache';
import { internalRoutes } from './routes/internal';
import { projectRoutes } from './routes/projects';
import type { ProjectsSettings } from './settings';

/** Project bodies are a few short strings; nothing legitimate comes near this. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface ProjectsDeps {
  db: Db;
  logger: Logger;
  settings: ProjectsSettings;
  /** The clock; tests move it (project numbers take the year from it). */
  now?: () => Date;
  listCache?: ListCache;
}

/** The projects service as a Hono app, testable without a port. */
export function createApp({ db, logger, settings, now, listCache }: ProjectsDeps) {
  if (!settings.internalServiceToken) {
    logger.warn('INTERNAL_SERVICE_TOKEN is not set: /internal/projects answers 503, so other services cannot report study progress');
  }
  const ctx = createProjectsContext({ db, now, listCache });
  return createServiceApp({ service: 'projects', logger, checks: { mongo: () => pingMongo(db) }, maxBodyBytes: MAX_BODY_BYTES })
    .route('/api/projects', projectRoutes(ctx, settings.jwksUrl))
    .route('/internal/projects', internalRoutes(ctx, settings.internalServiceToken));
}

export type AppType = ReturnType<typeof createApp>;
