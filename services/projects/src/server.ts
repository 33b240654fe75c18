import { runService } from '@groundwork/service-kit';
import { createApp } from './app';
import { loadProjectsEnv } from './env';
import { indexSpecs } from './indexes';
import { projectsSettings } from './settings';

const env = loadProjectsEnv();
const settings = projectsSettings(env);
await runService({
  service: 'projects',
  env,
  port: env.PROJECTS_PORT,
  indexSpecs,
  createApp: ({ db, logger }) => createApp({ db, logger, settings }),
});
