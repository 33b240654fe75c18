import { runService } from '@groundwork/service-kit';
import { createApp } from './app';
import { loadIdentityEnv } from './env';
import { indexSpecs } from './indexes';

const env = loadIdentityEnv();
await runService({ service: 'identity', env, port: env.IDENTITY_PORT, indexSpecs, createApp });
