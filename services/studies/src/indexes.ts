import { jobQueueIndexes } from '@groundwork/job-queue';
import type { IndexSpec } from '@groundwork/service-kit';

/**
 * Every repository's indexes; `server.ts` creates them before serving. The queue's lease fences and
 * organization turns, uploads, results, aliases and narratives are read by `_id` only; save links by `_id`, and swept
 * by expiry (FerretDB v1 has no TTL indexes); write locks by name, newest first; a record's kept
 * narratives newest first.
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
  {
    collection: 'aerial_runs',
    indexes: [{ key: { projectId: 1, createdAt: -1 }, name: 'project_newest_first' }],
  },
  { collection: 'map_documents', indexes: [{ key: { projectId: 1, kind: 1 }, name: 'project_kind' }] },
  { collection: 'generated_reports', indexes: [{ key: { projectId: 1, requestedAt: -1 }, name: 'project_newest_first' }] },
  { collection: 'soil_runs', indexes: [{ key: { projectId: 1, startedAt: -1 }, name: 'project_newest_first' }] },
  { collection: 'result_links', indexes: [{ key: { expiresAt: 1 }, name: 'expiry_sweep' }] },
  { collection: 'write_locks', indexes: [{ key: { name: 1, seq: -1 }, name: 'name_newest_first' }] },
  {
    collection: 'narrative_versions',
    indexes: [{ key: { projectId: 1, itemIndex: 1, savedAt: -1 }, name: 'record_newest_first' }],
  },
];
