import { stubApi, type FakeApi, type FakeResponse } from '@groundwork/api-client/testing';
import type { CityDirectoryResult, CityDirectoryRun, Project, StreetAlias } from '@groundwork/contracts';
import { PROJECT_ID } from '../../../test/render-tab';

export const S3_UPLOAD_URL = 'http://s3.test/groundwork-uploads';
export const PROJECT_PATH = `/api/projects/${PROJECT_ID}`;
export const getUrlOf = (jobId: string) => `http://s3.test/jobs/${jobId}/result.json?sig=get`;
/** The save link the studies service hands to writers: its own route, the token being the capability. */
export const putUrlOf = (jobId: string) => `/api/processing/results/${jobId}?token=link-${jobId}`;
export const parsedKeyOf = (jobId: string) => `jobs/${jobId}/result.json`;

export interface FakeJob {
  status: string;
  progress: number;
  errorMessage?: string;
  editedAt?: string | null;
  warnings?: string[];
}

/**
 * The studies service and storage as the city directory tab sees them, on a stubbed fetch: runs
 * by their one id (status checks and the result links: a presigned read, and for writers the save
 * link), result JSON per job, runs, aliases, upload, process and rematch. Tests change the state
 * between checks.
 */
export interface FakeDirectoryServer {
  api: FakeApi;
  jobs: Map<string, FakeJob>;
  results: Map<string, CityDirectoryResult>;
  runs: CityDirectoryRun[];
  aliases: StreetAlias[];
  /** Answers a job's status checks (`?study=cd`) instead of its state, e.g. an error. */
  checkAnswer: Map<string, () => FakeResponse>;
  /** Registers a run: its job with its result. */
  addJob: (jobId: string, job: FakeJob, result?: CityDirectoryResult) => void;
  /** `METHOD url` of every request whose path starts with `prefix`. */
  callsTo: (prefix: string) => string[];
}

export function aRun(jobId: string, overrides: Partial<CityDirectoryRun> = {}): CityDirectoryRun {
  return {
    jobId,
    filename: 'directory.pdf',
    status: 'processing',
    createdAt: '2026-02-01T10:00:00.000Z',
    completedAt: null,
    parsedKey: null,
    ...overrides,
  };
}

/** `canSave: false` answers as to a viewer: result links without `put`. */
export function fakeDirectoryServer(project: Project, { canSave = true }: { canSave?: boolean } = {}): FakeDirectoryServer {
  const api = stubApi();
  const jobs = new Map<string, FakeJob>();
  const results = new Map<string, CityDirectoryResult>();
  const checkAnswer = new Map<string, () => FakeResponse>();
  const server: FakeDirectoryServer = {
    api,
    jobs,
    results,
    runs: [],
    aliases: [],
    checkAnswer,
    addJob(jobId, job, result) {
      jobs.set(jobId, job);
      if (result) results.set(jobId, result);
      server.runs.unshift(aRun(jobId));
      const path = `/api/processing/jobs/${jobId}`;
      const current = () => jobs.get(jobId);
      const notFound = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Job not found' } } };
      api.on(`GET ${path}?study=cd`, () => {
        const special = checkAnswer.get(jobId);
        if (special) return special();
        const state = current();
        return state ? { body: { jobId: jobId, ...state } } : notFound;
      });
      api.on(`GET ${path}?study=cd&summary=1&includePresign=1`, () => {
        const state = current();
        if (!state) return notFound;
        const stored = results.get(jobId);
        return {
          body: {
            jobId: jobId,
            ...state,
            ...(stored ? { editedAt: stored.editedAt, summary: { entries: stored.parsedEntries.length } } : {}),
            artifacts: {
              parsedUrls: { get: getUrlOf(jobId), ...(canSave ? { put: putUrlOf(jobId) } : {}) },
              parsedKey: parsedKeyOf(jobId),
            },
          },
        };
      });
      api.on(`GET ${getUrlOf(jobId)}`, () => {
        const stored = results.get(jobId);
        return stored ? { body: stored } : { status: 404, body: { message: 'NoSuchKey' } };
      });
      api.on(`PUT ${putUrlOf(jobId)}`, ({ body, init }) => {
        const headers = new Headers(init.headers);
        if (headers.get('content-type') !== 'application/json') {
          return { status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Expected Content-Type: application/json' } };
        }
        const saved = body as CityDirectoryResult;
        results.set(jobId, saved);
        return { body: { jobId: jobId, editedAt: saved.editedAt, summary: { entries: saved.parsedEntries.length } } };
      });
      api.on(`PATCH ${PROJECT_PATH}/city-directory/jobs/${jobId}`, { status: 200, body: { ok: true } });
      api.on(`POST ${PROJECT_PATH}/city-directory/jobs/${jobId}/rematch`, () => ({ status: 500, body: { message: 'no rematch scripted' } }));
    },
    callsTo: (prefix) => api.calls().filter((call) => call.split(' ')[1]!.startsWith(prefix)),
  };
  api.on(`GET ${PROJECT_PATH}/city-directory/jobs`, () => ({ body: { items: server.runs } }));
  api.on(`GET ${PROJECT_PATH}/city-directory/aliases`, () => ({ body: { aliases: server.aliases } }));
  api.on(`PUT ${PROJECT_PATH}/city-directory/aliases`, ({ body }) => {
    server.aliases = (body as { aliases: StreetAlias[] }).aliases;
    return { body: { aliases: server.aliases } };
  });
  api.on(`PATCH ${PROJECT_PATH}`, ({ body }) => ({ body: { ...project, ...(body as object) } }));
  api.on('POST /api/city-directory/upload-url', {
    body: { url: S3_UPLOAD_URL, fields: { key: 'uploads/u1/directory.pdf', Policy: 'p' }, key: 'uploads/u1/directory.pdf' },
  });
  api.on(`POST ${S3_UPLOAD_URL}`, { status: 204 });
  return server;
}
