import { jobQueueIndexes } from '@groundwork/job-queue';
import type { IndexSpec } from '@groundwork/service-kit';

/**
 * Every repository's indexes; `server.ts` creates them before serving. The queue's lease fences and
 * organization turns, uploads, results, aliases and narratives are read by `_id` only; save links by `_id`, and swept
 * by expiry (FerretDB v1 has no TTL indexes).
 */
export const indexSpecs: IndexSpec[] = [
  jobQueueIndexes(),
  {
    collection: 'cd_runs',
    indexes: [{ key: { projectId: 1, createdAt: -1 }, name: 'project_newest_first' }],
  },
  {
    collection: 'db_runs',
    indexes: [{ key: { projectId: 1, createdAt: -1 }, name: 'project_newest_first' }],
  },
  { collection: 'result_links', indexes: [{ key: { expiresAt: 1 }, name: 'expiry_sweep' }] },
];
