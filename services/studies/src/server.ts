import { createObjectStore, ensureBucket, runService } from '@groundwork/service-kit';
import { createApp } from './app';
import { loadStudiesEnv } from './env';
import { indexSpecs } from './indexes';

const env = loadStudiesEnv();
await runService({
  service: 'studies',
  env,
  port: env.STUDIES_PORT,
  indexSpecs,
  createApp,
  prepare: () => ensureBucket(createObjectStore(env)),
});
