import { runService } from '@groundwork/service-kit';
import { createApp } from './app';
import { loadReviewEnv } from './env';
import { indexSpecs } from './indexes';

const env = loadReviewEnv();
await runService({ service: 'review', env, port: env.REVIEW_PORT, indexSpecs, createApp });
