import {
  connectMongo,
  createLogger, createObjectStore, ensureBucket,
  ensureIndexes,
  mongoSettings,
  serveApp,
} from '@groundwork/service-kit';
import { createApp } from './app';
import { loadStudiesEnv } from './env';
import { indexSpecs } from './indexes';

const env = loadStudiesEnv();
const logger = createLogger({ service: 'studies', level: env.LOG_LEVEL });

try {
  const mongo = await connectMongo({ ...mongoSettings(env, 'studies'), logger, appName: 'studies-service' });
  await ensureIndexes(mongo.db, indexSpecs);
  await ensureBucket(createObjectStore(env));
  await serveApp(createApp({ db: mongo.db, logger }), {
    port: env.STUDIES_PORT,
    hostname: env.HOST,
    logger,
    onShutdown: mongo.close,
  });
} catch (err) {
  logger.fatal({ err }, 'start-up failed');
  process.exit(1);
}
