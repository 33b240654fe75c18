import type { JobType } from '@groundwork/job-queue';
import type { ReviewContext } from '../context';
import { analyzeDocumentJob, analyzeRecordDocumentJob } from '../jobs';

/** The two assistants: the Review Phase 1 tab and the regulatory analysis page. */
export type SessionKind = 'phase1' | 'regulatory';

interface SessionKindSpec {
  /** Named in a 404 for a session that is not the caller's. */
  notFound: string;
  /** Analyses each uploaded document. */
  job: JobType;
  /** The answer while no document of the session has been analysed. */
  nothingToAnswer: string;
  /** What uploading waits for on an archived project ("restore it before ..."). */
  uploading: string;
}

export const SESSION_KINDS: Record<SessionKind, SessionKindSpec> = {
  phase1: {
    notFound: 'Review session not found',
    job: analyzeDocumentJob,
    nothingToAnswer: 'Upload a Phase 1 report first: there is nothing to answer from yet.',
    uploading: 'uploading reports',
  },
  regulatory: {
    notFound: 'Analysis session not found',
    job: analyzeRecordDocumentJob,
    nothingToAnswer: "Upload the record's documents first: there is nothing to answer from yet.",
    uploading: 'uploading documents',
  },
};

/** The sessions of a kind (both share the documents, pages and history collections, by session id). */
export const sessionsOf = (ctx: ReviewContext, kind: SessionKind) => (kind === 'phase1' ? ctx.sessions : ctx.recordSessions);
