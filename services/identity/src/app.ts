import { createServiceApp, pingMongo, type Logger } from '@groundwork/service-kit';
import type { Db } from 'mongodb';

export interface IdentityDeps {
  db: Db;
  logger: Logger;
}

/** The identity service as a Hono app, testable without a port. */
export function createApp({ db, logger }: IdentityDeps) {
  return createServiceApp({ service: 'identity', logger, checks: { mongo: () => pingMongo(db) } });
}

export type AppType = ReturnType<typeof createApp>;
