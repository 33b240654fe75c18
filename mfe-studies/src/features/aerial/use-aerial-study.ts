import { aerialApi, aerialResultLinks, projectQueryKeys, uploadAerialPdf, type UploadProgressStep } from '@groundwork/api-client';
import type { AerialStudyResult, Job, Project, Property } from '@groundwork/contracts';
import { STUDY_MESSAGES, studyRunAtom, useJobPolling, type JobPolling } from '@groundwork/design-system/study';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { aerialQueryKeys, fetchAerialJob } from './api/aerial-queries';
import { applyEdits, type AerialRow } from './model/aerial-table';

/** Shown when a finished job gives no link to its predictions. */
export const NO_RESULT_LINK = 'The processing job gave no link to its predictions.';
/** Shown when a save finds no save link (handed to writers only). */
export const NO_SAVE_LINK = 'No link to save the predictions. Reload the aerial results.';

/** The predictions shown, the run they belong to, the version read and the photos' images. */
export interface LoadedAerial {
  jobId: string;
  result: AerialStudyResult;
  /** `studies.aerial.resultVersion` when the predictions were read: a save is only over it (`If-Match`). */
  version: string | undefined;
  photoUrls: string[];
  /** What the server says the consultant should know about these predictions (pages that yielded nothing). */
  warnings: string[];
}

export interface AerialStudy {
  polling: JobPolling;
  loaded: LoadedAerial | null;
  loadingResult: boolean;
  /** Why the predictions could not be read ('Results Loading Issue'). */
  resultError: string | null;
  reloadResult: () => void;
  /** The project's properties; null while unknown (not read yet, or unreadable: the server decides). */
  properties: Property[] | null;
  upload: (file: File, onProgress: (step: UploadProgressStep) => void) => Promise<void>;
  /** Writes the relabelled cells back into the predictions, then reads the saved result again. */
  save: (rows: AerialRow[]) => Promise<void>;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** Reads a job's predictions through its presigned link. */
async function readPredictions(job: Job): Promise<LoadedAerial> {
  const links = aerialResultLinks(job);
  if (!links.get) throw new Error(NO_RESULT_LINK);
  const result = await aerialApi.result(links.get);
  return { jobId: job.jobId, result, version: links.version, photoUrls: job.summaryAerial?.photoUrls ?? [], warnings: job.warnings ?? [] };
}

/** The predictions of the followed run: read when its job completes, again after a save or on Retry. */
function usePredictions(queryClient: ReturnType<typeof useQueryClient>) {
  const [loaded, setLoaded] = useState<LoadedAerial | null>(null);
  const [loadingResult, setLoadingResult] = useState(false);
  const [resultError, setResultError] = useState<string | null>(null);
  // Only the latest read may land (a new upload supersedes older reads).
  const latestRead = useRef(0);
  useEffect(
    () => () => {
      latestRead.current += 1;
    },
    [],
  );

  /** Reads `job`'s predictions, or those of the job read afresh by id. */
  const load = useCallback(
    async (job: Job | string) => {
      latestRead.current += 1;
      const read = latestRead.current;
      setLoadingResult(true);
      setResultError(null);
      try {
        const next = await readPredictions(typeof job === 'string' ? await fetchAerialJob(queryClient, job) : job);
        if (read === latestRead.current) setLoaded(next);
      } catch (error) {
        if (read === latestRead.current) setResultError(messageOf(error, 'The predictions could not be read.'));
      } finally {
        if (read === latestRead.current) setLoadingResult(false);
      }
    },
    [queryClient],
  );

  const forget = useCallback(() => {
    latestRead.current += 1;
    setLoadingResult(false);
    setResultError(null);
    setLoaded(null);
  }, []);

  return { loaded, setLoaded, loadingResult, resultError, load, forget };
}

/**
 * The aerial flow of spec 02 sections 4, 5, 8 and 9: upload (10, 30, 60, 100) with the project's
 * properties (at least one), polling every 8 s for at most 20 minutes (a 30 s grace for a job not
 * found yet, floor 10), done by the aerial rules; then the predictions read through their
 * presigned link. The run's id is kept in `aerial-data-<projectId>`.
 */
export function useAerialStudy(projectId: string): AerialStudy {
  const queryClient = useQueryClient();
  const jotai = useStore();
  const predictions = usePredictions(queryClient);
  const { loaded, load, forget } = predictions;
  const properties = useQuery<Property[]>({ queryKey: aerialQueryKeys.properties(projectId) });
  // The shell put the project in the cache before mounting the tab; the standalone page reads it once.
  const project = useQuery<Project>({ queryKey: projectQueryKeys.detail(projectId), staleTime: Number.POSITIVE_INFINITY });

  const polling = useJobPolling({
    study: 'aerial',
    projectId,
    fetchJob: (jobId) => fetchAerialJob(queryClient, jobId),
    // The polled job carries the links (includePresign).
    onCompleted: (job) => void load(job),
    onFailed: forget,
  });

  const upload = async (file: File, onProgress: (step: UploadProgressStep) => void) => {
    const known = properties.data ?? [];
    if (properties.isSuccess && known.length === 0) throw new Error(STUDY_MESSAGES.noAdjoiningProperties);
    const subjectAddress = known.find((property) => property.direction === 'subject')?.address ?? project.data?.siteAddress ?? '';
    const started = await uploadAerialPdf({ file, projectId, properties: known, subjectAddress, onProgress });
    forget();
    polling.start(started.jobId);
  };

  const save = async (rows: AerialRow[]) => {
    if (!loaded) throw new Error(NO_SAVE_LINK);
    const { put } = aerialResultLinks(await fetchAerialJob(queryClient, loaded.jobId));
    if (!put) throw new Error(NO_SAVE_LINK);
    const result: AerialStudyResult = { ...loaded.result, predictions: applyEdits(loaded.result, rows), editedAt: new Date().toISOString() };
    // Over the version the table was read from: a save made meanwhile is a 409, not overwritten.
    await aerialApi.save(put, result, loaded.version);
    predictions.setLoaded({ ...loaded, result });
    void load(loaded.jobId);
  };

  return {
    polling,
    loaded,
    loadingResult: predictions.loadingResult,
    resultError: predictions.resultError,
    reloadResult: () => {
      const jobId = jotai.get(studyRunAtom('aerial', projectId)) ?? loaded?.jobId;
      if (jobId) void load(jobId);
    },
    properties: properties.isSuccess ? properties.data : null,
    upload,
    save,
  };
}
