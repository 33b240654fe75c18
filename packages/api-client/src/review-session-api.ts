import {
  answerSchema,
  documentPageSchema,
  uploadResultSchema,
  type ApiRouteSpec,
  type DocumentPage,
  type Phase1Answer,
  routePath,
  type SessionDocument,
} from '@groundwork/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './errors';
import { apiRequest } from './request';
import { UPLOAD_FAILURE_MESSAGES } from './study-jobs';
import { getStoredTokens } from './token-storage';

/**
 * What the review service's two assistants share (spec 02 sections 3, 5, 7 and 8): a session of
 * uploaded documents analysed on the server, re-read while they are, questions about them, and
 * the pages and files their quotes cite. The Phase 1 review and the regulatory analysis differ in
 * their routes, how a session starts and what a session holds.
 */

/** How often a session is re-read while its documents are analysed. */
export const REVIEW_SESSION_REFRESH_MS = 2000;

/** The spec's texts for the review's failures (section 8). */
export const REVIEW_MESSAGES = {
  notAuthenticated: 'Not authenticated',
  uploadFailed: 'Upload failed',
  uploadFilesFailed: 'Failed to upload files',
  askFailed: 'Failed to ask question',
} as const;

/** A schema's safeParse, enough to check an answer (every contracts schema is one). */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Reads and checks a JSON answer; anything unreadable is the spec's 'Failed to parse server response'. */
export async function parsedAnswer<T>(response: Response, schema: AnswerSchema<T>): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(UPLOAD_FAILURE_MESSAGES.parseResponseFailed);
  return result.data;
}

/** The server's message of an error answer: the wire shape's `message`, or a nested `error.message`. */
export function reviewServerMessage(error: unknown): string | undefined {
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
export function reviewFailureMessage(error: unknown, fallback: string, answerDefault = fallback): string {
  if (error instanceof ApiError) return reviewServerMessage(error) ?? answerDefault;
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

/** 'Upload Failed' toast text: the server's message, 'Upload failed', or 'Failed to upload files'. */
export const reviewUploadFailureMessage = (error: unknown): string =>
  reviewFailureMessage(error, REVIEW_MESSAGES.uploadFilesFailed, REVIEW_MESSAGES.uploadFailed);

/** A session's routes, each with `{sessionId}` (and the document ones `{documentId}`, `{page}`). */
export interface ReviewSessionRoutes {
  session: ApiRouteSpec;
  upload: ApiRouteSpec;
  ask: ApiRouteSpec;
  documentPage: ApiRouteSpec;
  documentFile: ApiRouteSpec;
}

const sessionRequest = (spec: ApiRouteSpec, params: Record<string, string>, body?: unknown) => apiRequest(spec.method, routePath(spec, params as never), body);

/** The calls on an existing session, whatever the assistant. */
export interface ReviewSessionCalls<Session> {
  getSession: (sessionId: string) => Promise<Session>;
  /**
   * The files as repeated `files` parts with the bearer token; without a stored token it fails
   * with 'Not authenticated' and sends nothing.
   */
  uploadDocuments: (sessionId: string, files: readonly File[]) => Promise<SessionDocument[]>;
  /** The trimmed question. */
  ask: (sessionId: string, question: string) => Promise<Phase1Answer>;
  /** One page's text. */
  getDocumentPage: (sessionId: string, documentId: string, page: number) => Promise<DocumentPage>;
  /** The original file as uploaded. */
  documentFileUrl: (sessionId: string, documentId: string) => string;
  /**
   * An address of the original file a new tab can open: the route needs the bearer token, which a
   * new tab does not send, so it is read here; a redirect gives its signed link (body left unread),
   * else the file becomes an object URL.
   */
  documentFileLocation: (sessionId: string, documentId: string) => Promise<string>;
}

export function reviewSessionCalls<Session>(routes: ReviewSessionRoutes, sessionSchema: AnswerSchema<Session>): ReviewSessionCalls<Session> {
  const documentFileUrl = (sessionId: string, documentId: string) => routePath(routes.documentFile, { sessionId, documentId } as never);
  return {
    getSession: async (sessionId) => parsedAnswer(await sessionRequest(routes.session, { sessionId }), sessionSchema),

    async uploadDocuments(sessionId, files) {
      if (!getStoredTokens()) throw new Error(REVIEW_MESSAGES.notAuthenticated);
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return (await parsedAnswer(await sessionRequest(routes.upload, { sessionId }, form), uploadResultSchema)).documents;
    },

    ask: async (sessionId, question) => parsedAnswer(await sessionRequest(routes.ask, { sessionId }, { question: question.trim() }), answerSchema),

    getDocumentPage: async (sessionId, documentId, page) =>
      parsedAnswer(await sessionRequest(routes.documentPage, { sessionId, documentId, page: String(page) }), documentPageSchema),

    documentFileUrl,

    async documentFileLocation(sessionId, documentId) {
      const response = await apiRequest('GET', documentFileUrl(sessionId, documentId), undefined, 'same-origin');
      if (response.redirected && response.url) {
        await response.body?.cancel();
        return response.url;
      }
      return URL.createObjectURL(await response.blob());
    },
  };
}

/**
 * Query keys of a session's reads under `base` (the create route's path); joined with '/' they
 * are the route's path, as the default query fn reads them.
 */
export function reviewSessionQueryKeys<Base extends string>(base: Base) {
  return {
    all: [base] as const,
    session: (sessionId: string) => [base, sessionId] as const,
    documentPage: (sessionId: string, documentId: string, page: number) => [base, sessionId, 'documents', documentId, 'pages', String(page)] as const,
  };
}

/** Shared query options of a session's reads. */
export function reviewSessionQueries<Session extends { analyzing: boolean }, Base extends string>(
  keys: ReturnType<typeof reviewSessionQueryKeys<Base>>,
  calls: ReviewSessionCalls<Session>,
) {
  return {
    /** The session, re-read every 2 s while a document is queued or being analysed. */
    session: (sessionId: string) =>
      queryOptions({
        queryKey: keys.session(sessionId),
        queryFn: () => calls.getSession(sessionId),
        staleTime: 0,
        refetchInterval: (query) => (query.state.data?.analyzing ? REVIEW_SESSION_REFRESH_MS : false),
      }),

    /** One page of a document; pages do not change. */
    documentPage: (sessionId: string, documentId: string, page: number) =>
      queryOptions({
        queryKey: keys.documentPage(sessionId, documentId, page),
        queryFn: () => calls.getDocumentPage(sessionId, documentId, page),
        staleTime: Number.POSITIVE_INFINITY,
      }),
  };
}
