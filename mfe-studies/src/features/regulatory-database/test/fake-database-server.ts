import { stubApi, type FakeApi, type FakeResponse } from '@groundwork/api-client/testing';
import type { DatabaseRun, DatabaseStudyResult } from '@groundwork/contracts';
import { PROJECT_ID } from '../../../test/render-tab';
import { aStudyResult } from './fixtures';

export const S3_UPLOAD_URL = 'http://s3.test/groundwork-uploads';
export const PROJECT_PATH = `/api/projects/${PROJECT_ID}`;
export const NARRATIVES = `GET ${PROJECT_PATH}/environmental/narratives`;
export const RUNS = `GET ${PROJECT_PATH}/environmental/jobs`;
export const PROCESS = 'POST /api/processing/cd/process?study=database';
export const UPLOADED_KEY = 'uploads/u1/radius.pdf';
export const resultUrlOf = (jobId: string) => `http://s3.test/jobs/${jobId}/database.json?sig=get`;
export const checkOf = (jobId: string) => `GET /api/processing/jobs/${jobId}?study=database&summary=1`;

export interface FakeJob {
  status: string;
  progress: number;
  errorMessage?: string;
  warnings?: string[];
}

/** The narrative the server stores on completion (`GET .../environmental/narratives`). */
export interface StoredNarratives {
  jobId: string;
  narratives: DatabaseStudyResult['narratives'];
  narrativeData: { items: DatabaseStudyResult['items'] };
  updatedAt: string;
}

/**
 * The studies service and storage as the regulatory database tab sees them, on a stubbed fetch:
 * upload, process (with the project's id), status checks, the job with its result link, the
 * result JSON, the project's runs and its stored narrative. Tests change the state between checks.
 */
export interface FakeDatabaseServer {
  api: FakeApi;
  jobs: Map<string, FakeJob>;
  results: Map<string, DatabaseStudyResult>;
  runs: DatabaseRun[];
  narratives: StoredNarratives | null;
  /** Answers a job's status checks instead of its state, e.g. an error. */
  checkAnswer: Map<string, () => FakeResponse>;
  addJob: (jobId: string, job: FakeJob, result?: DatabaseStudyResult) => void;
  /** What the server does when the run ends well: stores the narrative, then shows the job COMPLETED. */
  complete: (jobId: string, warnings?: string[]) => void;
  /** Status checks made of a job. */
  checks: (jobId: string) => number;
}

export const storedNarrativesOf = (jobId: string, result: DatabaseStudyResult): StoredNarratives => ({
  jobId,
  narratives: result.narratives,
  narrativeData: { items: result.items },
  updatedAt: '2026-03-03T14:05:00.000Z',
});

export function fakeDatabaseServer(): FakeDatabaseServer {
  const api = stubApi();
  const jobs = new Map<string, FakeJob>();
  const results = new Map<string, DatabaseStudyResult>();
  const checkAnswer = new Map<string, () => FakeResponse>();
  const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'Job not found', requestId: 'req-1' } };
  const server: FakeDatabaseServer = {
    api,
    jobs,
    results,
    runs: [],
    narratives: null,
    checkAnswer,
    addJob(jobId, job, result = aStudyResult()) {
      jobs.set(jobId, job);
      results.set(jobId, result);
      server.runs.unshift({
        jobId,
        filename: 'radius.pdf',
        status: job.status,
        progress: job.progress,
        createdAt: '2026-03-03T14:00:00.000Z',
        errorMessage: null,
      });
      const path = `/api/processing/jobs/${jobId}`;
      api.on(checkOf(jobId), () => {
        const special = checkAnswer.get(jobId);
        if (special) return special();
        const state = jobs.get(jobId);
        return state ? { body: { jobId, ...state } } : notFound;
      });
      api.on(`GET ${path}?study=database&summary=1&includePresign=1`, () => {
        const state = jobs.get(jobId);
        if (!state) return notFound;
        return { body: { jobId, ...state, studies: { database: { status: state.status, resultUrls: { get: resultUrlOf(jobId) } } } } };
      });
      api.on(`GET ${resultUrlOf(jobId)}`, () => {
        const stored = results.get(jobId);
        return stored ? { body: stored } : { status: 404, body: { message: 'NoSuchKey' } };
      });
    },
    complete(jobId, warnings) {
      server.narratives = storedNarrativesOf(jobId, results.get(jobId) ?? aStudyResult());
      jobs.set(jobId, { status: 'COMPLETED', progress: 100, ...(warnings ? { warnings } : {}) });
    },
    checks: (jobId) => api.calls().filter((call) => call === checkOf(jobId)).length,
  };
  api.on(NARRATIVES, () =>
    server.narratives
      ? { body: server.narratives }
      : { status: 404, body: { code: 'NARRATIVES_NOT_FOUND', message: 'No regulatory narrative was saved for this project', requestId: 'req-2' } },
  );
  // Like the server, a run's status is its job's now.
  api.on(RUNS, () => ({
    body: {
      items: server.runs.map((run) => {
        const job = jobs.get(run.jobId);
        return job ? { ...run, status: job.status, progress: job.progress } : run;
      }),
    },
  }));
  api.on('POST /api/processing/upload-url', { body: { url: S3_UPLOAD_URL, fields: { key: UPLOADED_KEY, Policy: 'p' }, s3Key: UPLOADED_KEY } });
  api.on(`POST ${S3_UPLOAD_URL}`, { status: 204 });
  return server;
}
