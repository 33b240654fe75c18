import { runService } from '@groundwork/service-kit';
import { createApp } from './app';
import { loadProjectsEnv } from './env';
import { indexSpecs } from './indexes';

const env = loadProjectsEnv();
await runService({ service: 'projects', env, port: env.PROJECTS_PORT, indexSpecs, createApp });
