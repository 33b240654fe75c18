import { jobPhase, studyRunAtom } from '@groundwork/design-system/study';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { listRuns } from './api/database-queries';

/**
 * Makes sure the database run atom (`environmental-db-<projectId>`'s jobId) names the run to pick
 * up before the flow starts: the browser's entry, else the project's newest run while it is still
 * running (a reload on another machine resumes its polling). A finished run needs no following:
 * the server stored its narrative. Returns true once settled; a runs list that cannot be read
 * counts as empty.
 */
export function useRestoreRun(projectId: string): boolean {
  const queryClient = useQueryClient();
  const jotai = useStore();
  const [settled, setSettled] = useState(() => jotai.get(studyRunAtom('database', projectId)) !== null);

  useEffect(() => {
    if (settled) return;
    let cancelled = false;
    void listRuns(queryClient, projectId)
      .catch(() => [])
      .then(([newest]) => {
        if (cancelled) return;
        if (newest && jobPhase(newest.status) === 'running') jotai.set(studyRunAtom('database', projectId), newest.jobId);
        setSettled(true);
      });
    return () => {
      cancelled = true;
    };
  }, [settled, projectId, queryClient, jotai]);

  return settled;
}
