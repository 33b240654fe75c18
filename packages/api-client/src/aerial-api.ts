import {
  aerialRunListSchema,
  aerialStudyResultSchema,
  API_ROUTES,
  type AdjoiningInfoInput,
  type AerialRun,
  type AerialStudyResult,
  type Job,
  type ProcessingUploadTarget,
  type Property,
} from '@groundwork/contracts';
import { errorMessageFromResponseError } from './errors';
import { readPresignedJson, uploadStudyPdf, writePresignedJson, type UploadProgressListener } from './processing-api';
import { routeRequest } from './request';
import { UPLOAD_FAILURE_MESSAGES } from './study-jobs';

/**
 * The aerial study's calls (spec 02 sections 3, 5 and 7, issue 19): its upload, started with the
 * file as an `s3://` URI and the project's properties; the project's aerial runs; the prediction
 * JSON read and saved back through its presigned links, a save only over the version read.
 */

/** The uploaded file as the aerial process call names it: `s3://<bucket>/<key>` (the bucket from the form fields, else the URL's path). */
export function aerialS3Uri(target: ProcessingUploadTarget): string {
  const pathBucket = (() => {
    try {
      return new URL(target.url).pathname.split('/').find((segment) => segment !== '');
    } catch {
      return undefined;
    }
  })();
  return `s3://${target.fields.bucket ?? pathBucket ?? 'uploads'}/${target.s3Key}`;
}

const filled = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The project's properties as the process call's `adjoiningInfo` (blank coordinates left out). */
export function adjoiningInfoOf(properties: readonly Property[]): AdjoiningInfoInput[] {
  return properties.map(({ address, direction, latitude, longitude, polygonGeoJson }) => {
    const lat = filled(latitude);
    const lng = filled(longitude);
    return {
      address,
      direction,
      ...(lat ? { latitude: lat } : {}),
      ...(lng ? { longitude: lng } : {}),
      ...(polygonGeoJson ? { polygonGeoJson } : {}),
    };
  });
}

export interface AerialUploadOptions {
  file: File;
  projectId: string;
  properties: readonly Property[];
  /** The subject's address: the subject property's, else the project's site address. */
  subjectAddress: string;
  onProgress?: UploadProgressListener;
}

/**
 * Uploads an aerial photograph package and starts its study (10, 30, 60, 100): `POST <base>/cd/process?study=aerial`
 * with the file's `s3://` URI, the subject address, the properties and the project (the server
 * then takes the project's own properties and completes the run on it).
 */
export async function uploadAerialPdf(options: AerialUploadOptions): Promise<{ jobId: string }> {
  const { jobId } = await uploadStudyPdf({
    file: options.file,
    study: 'aerial',
    projectId: options.projectId,
    subjectAddress: options.subjectAddress,
    adjoiningInfo: adjoiningInfoOf(options.properties),
    s3KeyOf: aerialS3Uri,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  return { jobId };
}

/** The links of a job's predictions and the version they name (`studies.aerial.resultVersion`). */
export interface AerialResultLinks {
  get: string | undefined;
  put: string | undefined;
  version: string | undefined;
}

export function aerialResultLinks(job: Job): AerialResultLinks {
  const state = job.studies?.aerial;
  const links = job.summaryAerial?.predictionUrls ?? state?.resultUrls;
  return { get: links?.get, put: links?.put, version: state?.resultVersion };
}

export const aerialApi = {
  /** `GET /api/projects/{id}/aerial/jobs`: the project's aerial runs, newest first. */
  async runs(projectId: string): Promise<AerialRun[]> {
    const response = await routeRequest(API_ROUTES.aerialRuns, { id: projectId });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
    }
    const parsed = aerialRunListSchema.safeParse(body);
    if (!parsed.success) throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
    return parsed.data.items;
  },

  /** The prediction JSON at its presigned GET; anything else than an aerial result is the spec's parse message. */
  async result(url: string): Promise<AerialStudyResult> {
    const parsed = aerialStudyResultSchema.safeParse(await readPresignedJson<unknown>(url));
    if (!parsed.success) throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
    return parsed.data;
  },

  /**
   * PUTs the whole edited result over the version read (`If-Match`); a save made meanwhile (409)
   * or any other refusal fails with the server's message.
   */
  async save(url: string, result: AerialStudyResult, version: string | undefined): Promise<void> {
    try {
      await writePresignedJson(url, result, version === undefined ? {} : { ifMatch: version });
    } catch (error) {
      const message = errorMessageFromResponseError(error);
      throw message ? new Error(message, { cause: error }) : error;
    }
  },
};
