import {
  connectMongo,
  createLogger,
  ensureIndexes,
  mongoSettings,
  serveApp,
} from '@groundwork/service-kit';
import { createApp } from './app';
import { loadProjectsEnv } from './env';
import { indexSpecs } from './indexes';

const env = loadProjectsEnv();
const logger = createLogger({ service: 'projects', level: env.LOG_LEVEL });

try {
  const mongo = await connectMongo({ ...mongoSettings(env, 'projects'), logger, appName: 'projects-service' });
  await ensureIndexes(mongo.db, indexSpecs);
  await serveApp(createApp({ db: mongo.db, logger }), {
    port: env.PROJECTS_PORT,
    hostname: env.HOST,
    logger,
    onShutdown: mongo.close,
  });
} catch (err) {
  logger.fatal({ err }, 'start-up failed');
  process.exit(1);
}
