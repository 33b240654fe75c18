import type { Hono } from 'hono';
import type { Db } from 'mongodb';
import { mongoSettings, type LogLevel, type MongoEnv } from './env';
import { createLogger, type Logger } from './logger';
import { connectMongo, ensureIndexes, type IndexSpec } from './mongo';
import { exitAfterLogs, serveApp, type RunningServer } from './serve';

export interface RunServiceOptions {
  service: string;
  env: MongoEnv & { LOG_LEVEL: LogLevel; HOST: string };
  port: number;
  indexSpecs: readonly IndexSpec[];
  // biome-ignore lint/suspicious/noExplicitAny: any Env: each service brings its own Variables, and Hono<Env> does not accept them
  createApp: (deps: { db: Db; logger: Logger }) => Hono<any>;
  /** Start-up work after the database is ready and before serving (e.g. ensuring a bucket). */
  prepare?: (deps: { db: Db; logger: Logger }) => Promise<void>;
}

/**
 * A service's `server.ts` in one call: logger, one MongoClient, awaited idempotent indexes,
 * optional preparation, then `serveApp` with graceful shutdown closing the client.
 * A failed start-up logs one fatal line and exits 1.
 */
export async function runService(options: RunServiceOptions): Promise<RunningServer> {
  const { service, env } = options;
  const logger = createLogger({ service, level: env.LOG_LEVEL });
  try {
    const mongo = await connectMongo({ ...mongoSettings(env, service), logger, appName: `${service}-service` });
    await ensureIndexes(mongo.db, options.indexSpecs);
    await options.prepare?.({ db: mongo.db, logger });
    return await serveApp(options.createApp({ db: mongo.db, logger }), {
      port: options.port,
      hostname: env.HOST,
      logger,
      onShutdown: mongo.close,
    });
  } catch (err) {
    logger.fatal({ err }, 'start-up failed');
    exitAfterLogs(logger, 1);
    return new Promise<never>(() => {});
  }
}
