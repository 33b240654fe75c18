import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startDevDb } from '@groundwork/dev-infra';
import { pino } from 'pino';
import { connectMongo, type MongoConnection } from '../mongo';
import { mongoUriTarget, retargetMongoUri } from './mongo-uri';
import { startTcpProxy } from './tcp-proxy';

/** Set by the global setup when it started devdb itself (MONGODB_URI then points at it). */
export const TEST_DEVDB_FLAG = 'GROUNDWORK_TEST_DEVDB';

/** True when MONGODB_URI came from outside the tests (a real MongoDB or a shared devdb). */
export function usesExternalMongo(): boolean {
  return Boolean(process.env.MONGODB_URI) && !process.env[TEST_DEVDB_FLAG];
}

/** A unique, valid database name so test files never share data. */
export function testDatabaseName(label: string): string {
  const safeLabel = label.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 16);
  return `t_${safeLabel}_${randomBytes(5).toString('hex')}`;
}

export const silentLogger = () => pino({ level: 'silent' });

function testMongoUri(): string {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('MONGODB_URI is not set: add the service-kit global setup to vitest.config.ts');
  return uri;
}

/**
 * Connects to the test MongoDB (MONGODB_URI, set by the global setup) with a database of its
 * own; `close()` drops that database.
 */
export async function connectTestDatabase(label: string): Promise<MongoConnection> {
  const connection = await connectMongo({ uri: testMongoUri(), dbName: testDatabaseName(label), logger: silentLogger() });
  return {
    ...connection,
    close: async () => {
      await connection.db.dropDatabase();
      await connection.close();
    },
  };
}

/** Drops a database on the test MongoDB, e.g. one a service process created. */
export async function dropTestDatabase(dbName: string): Promise<void> {
  const connection = await connectMongo({ uri: testMongoUri(), dbName, logger: silentLogger() });
  try {
    await connection.db.dropDatabase();
  } finally {
    await connection.close();
  }
}

/** A database the test can take away and bring back under a running service. */
export interface StoppableDatabase {
  uri: string;
  /** The database becomes unreachable (devdb stopped, or the proxy to MONGODB_URI cut). */
  stop: () => Promise<void>;
  /** Reachable again at the same URI. */
  start: () => Promise<void>;
  close: () => Promise<void>;
}

async function stoppableDevDb(): Promise<StoppableDatabase> {
  const port = await freePort();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'groundwork-devdb-'));
  let devdb = await startDevDb({ port, dir });
  return {
    uri: devdb.uri,
    stop: () => devdb.stop(),
    start: async () => {
      devdb = await startDevDb({ port, dir });
    },
    close: async () => {
      await devdb.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function stoppableProxy(uri: string): Promise<StoppableDatabase> {
  const proxy = await startTcpProxy(mongoUriTarget(uri));
  return {
    uri: retargetMongoUri(uri, proxy.port),
    stop: proxy.cut,
    start: proxy.restore,
    close: proxy.close,
  };
}

/**
 * Its own devdb on a free port and a temp dir; or, when MONGODB_URI names a database the tests
 * cannot stop, a loopback proxy to it that can be cut and restored.
 */
export function startStoppableDatabase(): Promise<StoppableDatabase> {
  return usesExternalMongo() ? stoppableProxy(process.env.MONGODB_URI!) : stoppableDevDb();
}
