import { studyRunAtom } from '@groundwork/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { listRuns } from './api/aerial-queries';

/**
 * Makes sure the aerial run atom (`aerial-data-<projectId>`'s jobId) names the run to pick up
 * before the flow starts: the browser's entry, else the project's newest run whatever its state
 * (its check then keeps polling a running one, loads a finished one's predictions, or shows why it
 * failed). Returns true once settled; a runs list that cannot be read counts as empty.
 */
export function useRestoreRun(projectId: string): boolean {
  const queryClient = useQueryClient();
  const jotai = useStore();
  const [settled, setSettled] = useState(() => jotai.get(studyRunAtom('aerial', projectId)) !== null);

  useEffect(() => {
    if (settled) return;
    let cancelled = false;
    void listRuns(queryClient, projectId)
      .catch(() => [])
      .then(([newest]) => {
        if (cancelled) return;
        if (newest) jotai.set(studyRunAtom('aerial', projectId), newest.jobId);
        setSettled(true);
      });
    return () => {
      cancelled = true;
    };
  }, [settled, projectId, queryClient, jotai]);

  return settled;
}
