import { createServiceApp, pingMongo, type Logger } from '@groundwork/service-kit';
import type { Db } from 'mongodb';

export interface ReviewDeps {
  db: Db;
  logger: Logger;
}

/** The review service as a Hono app, testable without a port. */
export function createApp({ db, logger }: ReviewDeps) {
  return createServiceApp({ service: 'review', logger, checks: { mongo: () => pingMongo(db) } });
}

export type AppType = ReturnType<typeof createApp>;
