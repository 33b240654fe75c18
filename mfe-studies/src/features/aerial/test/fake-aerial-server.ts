import { stubApi, type FakeApi, type FakeResponse } from '@groundwork/api-client/testing';
import type { AerialRun, AerialStudyResult, Property } from '@groundwork/contracts';
import { PROJECT_ID } from '../../../test/render-tab';
import { aResult, someProperties } from './fixtures';

export const S3_UPLOAD_URL = 'http://s3.test/groundwork-uploads';
export const PROJECT_PATH = `/api/projects/${PROJECT_ID}`;
export const RUNS = `GET ${PROJECT_PATH}/aerial/jobs`;
export const PROPERTIES = `GET ${PROJECT_PATH}/properties`;
export const PROCESS = 'POST /api/processing/cd/process?study=aerial';
export const UPLOADED_KEY = 'uploads/u1/aerials.pdf';
export const checkOf = (jobId: string) => `GET /api/processing/jobs/${jobId}?study=aerial&summary=1&includePresign=1`;
export const resultUrlOf = (jobId: string) => `http://s3.test/jobs/${jobId}/aerial.json?sig=get`;
export const saveUrlOf = (jobId: string) => `http://s3.test/jobs/${jobId}/aerial.json?sig=put`;
export const photoUrlOf = (jobId: string, index: number) => `http://s3.test/jobs/${jobId}/photos/${index}.png?sig=get`;

export interface FakeJob {
  status: string;
  progress: number;
  errorMessage?: string;
  warnings?: string[];
}

/** A PUT of the predictions as storage received it. */
export interface ReceivedSave {
  ifMatch: string | null;
  contentType: string | null;
  body: AerialStudyResult;
}

/**
 * The studies service and storage as the aerial tab sees them, on a stubbed fetch: the project's
 * properties and aerial runs, upload, process, the job (with its aerial study, summaryAerial and
 * presigned links once done), the predictions JSON and its versioned save. Tests change the state between checks.
 */
export interface FakeAerialServer {
  api: FakeApi;
  jobs: Map<string, FakeJob>;
  results: Map<string, AerialStudyResult>;
  /** The stored predictions' version (its ETag), bumped by each save. */
  versions: Map<string, number>;
  properties: Property[];
  runs: AerialRun[];
  saves: ReceivedSave[];
  /** Answers a job's status checks instead of its state, e.g. an error. */
  checkAnswer: Map<string, () => FakeResponse>;
  addJob: (jobId: string, job: FakeJob, result?: AerialStudyResult) => void;
  complete: (jobId: string) => void;
  checks: (jobId: string) => number;
}

const versionTag = (version: number) => `"v${version}"`;

export function fakeAerialServer(): FakeAerialServer {
  const api = stubApi();
  const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'Job not found', requestId: 'req-1' } };
  const server: FakeAerialServer = {
    api,
    jobs: new Map(),
    results: new Map(),
    versions: new Map(),
    properties: someProperties(),
    runs: [],
    saves: [],
    checkAnswer: new Map(),
    addJob(jobId, job, result = aResult()) {
      server.jobs.set(jobId, job);
      server.results.set(jobId, result);
      server.versions.set(jobId, 1);
      server.runs.unshift({
        jobId,
        filename: 'aerials.pdf',
        status: job.status,
        progress: job.progress,
        createdAt: '2026-03-03T14:00:00.000Z',
        errorMessage: null,
      });
      api.on(checkOf(jobId), () => server.checkAnswer.get(jobId)?.() ?? jobAnswer(jobId));
      api.on(`GET ${resultUrlOf(jobId)}`, () => ({ body: server.results.get(jobId) }));
      api.on(`PUT ${saveUrlOf(jobId)}`, ({ init, body }) => {
        const headers = new Headers(init.headers);
        server.saves.push({ ifMatch: headers.get('if-match'), contentType: headers.get('content-type'), body: body as AerialStudyResult });
        const current = server.versions.get(jobId) ?? 1;
        if (headers.get('if-match') !== versionTag(current)) {
          return {
            status: 409,
            body: { code: 'RESULT_VERSION_CONFLICT', message: 'These results were changed by another save since you loaded them.', requestId: 'req-3' },
          };
        }
        server.results.set(jobId, body as AerialStudyResult);
        server.versions.set(jobId, current + 1);
        return { status: 200 };
      });
    },
    complete(jobId) {
      server.jobs.set(jobId, { status: 'COMPLETED', progress: 100 });
    },
    checks: (jobId) => api.calls().filter((call) => call === checkOf(jobId)).length,
  };

  /** The job as `summary=1&includePresign=1` shows it: links, photos and the version once done. */
  function jobAnswer(jobId: string): FakeResponse {
    const state = server.jobs.get(jobId);
    if (!state) return notFound;
    const done = state.status === 'COMPLETED';
    const result = server.results.get(jobId);
    const links = { get: resultUrlOf(jobId), put: saveUrlOf(jobId) };
    const aerial = { status: state.status, progress: state.progress, ...(state.errorMessage ? { errorMessage: state.errorMessage } : {}) };
    return {
      body: {
        jobId,
        status: state.status,
        progress: state.progress,
        ...(state.errorMessage ? { errorMessage: state.errorMessage } : {}),
        ...(state.warnings ? { warnings: state.warnings } : {}),
        studies: {
          aerial: done
            ? { ...aerial, resultKey: `jobs/${jobId}/aerial.json`, resultUrls: links, resultVersion: versionTag(server.versions.get(jobId) ?? 1) }
            : aerial,
        },
        summaryAerial: {
          progress: state.progress,
          ...(done
            ? {
                completed: result?.photos.length,
                total: result?.photos.length,
                predictionS3Key: `jobs/${jobId}/aerial.json`,
                predictionUrls: links,
                photoUrls: (result?.photos ?? []).map((photo) => photoUrlOf(jobId, photo.index)),
              }
            : {}),
        },
      },
    };
  }

  api.on(PROPERTIES, () => ({ body: server.properties }));
  // Like the server, a run's status is its job's now.
  api.on(RUNS, () => ({
    body: {
      items: server.runs.map((run) => {
        const job = server.jobs.get(run.jobId);
        return job ? { ...run, status: job.status, progress: job.progress, errorMessage: job.errorMessage ?? null } : run;
      }),
    },
  }));
  api.on('POST /api/processing/upload-url', { body: { url: S3_UPLOAD_URL, fields: { key: UPLOADED_KEY, Policy: 'p' }, s3Key: UPLOADED_KEY } });
  api.on(`POST ${S3_UPLOAD_URL}`, { status: 204 });
  return server;
}
