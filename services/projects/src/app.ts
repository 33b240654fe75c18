import { createServiceApp, pingMongo, type Logger } from '@groundwork/service-kit';
import type { Db } from 'mongodb';

export interface ProjectsDeps {
  db: Db;
  logger: Logger;
}

/** The projects service as a Hono app, testable without a port. */
export function createApp({ db, logger }: ProjectsDeps) {
  return createServiceApp({ service: 'projects', logger, checks: { mongo: () => pingMongo(db) } });
}

export type AppType = ReturnType<typeof createApp>;
