import {
  connectMongo,
  createLogger,
  ensureIndexes,
  mongoSettings,
  serveApp,
} from '@groundwork/service-kit';
import { createApp } from './app';
import { loadIdentityEnv } from './env';
import { indexSpecs } from './indexes';

const env = loadIdentityEnv();
const logger = createLogger({ service: 'identity', level: env.LOG_LEVEL });

try {
  const mongo = await connectMongo({ ...mongoSettings(env, 'identity'), logger, appName: 'identity-service' });
  await ensureIndexes(mongo.db, indexSpecs);
  await serveApp(createApp({ db: mongo.db, logger }), {
    port: env.IDENTITY_PORT,
    hostname: env.HOST,
    logger,
    onShutdown: mongo.close,
  });
} catch (err) {
  logger.fatal({ err }, 'start-up failed');
  process.exit(1);
}
