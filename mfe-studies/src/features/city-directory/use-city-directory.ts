import {
  processingApi,
  projectQueryKeys,
  projectsApi,
  readPresignedJson,
  responseErrorStatus,
  uploadCityDirectoryPdf,
  writePresignedJson,
  UPLOAD_FAILURE_MESSAGES,
  type CityDirectoryUploadOptions,
  type UploadProgressStep,
} from '@groundwork/api-client';
import { cityDirectoryResultSchema, type CityDirectoryResult, type Job } from '@groundwork/contracts';
import { studyRunAtom, useJobPolling, type JobPolling } from '@groundwork/design-system/study';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkJob, jobWithLinks } from './api/directory-queries';
import { cachedDirectoryAtom, type CachedDirectory } from './model/directory-atoms';
import { applyEdits, type YearRow } from './model/year-table';

/** Shown when a finished job gives no link to its result. */
export const NO_RESULT_LINK = 'The processing job gave no link to its results.';
/** Shown when a save finds no save link (`parsedUrls.put`, handed to writers only). */
export const NO_SAVE_LINK = 'No link to save the results. Reload the city directory results.';

export interface CityDirectory {
  polling: JobPolling;
  /** The result shown (from the cache at first, then from the server). */
  directory: CachedDirectory | null;
  loadingResult: boolean;
  /** Why the result could not be read ('Results Loading Issue'). */
  resultError: string | null;
  /** What the server says the consultant should know about the result shown (pages that yielded nothing, a failed rematch). */
  warnings: string[];
  reloadResult: () => void;
  upload: (file: File, onProgress: (step: UploadProgressStep) => void) => Promise<void>;
  /** Writes the edited rows back to the result JSON with a new editedAt. */
  save: (rows: YearRow[]) => Promise<void>;
  /** Places the listings again with the current properties and aliases, then follows the run until they are. */
  rematch: () => Promise<void>;
  rematching: boolean;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const isNotFound = (error: unknown) => responseErrorStatus(error) === 404;

/**
 * The city directory flow of spec 02 section 4: upload (10, 30, 60, 100), the run's one id (its
 * job's: PATCHed as the project's externalJobId, kept in `cd-job-<projectId>`), polling by the cd
 * rules, and on completion the run acknowledged (PATCH completed) and the result JSON read through
 * its presigned link and cached in `cd-data-<projectId>`. A FAILED or missing job clears the saved
 * job and the cached result.
 */
export function useCityDirectory(projectId: string, canEdit: boolean): CityDirectory {
  const queryClient = useQueryClient();
  const jotai = useStore();
  const runAtom = studyRunAtom('cd', projectId);
  /** The run the tab follows, read when needed (callbacks outlive renders). */
  const followedJob = useCallback(() => jotai.get(runAtom), [jotai, runAtom]);
  const [directory, show] = useAtom(cachedDirectoryAtom(projectId));
  const [loadingResult, setLoadingResult] = useState(false);
  const [resultError, setResultError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  // Only the latest read of a result may land (a new upload or rematch supersedes older reads).
  const latestRead = useRef(0);
  useEffect(
    () => () => {
      latestRead.current += 1;
    },
    [],
  );

  const loadResult = useCallback(
    async (jobId: string) => {
      latestRead.current += 1;
      const read = latestRead.current;
      setLoadingResult(true);
      setResultError(null);
      try {
        const job = await jobWithLinks(queryClient, jobId);
        const links = job.artifacts?.parsedUrls;
        if (!links) throw new Error(NO_RESULT_LINK);
        if (canEdit) {
          // The server completed the run already; this acknowledges it. The result shows even if it fails.
          await processingApi
            .patchCityDirectoryJob(projectId, jobId, {
              status: 'completed',
              results: { parsedUrls: links, ...(job.artifacts?.parsedKey ? { parsedKey: job.artifacts.parsedKey } : {}) },
            })
            .catch(() => undefined);
        }
        const parsed = cityDirectoryResultSchema.safeParse(await readPresignedJson<unknown>(links.get));
        if (!parsed.success) throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
        const result: CityDirectoryResult = { ...parsed.data, editedAt: parsed.data.editedAt ?? job.editedAt ?? null };
        if (read === latestRead.current) {
          show({ jobId, result, readAt: new Date().toISOString() });
          setWarnings(job.warnings ?? []);
        }
      } catch (error) {
        if (read === latestRead.current) setResultError(messageOf(error, 'The results could not be read.'));
      } finally {
        if (read === latestRead.current) setLoadingResult(false);
      }
    },
    [queryClient, canEdit, projectId, show],
  );

  const forgetResult = useCallback(() => {
    latestRead.current += 1;
    setLoadingResult(false);
    setResultError(null);
    setWarnings([]);
    show(null);
  }, [show]);

  const polling = useJobPolling({
    study: 'cd',
    projectId,
    fetchJob: (jobId) => checkJob(queryClient, jobId),
    onCompleted: (job: Job) => void loadResult(followedJob() ?? job.jobId),
    onFailed: forgetResult,
    onCheckError: (error) => {
      if (isNotFound(error)) forgetResult();
    },
  });

  /** Remembers the new run on the project as its externalJobId (spec 7); the polling goes on if this fails. */
  const rememberOnProject = useCallback(
    async (externalJobId: string) => {
      try {
        const project = await projectsApi.update(projectId, { externalJobId });
        queryClient.setQueryData(projectQueryKeys.detail(projectId), project);
      } catch {
        // The run list still leads back to the job.
      }
    },
    [projectId, queryClient],
  );

  const uploadMutation = useMutation({ mutationFn: (options: CityDirectoryUploadOptions) => uploadCityDirectoryPdf(options) });
  const upload = async (file: File, onProgress: (step: UploadProgressStep) => void) => {
    const started = await uploadMutation.mutateAsync({ projectId, file, onProgress });
    forgetResult();
    polling.start(started.jobId);
    void rememberOnProject(started.jobId);
  };

  const save = async (rows: YearRow[]) => {
    if (!directory) throw new Error(NO_SAVE_LINK);
    const job = await jobWithLinks(queryClient, directory.jobId);
    const put = job.artifacts?.parsedUrls?.put;
    if (!put) throw new Error(NO_SAVE_LINK);
    const result: CityDirectoryResult = {
      ...directory.result,
      parsedEntries: applyEdits(directory.result, rows),
      editedAt: new Date().toISOString(),
    };
    await writePresignedJson(put, result);
    show({ ...directory, result });
  };

  const rematchMutation = useMutation({ mutationFn: (jobId: string) => processingApi.rematchCityDirectory(projectId, jobId) });
  const rematch = async () => {
    const jobId = followedJob() ?? directory?.jobId;
    if (!jobId) throw new Error('This report has no city directory run to apply to.');
    const started = await rematchMutation.mutateAsync(jobId);
    // The run keeps its id: its job shows PROCESSING until the listings are placed again.
    polling.start(started.jobId);
  };

  return {
    polling,
    directory,
    loadingResult,
    resultError,
    warnings,
    reloadResult: () => {
      const jobId = followedJob() ?? directory?.jobId;
      if (jobId) void loadResult(jobId);
    },
    upload,
    save,
    rematch,
    rematching: rematchMutation.isPending,
  };
}
