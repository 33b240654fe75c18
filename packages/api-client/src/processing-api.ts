import {
  API_ROUTES,
  type ApiRouteSpec,
  PROCESSING_API_PREFIX,
  type RouteParams,
  type RouteQuery,
  routePath,
  cityDirectoryProcessResultSchema,
  cityDirectoryRematchResultSchema,
  cityDirectoryRunListSchema,
  streetAliasesInputSchema,
  cityDirectoryUploadTargetSchema,
  jobSchema,
  PDF_CONTENT_TYPE,
  processingUploadTargetSchema,
  processResultSchema,
  type AdjoiningInfoInput,
  type CityDirectoryJobPatchInput,
  type CityDirectoryProcessInput,
  type CityDirectoryProcessResult,
  type CityDirectoryRematchResult,
  type CityDirectoryRun,
  type StreetAlias,
  type CityDirectoryUploadTarget,
  type EnvironmentalNarrativesInput,
  type Job,
  type ProcessInput,
  type ProcessingStudy,
  type ProcessingUploadTarget,
  type ProcessResult,
  type UploadUrlInput,
} from '@groundwork/contracts';
import { isUnauthorizedError } from './errors';
import { UPLOAD_FAILURE_MESSAGES, type UploadProgressStep } from './study-jobs';
import { getProcessingApiBase } from './processing-base';
import { apiRequest, routeRequest, throwIfResponseNotOk } from './request';

/** `GET /jobs/{jobId}` options: `summary` and `includePresign` are sent as `1` when true. */
export interface JobRequestOptions {
  study?: ProcessingStudy;
  summary?: boolean;
  includePresign?: boolean;
}

const jobQuery = (options: JobRequestOptions): RouteQuery => ({
  study: options.study,
  summary: options.summary ? '1' : undefined,
  includePresign: options.includePresign ? '1' : undefined,
});

/** A processing route's URL on the configured base (the route's `/api/processing` prefix swapped for it). */
export function processingUrl<R extends ApiRouteSpec>(spec: R, params: RouteParams<R['path']>, query?: RouteQuery): string {
  return `${getProcessingApiBase()}${routePath(spec, params, query).slice(PROCESSING_API_PREFIX.length)}`;
}

/** The processing API request of a route, on the configured base. */
const processingRequest = <R extends ApiRouteSpec>(spec: R, params: RouteParams<R['path']>, options: { query?: RouteQuery; body?: unknown } = {}) =>
  apiRequest(spec.method, processingUrl(spec, params, options.query), options.body);

/**
 * Query keys of the processing reads; the default query fn GETs the key joined with '/', so
 * `processingQueryKeys.job(id, { study: 'cd' })` reads `<base>/jobs/{id}?study=cd`.
 */
export const processingQueryKeys = {
  all: () => [getProcessingApiBase()] as const,
  job: (jobId: string, options: JobRequestOptions = {}) =>
    [
      getProcessingApiBase(),
      ...processingUrl(API_ROUTES.job, { jobId }, jobQuery(options))
        .slice(getProcessingApiBase().length + 1)
        .split('/'),
    ] as const,
};

/** A schema's safeParse, enough to check an answer (every contracts schema is one). */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

const anyJson: AnswerSchema<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

/** Reads and checks a JSON answer; anything unreadable is the spec's 'Failed to parse server response'. */
async function parsed<T>(response: Response, schema: AnswerSchema<T>): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
  return result.data;
}

/** Typed processing and study calls; each throws the spec's "<status>: <body>" error on a non-OK answer. */
export const processingApi = {
  /** `POST <base>/upload-url`: a presigned POST for one PDF. */
  uploadUrl: async (input: UploadUrlInput): Promise<ProcessingUploadTarget> =>
    parsed(await processingRequest(API_ROUTES.uploadUrl, {}, { body: input }), processingUploadTargetSchema),

  /**
   * `POST <base>/cd/process`: starts (or, with `jobId`, reruns) a study on an uploaded file; with
   * `projectId` the server takes the project's properties and completes the study on the project.
   */
  process: async (input: ProcessInput): Promise<ProcessResult> => {
    const query = { study: input.study && input.study !== 'cd' ? input.study : undefined };
    return parsed(await processingRequest(API_ROUTES.process, {}, { query, body: input }), processResultSchema);
  },

  /** `GET <base>/jobs/{jobId}` for polling, restoring and the presigned result links. */
  job: async (jobId: string, options: JobRequestOptions = {}): Promise<Job> =>
    parsed(await processingRequest(API_ROUTES.job, { jobId }, { query: jobQuery(options) }), jobSchema),

  /** `POST /api/city-directory/upload-url`. */
  cityDirectoryUploadUrl: async (input: UploadUrlInput): Promise<CityDirectoryUploadTarget> =>
    parsed(await routeRequest(API_ROUTES.cityDirectoryUploadUrl, {}, { body: input }), cityDirectoryUploadTargetSchema),

  /** `POST /api/projects/{id}/city-directory/process`. */
  startCityDirectory: async (projectId: string, input: CityDirectoryProcessInput): Promise<CityDirectoryProcessResult> =>
    parsed(await routeRequest(API_ROUTES.startCityDirectory, { id: projectId }, { body: input }), cityDirectoryProcessResultSchema),

  /** `PATCH /api/projects/{id}/city-directory/jobs/{jobId}`: e.g. status completed with the result links. */
  async patchCityDirectoryJob(projectId: string, jobId: string, input: CityDirectoryJobPatchInput): Promise<void> {
    await routeRequest(API_ROUTES.patchCityDirectoryJob, { id: projectId, jobId }, { body: input });
  },

  /** `GET /api/projects/{id}/city-directory/jobs`: the project's runs, newest first. */
  cityDirectoryRuns: async (projectId: string): Promise<CityDirectoryRun[]> =>
    (await parsed(await routeRequest(API_ROUTES.cityDirectoryRuns, { id: projectId }), cityDirectoryRunListSchema)).items,

  /** `GET /api/projects/{id}/city-directory/aliases`: the project's street aliases. */
  cityDirectoryAliases: async (projectId: string): Promise<StreetAlias[]> =>
    (await parsed(await routeRequest(API_ROUTES.cityDirectoryAliases, { id: projectId }), streetAliasesInputSchema)).aliases,

  /** `PUT /api/projects/{id}/city-directory/aliases`: replaces the aliases; answers the saved list. */
  saveCityDirectoryAliases: async (projectId: string, aliases: StreetAlias[]): Promise<StreetAlias[]> =>
    (await parsed(await routeRequest(API_ROUTES.saveCityDirectoryAliases, { id: projectId }, { body: { aliases } }), streetAliasesInputSchema)).aliases,

  /**
   * `POST /api/projects/{id}/city-directory/jobs/{jobId}/rematch`: places a run's listings again
   * with the project's current properties and aliases; answers the run, whose job to poll shows
   * PROCESSING until they are placed.
   */
  rematchCityDirectory: async (projectId: string, jobId: string): Promise<CityDirectoryRematchResult> =>
    parsed(await routeRequest(API_ROUTES.rematchCityDirectory, { id: projectId, jobId }), cityDirectoryRematchResultSchema),

  /** `PUT /api/projects/{id}/environmental/narratives`. */
  async saveEnvironmentalNarratives(projectId: string, input: EnvironmentalNarrativesInput): Promise<void> {
    await routeRequest(API_ROUTES.saveEnvironmentalNarratives, { id: projectId }, { body: input });
  },
};

/**
 * Sends a file to a presigned POST: the returned form fields first, then the file (S3 ignores
 * fields after `file`). Straight to storage: no cookies, no Authorization header.
 */
export async function postFileToPresignedUrl(
  target: { url: string; fields: Record<string, string> },
  file: Blob,
  filename = file instanceof File ? file.name : 'upload.pdf',
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file, filename);
  await throwIfResponseNotOk(await fetch(target.url, { method: 'POST', body: form }));
}

/** GET of a presigned result JSON (no cookies); "<status>: <body>" on a non-OK answer. */
export async function readPresignedJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { method: 'GET' });
  await throwIfResponseNotOk(response);
  return (await parsed(response, anyJson)) as T;
}

/**
 * PUT of a whole result JSON to its presigned URL, with a JSON content type; with `ifMatch`, only
 * over that version of it (a newer one answers 409).
 */
export async function writePresignedJson(url: string, body: unknown, options: { ifMatch?: string } = {}): Promise<void> {
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(options.ifMatch === undefined ? {} : { 'If-Match': options.ifMatch }) },
    body: JSON.stringify(body),
  });
  await throwIfResponseNotOk(response);
}

/** A failed upload step; `message` is the spec's text for that step, `cause` the original error. */
export class StudyUploadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StudyUploadError';
  }
}

/**
 * Runs one step of an upload. An unauthorized answer passes through untouched (the shell sends
 * the user to login); an unreadable answer keeps 'Failed to parse server response'; any other
 * failure becomes the step's message.
 */
async function step<T>(run: () => Promise<T>, failure: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUnauthorizedError(error)) throw error;
    if (error instanceof Error && error.message === UPLOAD_FAILURE_MESSAGES.parseResponseFailed) {
      throw new StudyUploadError(UPLOAD_FAILURE_MESSAGES.parseResponseFailed, { cause: error });
    }
    throw new StudyUploadError(failure, { cause: error });
  }
}

export type UploadProgressListener = (step: UploadProgressStep) => void;

export interface StudyUploadOptions {
  file: File;
  study: ProcessingStudy;
  /** The project the run belongs to: the server then owns its completion (e.g. the database study's narrative). */
  projectId?: string;
  subjectAddress?: string;
  adjoiningInfo?: AdjoiningInfoInput[];
  /** Reprocess into an existing job. */
  jobId?: string;
  /** How the upload is named to the process call (the aerial screen sends an `s3://bucket/key` URI); the bare key by default. */
  s3KeyOf?: (target: ProcessingUploadTarget) => string;
  onProgress?: UploadProgressListener;
}

/**
 * Upload through the processing API: 10 while the upload URL is requested, 30 while the file goes
 * to storage, 60 while processing starts, 100 once the job exists. Failures are StudyUploadErrors
 * carrying the spec's messages.
 */
export async function uploadStudyPdf(options: StudyUploadOptions): Promise<{ jobId: string; s3Key: string }> {
  const { file, study, onProgress } = options;
  onProgress?.(10);
  const target = await step(() => processingApi.uploadUrl({ filename: file.name, contentType: PDF_CONTENT_TYPE }), UPLOAD_FAILURE_MESSAGES.getUploadUrlFailed);
  onProgress?.(30);
  await step(() => postFileToPresignedUrl(target, file), UPLOAD_FAILURE_MESSAGES.uploadToS3Failed);
  onProgress?.(60);
  const { jobId } = await step(
    () =>
      processingApi.process({
        study,
        s3Key: options.s3KeyOf ? options.s3KeyOf(target) : target.s3Key,
        ...(options.projectId === undefined ? {} : { projectId: options.projectId }),
        ...(options.subjectAddress === undefined ? {} : { subjectAddress: options.subjectAddress }),
        ...(options.adjoiningInfo === undefined ? {} : { adjoiningInfo: options.adjoiningInfo }),
        ...(options.jobId === undefined ? {} : { jobId: options.jobId }),
      }),
    UPLOAD_FAILURE_MESSAGES.startProcessingFailed,
  );
  onProgress?.(100);
  return { jobId, s3Key: target.s3Key };
}

export interface CityDirectoryUploadOptions {
  projectId: string;
  file: File;
  jobId?: string;
  onProgress?: UploadProgressListener;
}

/** The city directory's upload through its product routes, with the same steps and messages. */
export async function uploadCityDirectoryPdf(options: CityDirectoryUploadOptions): Promise<CityDirectoryProcessResult> {
  const { projectId, file, onProgress } = options;
  onProgress?.(10);
  const target = await step(
    () => processingApi.cityDirectoryUploadUrl({ filename: file.name, contentType: PDF_CONTENT_TYPE }),
    UPLOAD_FAILURE_MESSAGES.getUploadUrlFailed,
  );
  onProgress?.(30);
  await step(() => postFileToPresignedUrl(target, file), UPLOAD_FAILURE_MESSAGES.uploadToS3Failed);
  onProgress?.(60);
  const started = await step(
    () =>
      processingApi.startCityDirectory(projectId, {
        s3Key: target.key,
        filename: file.name,
        ...(options.jobId === undefined ? {} : { jobId: options.jobId }),
      }),
    UPLOAD_FAILURE_MESSAGES.startProcessingFailed,
  );
  onProgress?.(100);
  return started;
}
