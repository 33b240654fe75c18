import {
  API_ROUTES,
  createPhase1SessionResultSchema,
  regulatoryAnalysisSessionSchema,
  saveToDatabaseResultSchema,
  type Job,
  type RegulatoryAnalysisSession,
  type SaveToDatabaseResult,
} from '@groundwork/contracts';
import { environmentalApi } from './environmental-api';
import { ApiError, isUnauthorizedError } from './errors';
import { processingApi, readPresignedJson, writePresignedJson } from './processing-api';
import { routeRequest } from './request';
import { parsedAnswer, reviewFailureMessage, reviewSessionCalls, reviewSessionQueries, reviewSessionQueryKeys } from './review-session-api';

/**
 * The regulatory analysis page's calls (spec 02 sections 2, 3, 7 and 8; issue 18): a session per
 * database record, its supporting documents and questions (shared with the Phase 1 review), and
 * the save of the session's updated summary into the record's narrative.
 */

/** The spec's texts of a failed save (section 8), each shown under 'Save Failed'. */
export const REGULATORY_SAVE_MESSAGES = {
  noJobId: 'No job ID available for saving. Please reload the regulatory database data.',
  presignFailed: 'Failed to get presigned URLs for saving',
  noPresignedUrls: 'No presigned URLs available for saving. Please try refreshing the regulatory database data.',
  loadFailed: (status: number | string) => `Failed to load current narrative data: ${status}`,
  storageFailed: (status: number | string) => `Failed to save to S3: ${status}`,
  saveFailed: 'Failed to save summary',
} as const;

/** Query keys of the session reads (`/api/regulatory-analysis/session/...`). */
export const regulatoryQueryKeys = reviewSessionQueryKeys(API_ROUTES.createRegulatorySession.path);

const sessionCalls = reviewSessionCalls<RegulatoryAnalysisSession>(
  {
    session: API_ROUTES.regulatorySession,
    upload: API_ROUTES.uploadRegulatoryDocuments,
    ask: API_ROUTES.askRegulatory,
    documentPage: API_ROUTES.regulatoryDocumentPage,
    documentFile: API_ROUTES.regulatoryDocumentFile,
  },
  regulatoryAnalysisSessionSchema,
);

export interface CreateRegulatorySessionOptions {
  projectId: string;
  recordItemIndex: number;
  /** The record's narrative as the page shows it. */
  existingSummary: string;
  /** A new, empty analysis instead of the record's latest one. */
  fresh?: boolean;
}

export const regulatoryAnalysisApi = {
  /** `POST /api/regulatory-analysis/session`: the record's latest session, or a new one when `fresh`. */
  createSession: async ({
    projectId,
    recordItemIndex,
    existingSummary,
    fresh,
  }: CreateRegulatorySessionOptions): Promise<{ sessionId: string; resumed: boolean }> =>
    parsedAnswer(
      await routeRequest(API_ROUTES.createRegulatorySession, {}, { body: { projectId, recordItemIndex, existingSummary, ...(fresh ? { fresh: true } : {}) } }),
      createPhase1SessionResultSchema,
    ),

  ...sessionCalls,

  /**
   * `POST .../save-to-database` (empty payload): the server writes the session's updated summary
   * into the record's narrative item; `ifMatch` is the narrative version the page loaded (a newer
   * one answers 409 NARRATIVE_VERSION_CONFLICT).
   */
  saveToDatabase: async (sessionId: string, options: { ifMatch?: string } = {}): Promise<SaveToDatabaseResult> =>
    parsedAnswer(
      await routeRequest(API_ROUTES.saveRegulatoryToDatabase, { sessionId }, { headers: options.ifMatch === undefined ? {} : { 'If-Match': options.ifMatch } }),
      saveToDatabaseResultSchema,
    ),
};

/** Shared query options of the session reads (re-read every 2 s while analysing). */
export const regulatoryQueries = reviewSessionQueries(regulatoryQueryKeys, sessionCalls);

/** 'Save Failed' toast text: the server's message of an error answer (e.g. a 409), else the error's, else 'Failed to save summary'. */
export const regulatorySaveFailureMessage = (error: unknown): string => reviewFailureMessage(error, REGULATORY_SAVE_MESSAGES.saveFailed);

/** Runs a step; an unauthorized answer passes through (the shell signs the user out), any other failure becomes `failure(error)`. */
async function step<T>(run: () => Promise<T>, failure: (error: unknown) => string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUnauthorizedError(error)) throw error;
    throw new Error(failure(error), { cause: error });
  }
}

/** The HTTP status of a failed storage request; a request that got no answer says why instead. */
const statusOf = (error: unknown): number | string => (error instanceof ApiError ? error.status : error instanceof Error ? error.message : String(error));

/** The job to save through: the browser's copy's, else the one of the project's stored narrative. */
async function saveJobId(projectId: string, storedJobId: string | null): Promise<string> {
  if (storedJobId) return storedJobId;
  const stored = await environmentalApi.storedNarratives(projectId).catch((error: unknown) => {
    if (isUnauthorizedError(error)) throw error;
    return null;
  });
  if (!stored?.jobId) throw new Error(REGULATORY_SAVE_MESSAGES.noJobId);
  return stored.jobId;
}

interface NarrativeLinks {
  get: string;
  put: string;
  /** The narrative JSON's version when the links were made. */
  version: string | undefined;
}

const databaseStudy = (job: Job) => job.studies?.database ?? job.studies?.db;

/** `GET /api/processing/jobs/{jobId}?study=database&summary=1&includePresign=1`: the narrative JSON's links and version. */
async function narrativeLinks(jobId: string): Promise<NarrativeLinks> {
  const job = await step(
    () => processingApi.job(jobId, { study: 'database', summary: true, includePresign: true }),
    () => REGULATORY_SAVE_MESSAGES.presignFailed,
  );
  const study = databaseStudy(job);
  const urls = study?.resultUrls;
  if (!urls?.get || !urls.put) throw new Error(REGULATORY_SAVE_MESSAGES.noPresignedUrls);
  return { get: urls.get, put: urls.put, version: study?.resultVersion };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The narrative JSON with `items[itemIndex].narrative` replaced. */
function withItemNarrative(current: unknown, itemIndex: number, narrative: string): Record<string, unknown> {
  const items = isRecord(current) && Array.isArray(current.items) ? current.items : null;
  if (!items || !isRecord(items[itemIndex])) throw new Error(`Record ${itemIndex + 1} is not in the current narrative data`);
  return { ...(current as Record<string, unknown>), items: items.map((item, index) => (index === itemIndex ? { ...(item as object), narrative } : item)) };
}

export interface SaveRegulatoryNarrativeOptions {
  projectId: string;
  sessionId: string;
  itemIndex: number;
  /** The job id of the browser's copy (`environmental-db-<projectId>`), null when there is none. */
  storedJobId: string | null;
}

export interface SavedRegulatoryNarrative {
  jobId: string;
  itemIndex: number;
  updatedSummary: string;
  /** The narrative JSON's version after the save. */
  version: string;
  savedAt: string;
}

/**
 * The save flow of spec 02 section 7: the job id (browser copy, else the stored narrative's); the
 * job's presigned links to the narrative JSON; the current JSON; save-to-database (`If-Match` the
 * version read); the item's narrative set to the updated summary; the whole JSON PUT back
 * (`If-Match` the version the save answered). Each failure carries the spec's message; an error
 * answer of save-to-database (a 409) keeps the server's.
 */
export async function saveRegulatoryNarrative({
  projectId,
  sessionId,
  itemIndex,
  storedJobId,
}: SaveRegulatoryNarrativeOptions): Promise<SavedRegulatoryNarrative> {
  const jobId = await saveJobId(projectId, storedJobId);
  const links = await narrativeLinks(jobId);
  const current = await step(
    () => readPresignedJson<unknown>(links.get),
    (error) => REGULATORY_SAVE_MESSAGES.loadFailed(statusOf(error)),
  );
  const saved = await regulatoryAnalysisApi.saveToDatabase(sessionId, { ifMatch: links.version });
  const updated = withItemNarrative(current, itemIndex, saved.updatedSummary);
  await step(
    () => writePresignedJson(links.put, updated, { ifMatch: saved.version }),
    (error) => (error instanceof ApiError && error.status === 409 && error.serverMessage) || REGULATORY_SAVE_MESSAGES.storageFailed(statusOf(error)),
  );
  return { jobId, itemIndex, updatedSummary: saved.updatedSummary, version: saved.version, savedAt: saved.savedAt };
}
