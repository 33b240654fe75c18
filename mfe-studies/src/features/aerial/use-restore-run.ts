import { listRuns } from './api/aerial-queries';
import { useRestoreRun as useRestoreStudyRun } from './use-study-run-restore';

/** Every aerial run is followed once restored: a running one keeps polling, a finished one loads its predictions, a failed one shows why. */
const followsAny = () => true;

/**
 * Makes sure the aerial run atom (`aerial-data-<projectId>`'s jobId) names the run to pick up
 * before the flow starts: the browser's entry, else the project's newest run whatever its state.
 */
export const useRestoreRun = (projectId: string): boolean => useRestoreStudyRun('aerial', projectId, listRuns, followsAny);
