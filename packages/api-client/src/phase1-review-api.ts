import { API_ROUTES, createPhase1SessionResultSchema, phase1SessionSchema, type Phase1Session } from '@groundwork/contracts';
import { routeRequest } from './request';
import { parsedAnswer, reviewSessionCalls, reviewSessionQueries, reviewSessionQueryKeys } from './review-session-api';

/**
 * The Review Phase 1 assistant's calls (spec 02 sections 3, 5, 7 and 8): a session per project,
 * the upload of reports, the questions, and the pages and files the answers quote.
 */

/** Query keys of the review reads (`/api/phase1-review/session/...`). */
export const phase1QueryKeys = reviewSessionQueryKeys(API_ROUTES.createPhase1Session.path);

const sessionCalls = reviewSessionCalls<Phase1Session>(
  {
    session: API_ROUTES.phase1Session,
    upload: API_ROUTES.uploadPhase1Documents,
    ask: API_ROUTES.askPhase1,
    documentPage: API_ROUTES.phase1DocumentPage,
    documentFile: API_ROUTES.phase1DocumentFile,
  },
  phase1SessionSchema,
);

export const phase1ReviewApi = {
  /** `POST /api/phase1-review/session`: the project's latest session, or a new one when `fresh`. */
  createSession: async (projectId: string, options: { fresh?: boolean } = {}): Promise<{ sessionId: string; resumed: boolean }> =>
    parsedAnswer(
      await routeRequest(API_ROUTES.createPhase1Session, {}, { body: { projectId, existingSummary: '', ...(options.fresh ? { fresh: true } : {}) } }),
      createPhase1SessionResultSchema,
    ),
  ...sessionCalls,
};

/** Shared query options of the review reads. */
export const phase1Queries = reviewSessionQueries(phase1QueryKeys, sessionCalls);
