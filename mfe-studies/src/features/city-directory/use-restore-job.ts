import { projectQueryKeys } from '@groundwork/api-client';
import type { Project } from '@groundwork/contracts';
import { browserJobStore } from '@groundwork/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { listRuns } from './api/directory-queries';
import { findRestorableJob } from './model/restorable-job';

/**
 * Makes sure `cd-job-<projectId>` names the job to pick up before the flow starts: the browser's
 * entry, else the project's externalJobId, else the newest run (reload on another machine).
 * Returns true once the entry is settled (it may then name no job).
 */
export function useRestoreJob(projectId: string): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(() => browserJobStore('cd-job', projectId).read() !== null);
  // The shell put the project in the cache before mounting the tab; the standalone page reads it.
  const project = useQuery<Project>({ queryKey: projectQueryKeys.detail(projectId), enabled: !settled });
  const projectSettled = !project.isPending;
  const projectExternalJobId = project.data?.externalJobId;

  useEffect(() => {
    if (settled || !projectSettled) return;
    let cancelled = false;
    void findRestorableJob({ projectExternalJobId, listRuns: () => listRuns(queryClient, projectId) }).then((job) => {
      if (cancelled) return;
      if (job) browserJobStore('cd-job', projectId).save(job.externalJobId, job.jobId ? { jobId: job.jobId } : {});
      setSettled(true);
    });
    return () => {
      cancelled = true;
    };
  }, [settled, projectSettled, projectExternalJobId, projectId, queryClient]);

  return settled;
}
