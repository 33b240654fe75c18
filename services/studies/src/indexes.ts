import type { IndexSpec } from '@groundwork/service-kit';
import { jobQueueIndexes } from './queue';

/**
 * Every repository's indexes; `server.ts` creates them before serving. The queue's lease fences
 * are read by `_id` only.
 */
export const indexSpecs: IndexSpec[] = [jobQueueIndexes()];
