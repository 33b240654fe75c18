import {
  API_ROUTES,
  answerSchema,
  createPhase1SessionResultSchema,
  documentPageSchema,
  phase1SessionSchema,
  uploadResultSchema,
  type DocumentPage,
  type Phase1Answer,
  type Phase1Session,
  type SessionDocument,
  routePath,
} from '@groundwork/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './errors';
import { apiRequest, routeRequest } from './request';
import { UPLOAD_FAILURE_MESSAGES } from './study-jobs';
import { getStoredTokens } from './token-storage';

/**
 * The Review Phase 1 assistant's calls (spec 02 sections 3, 5, 7 and 8): a session per project,
 * the upload of reports, the questions, and the pages and files the answers quote.
 */

/** How often a session is re-read while its reports are analysed. */
export const PHASE1_SESSION_REFRESH_MS = 2000;

/** The spec's texts for the review's failures (section 8). */
export const PHASE1_MESSAGES = {
  notAuthenticated: 'Not authenticated',
  uploadFailed: 'Upload failed',
  uploadFilesFailed: 'Failed to upload files',
  askFailed: 'Failed to ask question',
} as const;

const SESSION_BASE = API_ROUTES.createPhase1Session.path;

/**
 * Query keys of the review reads; joined with '/' they are the route's path, as the default query
 * fn reads them.
 */
export const phase1QueryKeys = {
  all: [SESSION_BASE] as const,
  session: (sessionId: string) => [SESSION_BASE, sessionId] as const,
  documentPage: (sessionId: string, documentId: string, page: number) => [SESSION_BASE, sessionId, 'documents', documentId, 'pages', String(page)] as const,
};

/** A schema's safeParse, enough to check an answer (every contracts schema is one). */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Reads and checks a JSON answer; anything unreadable is the spec's 'Failed to parse server response'. */
async function parsed<T>(response: Response, schema: AnswerSchema<T>): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
  return result.data;
}

/** The server's message of an error answer: the wire shape's `message`, or a nested `error.message`. */
export function phase1ServerMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.serverMessage) return error.serverMessage;
  try {
    const nested = (JSON.parse(error.body) as { error?: { message?: unknown } }).error?.message;
    return typeof nested === 'string' && nested.trim() ? nested.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a failed call's toast says: the server's message; for an error answer without one,
 * `answerDefault`; else the error's own message (e.g. 'Not authenticated'); else `fallback`.
 */
export function phase1FailureMessage(error: unknown, fallback: string, answerDefault = fallback): string {
  if (error instanceof ApiError) return phase1ServerMessage(error) ?? answerDefault;
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

/** 'Upload Failed' toast text: the server's message, 'Upload failed', or 'Failed to upload files'. */
export const phase1UploadFailureMessage = (error: unknown): string =>
  phase1FailureMessage(error, PHASE1_MESSAGES.uploadFilesFailed, PHASE1_MESSAGES.uploadFailed);

export const phase1ReviewApi = {
  /** `POST /api/phase1-review/session`: the project's latest session, or a new one when `fresh`. */
  createSession: async (projectId: string, options: { fresh?: boolean } = {}): Promise<{ sessionId: string; resumed: boolean }> =>
    parsed(
      await routeRequest(API_ROUTES.createPhase1Session, {}, { body: { projectId, existingSummary: '', ...(options.fresh ? { fresh: true } : {}) } }),
      createPhase1SessionResultSchema,
    ),

  /** `GET /api/phase1-review/session/{sessionId}`. */
  getSession: async (sessionId: string): Promise<Phase1Session> => parsed(await routeRequest(API_ROUTES.phase1Session, { sessionId }), phase1SessionSchema),

  /**
   * `POST .../upload`: the files as repeated `files` parts with the bearer token; without a stored
   * token it fails with 'Not authenticated' and sends nothing.
   */
  async uploadDocuments(sessionId: string, files: readonly File[]): Promise<SessionDocument[]> {
    if (!getStoredTokens()) throw new Error(PHASE1_MESSAGES.notAuthenticated);
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return (await parsed(await routeRequest(API_ROUTES.uploadPhase1Documents, { sessionId }, { body: form }), uploadResultSchema)).documents;
  },

  /** `POST .../ask` of the trimmed question. */
  ask: async (sessionId: string, question: string): Promise<Phase1Answer> =>
    parsed(await routeRequest(API_ROUTES.askPhase1, { sessionId }, { body: { question: question.trim() } }), answerSchema),

  /** `GET .../documents/{documentId}/pages/{page}`: one page's text. */
  getDocumentPage: async (sessionId: string, documentId: string, page: number): Promise<DocumentPage> =>
    parsed(await routeRequest(API_ROUTES.phase1DocumentPage, { sessionId, documentId, page: String(page) }), documentPageSchema),

  /** `GET .../documents/{documentId}/file`: the original file as uploaded. */
  documentFileUrl: (sessionId: string, documentId: string): string => routePath(API_ROUTES.phase1DocumentFile, { sessionId, documentId }),

  /**
   * An address of the original file a new tab can open: the route needs the bearer token, which a
   * new tab does not send, so it is read here; a redirect gives its signed link (body left unread),
   * else the file becomes an object URL.
   */
  async documentFileLocation(sessionId: string, documentId: string): Promise<string> {
    const response = await apiRequest('GET', phase1ReviewApi.documentFileUrl(sessionId, documentId), undefined, 'same-origin');
    if (response.redirected && response.url) {
      await response.body?.cancel();
      return response.url;
    }
    return URL.createObjectURL(await response.blob());
  },
};

/** Shared query options of the review reads. */
export const phase1Queries = {
  /** The session, re-read every 2 s while a report is queued or being analysed. */
  session: (sessionId: string) =>
    queryOptions({
      queryKey: phase1QueryKeys.session(sessionId),
      queryFn: () => phase1ReviewApi.getSession(sessionId),
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.analyzing ? PHASE1_SESSION_REFRESH_MS : false),
    }),

  /** One page of a document; pages do not change. */
  documentPage: (sessionId: string, documentId: string, page: number) =>
    queryOptions({
      queryKey: phase1QueryKeys.documentPage(sessionId, documentId, page),
      queryFn: () => phase1ReviewApi.getDocumentPage(sessionId, documentId, page),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
