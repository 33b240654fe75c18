import { MongoClient, type Db, type IndexDescription } from 'mongodb';
import type { Logger } from 'pino';

/** The indexes of one collection, declared next to the repository that queries it. */
export interface IndexSpec {
  collection: string;
  indexes: IndexDescription[];
}

export interface MongoConnection {
  client: MongoClient;
  db: Db;
  close: () => Promise<void>;
}

/** Short, so /healthz answers quickly while the database is down. */
export const SERVER_SELECTION_TIMEOUT_MS = 2000;

/**
 * Connects the process's one MongoClient and resolves once the server answers. The driver
 * reconnects by itself after an outage; nothing here needs restarting.
 */
export async function connectMongo({
  uri,
  dbName,
  logger,
  appName,
}: {
  uri: string;
  dbName: string;
  logger: Logger;
  appName?: string;
}): Promise<MongoConnection> {
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    connectTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    ...(appName ? { appName } : {}),
  });
  await client.connect();
  logger.info({ dbName }, 'mongo connected');
  return { client, db: client.db(dbName), close: () => client.close() };
}

/** Resolves when the database answers a ping. The probe behind `/healthz`. */
export async function pingMongo(db: Db): Promise<void> {
  await db.command({ ping: 1 });
}

/**
 * Creates every declared index. Safe to run at every start: creating an index that exists with
 * the same definition is a no-op. Await it before serving.
 */
export async function ensureIndexes(db: Db, specs: readonly IndexSpec[]): Promise<void> {
  for (const { collection, indexes } of specs) {
    // One index per command: FerretDB v1 panics when one createIndexes call repeats several
    // existing indexes.
    for (const index of indexes) await db.collection(collection).createIndexes([index]);
  }
}
