import { jobPhase } from '@groundwork/design-system';
import { listRuns } from './api/database-queries';
import { useRestoreRun as useRestoreStudyRun } from '../study-runs/use-restore-run';

/** A finished run needs no following (the server stored its narrative); a running one resumes its polling. */
const stillRunning = (run: { status: string }) => jobPhase(run.status) === 'running';

/**
 * Makes sure the database run atom (`environmental-db-<projectId>`'s jobId) names the run to pick
 * up before the flow starts: the browser's entry, else the project's newest run while it is still
 * running (a reload on another machine resumes its polling).
 */
export const useRestoreRun = (projectId: string): boolean => useRestoreStudyRun('database', projectId, listRuns, stillRunning);
