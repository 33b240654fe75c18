import {
  cachedNarratives,
  environmentalApi,
  uploadStudyPdf,
  withNarratives,
  type EnvironmentalNarratives,
  type UploadProgressStep,
} from '@groundwork/api-client';
import { studyCacheEntryAtom, useJobPolling, type JobPolling } from '@groundwork/design-system/study';
import { useToast } from '@groundwork/design-system/base';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { checkJob, databaseQueryKeys, narrativesQuery, runReportQuery, type RunReport } from './api/database-queries';

export interface RegulatoryDatabase {
  polling: JobPolling;
  /** The project's narrative: the browser's copy at first, then the server's (the truth). */
  narratives: EnvironmentalNarratives | null;
  /** Nothing to show yet: the first read of the server's copy, with nothing cached. */
  loading: boolean;
  /** Why the server's copy could not be read ('Results Loading Issue'). */
  error: string | null;
  reload: () => void;
  /** The narrative's run: its warnings and the report's own summary; undefined while read. */
  report: RunReport | undefined;
  upload: (file: File, onProgress: (step: UploadProgressStep) => void) => Promise<void>;
  /** Opens the narrative's report at `page` in a new tab. */
  openPage: (page: number) => void;
}

export const REPORT_UNAVAILABLE = 'Report Unavailable';

/**
 * The regulatory database flow (spec 02 sections 4 and 9, issue 16): upload with the project's id
 * (10, 30, 60, 100), polling every 5 s for at most 120 checks, and the narrative the server stored
 * on completion, read from `GET /api/projects/{id}/environmental/narratives` and cached in
 * `environmental-db-<projectId>` beside the run the tab follows.
 */
export function useRegulatoryDatabase(projectId: string): RegulatoryDatabase {
  const queryClient = useQueryClient();
  const jotai = useStore();
  const { toast } = useToast();
  const entryAtom = studyCacheEntryAtom('environmental-db', projectId);
  const [entry] = useAtom(entryAtom);
  const cached = useMemo(() => cachedNarratives(entry), [entry]);
  const server = useQuery({ ...narrativesQuery(projectId), placeholderData: cached ?? undefined });
  const fromServer = server.isSuccess && !server.isPlaceholderData;

  useEffect(() => {
    if (fromServer) jotai.set(entryAtom, withNarratives(jotai.get(entryAtom), server.data));
  }, [fromServer, server.data, jotai, entryAtom]);

  const refetchNarratives = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: databaseQueryKeys.narratives(projectId) }),
    [queryClient, projectId],
  );

  const polling = useJobPolling({
    study: 'database',
    projectId,
    fetchJob: (jobId) => checkJob(queryClient, jobId),
    // The server stored the narrative before the job showed COMPLETED.
    onCompleted: refetchNarratives,
  });

  const narratives = server.data ?? null;
  const report = useQuery(runReportQuery(narratives?.jobId ?? null));

  const upload = async (file: File, onProgress: (step: UploadProgressStep) => void) => {
    const started = await uploadStudyPdf({ file, study: 'database', projectId, onProgress });
    polling.start(started.jobId);
  };

  const openPage = (page: number) => {
    const jobId = narratives?.jobId;
    if (!jobId) return;
    // Opened at once, while the click still allows a new tab; pointed at the report once its address is known.
    const tab = window.open('', '_blank');
    environmentalApi.jobFileLocation(jobId).then(
      (url) => {
        const target = `${url}#page=${page}`;
        if (!tab) return void window.open(target, '_blank', 'noopener');
        tab.opener = null;
        tab.location.href = target;
      },
      (error: unknown) => {
        tab?.close();
        toast({ title: REPORT_UNAVAILABLE, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
      },
    );
  };

  return {
    polling,
    narratives,
    loading: server.isPending,
    error: server.isError ? server.error.message : null,
    reload: refetchNarratives,
    report: report.data,
    upload,
    openPage,
  };
}
