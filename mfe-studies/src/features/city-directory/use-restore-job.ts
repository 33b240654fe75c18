import { projectQueryKeys } from '@groundwork/api-client';
import type { Project } from '@groundwork/contracts';
import { studyRunAtom } from '@groundwork/design-system/study';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { listRuns } from './api/directory-queries';
import { findRestorableJob } from './model/restorable-job';

/**
 * Makes sure the cd run atom (`cd-job-<projectId>`) names the run to pick up before the flow starts: the browser's
 * entry, else the project's externalJobId, else the newest run (reload on another machine).
 * Returns true once the entry is settled (it may then name no job).
 */
export function useRestoreJob(projectId: string): boolean {
  const queryClient = useQueryClient();
  const jotai = useStore();
  const [settled, setSettled] = useState(() => jotai.get(studyRunAtom('cd', projectId)) !== null);
  // The shell put the project in the cache before mounting the tab; the standalone page reads it.
  const project = useQuery<Project>({ queryKey: projectQueryKeys.detail(projectId), enabled: !settled });
  const projectSettled = !project.isPending;
  const projectExternalJobId = project.data?.externalJobId;

  useEffect(() => {
    if (settled || !projectSettled) return;
    let cancelled = false;
    void findRestorableJob({ projectExternalJobId, listRuns: () => listRuns(queryClient, projectId) }).then((job) => {
      if (cancelled) return;
      if (job) jotai.set(studyRunAtom('cd', projectId), job);
      setSettled(true);
    });
    return () => {
      cancelled = true;
    };
  }, [settled, projectSettled, projectExternalJobId, projectId, queryClient, jotai]);

  return settled;
}
