import {
  connectMongo,
  createLogger,
  ensureIndexes,
  mongoSettings,
  serveApp,
} from '@groundwork/service-kit';
import { createApp } from './app';
import { loadReviewEnv } from './env';
import { indexSpecs } from './indexes';

const env = loadReviewEnv();
const logger = createLogger({ service: 'review', level: env.LOG_LEVEL });

try {
  const mongo = await connectMongo({ ...mongoSettings(env, 'review'), logger, appName: 'review-service' });
  await ensureIndexes(mongo.db, indexSpecs);
  await serveApp(createApp({ db: mongo.db, logger }), {
    port: env.REVIEW_PORT,
    hostname: env.HOST,
    logger,
    onShutdown: mongo.close,
  });
} catch (err) {
  logger.fatal({ err }, 'start-up failed');
  process.exit(1);
}
