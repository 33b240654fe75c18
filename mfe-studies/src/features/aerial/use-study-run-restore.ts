import type { ProcessingStudy } from '@groundwork/contracts';
import { studyRunAtom } from '@groundwork/design-system/study';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect, useState } from 'react';

/**
 * Makes sure a study's run atom names the run to pick up before its flow starts: the browser's
 * entry, else the project's newest run (`listRuns`, newest first) when `follows` says it needs
 * following. Returns true once settled; a runs list that cannot be read counts as empty.
 */
export function useRestoreRun<Run extends { jobId: string }>(
  study: ProcessingStudy,
  projectId: string,
  listRuns: (queryClient: QueryClient, projectId: string) => Promise<Run[]>,
  follows: (run: Run) => boolean,
): boolean {
  const queryClient = useQueryClient();
  const jotai = useStore();
  const [settled, setSettled] = useState(() => jotai.get(studyRunAtom(study, projectId)) !== null);

  useEffect(() => {
    if (settled) return;
    let cancelled = false;
    void listRuns(queryClient, projectId)
      .catch((): Run[] => [])
      .then(([newest]) => {
        if (cancelled) return;
        if (newest && follows(newest)) jotai.set(studyRunAtom(study, projectId), newest.jobId);
        setSettled(true);
      });
    return () => {
      cancelled = true;
    };
  }, [settled, study, projectId, queryClient, jotai, listRuns, follows]);

  return settled;
}
