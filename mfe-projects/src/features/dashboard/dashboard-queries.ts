import { projectQueryKeys } from '@groundwork/api-client';
import { PROJECT_PROGRESS_REFRESH_MS, type Activity, type Project } from '@groundwork/contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * `GET /api/projects`, re-read every 3000 ms (spec 01 section 9) so a card shows a progress or
 * status change within 3 s. The only query of the app with an interval: the defaults have none.
 */
export const useProjectList = () => useQuery<Project[]>({ queryKey: projectQueryKeys.list, refetchInterval: PROJECT_PROGRESS_REFRESH_MS });

/** `GET /api/projects/activity` (newest first), on the list's interval. */
export const useRecentActivity = () => useQuery<Activity[]>({ queryKey: projectQueryKeys.activity, refetchInterval: PROJECT_PROGRESS_REFRESH_MS });
