import { createServiceApp, pingMongo, type Logger } from '@groundwork/service-kit';
import type { Db } from 'mongodb';

export interface StudiesDeps {
  db: Db;
  logger: Logger;
}

/** The studies service as a Hono app, testable without a port. */
export function createApp({ db, logger }: StudiesDeps) {
  return createServiceApp({ service: 'studies', logger, checks: { mongo: () => pingMongo(db) } });
}

export type AppType = ReturnType<typeof createApp>;
