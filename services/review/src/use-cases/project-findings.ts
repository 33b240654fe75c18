import { updatedRecordSummary } from '@groundwork/ai';
import type { Phase1ReviewFact, ProjectReviewFacts, RecordAnalysisFact, RecordDocumentFact, RecordDocumentResult } from '@groundwork/contracts';
import type { ReviewContext } from '../context';
import { recordResultOf, resultOf, type DocumentRecord, type RecordSessionRecord } from '../repositories';

/** The done documents of these sessions by session, each list in upload order. */
async function doneDocumentsBySession(ctx: ReviewContext, sessionIds: string[]): Promise<Map<string, DocumentRecord[]>> {
  const bySession = new Map<string, DocumentRecord[]>(sessionIds.map((id) => [id, []]));
  if (sessionIds.length === 0) return bySession;
  const documents = await ctx.documents
    .find({ sessionId: { $in: sessionIds }, status: 'done' })
    .sort({ uploadedAt: 1, position: 1 })
    .toArray();
  for (const document of documents) bySession.get(document.sessionId)?.push(document);
  return bySession;
}

function phase1ReviewOf(document: DocumentRecord): Phase1ReviewFact | null {
  const result = resultOf(document);
  if (!result) return null;
  const { documentId, decision, summary, sections, extractions, findings } = result;
  return {
    sessionId: document.sessionId,
    documentId,
    fileName: document.name,
    decision,
    summary,
    sections,
    extractions,
    findings,
    reviewedAt: document.updatedAt.toISOString(),
  };
}

function recordDocumentOf(document: DocumentRecord, result: RecordDocumentResult): RecordDocumentFact {
  const { documentId, db_closure_verdict, confidence, summary, evidence, extracted } = result;
  return {
    documentId,
    fileName: document.name,
    verdict: db_closure_verdict,
    confidence,
    summary,
    evidence,
    extracted: { case_ids: extracted.case_ids, agency_names: extracted.agency_names, key_dates: { closure_date: extracted.key_dates.closure_date } },
  };
}

/** A record session's analysis, or null while none of its documents is analysed. */
function recordAnalysisOf(session: RecordSessionRecord, documents: DocumentRecord[]): RecordAnalysisFact | null {
  const analysed = documents.flatMap((document) => {
    const result = recordResultOf(document);
    return result ? [{ document, result }] : [];
  });
  if (analysed.length === 0) return null;
  return {
    sessionId: session._id,
    recordItemIndex: session.recordItemIndex,
    updatedSummary: updatedRecordSummary(
      session.existingSummary,
      analysed.map(({ result }) => result),
    ),
    savedToDatabaseAt: session.saved?.at.toISOString() ?? null,
    documents: analysed.map(({ document, result }) => recordDocumentOf(document, result)),
  };
}

/**
 * `GET /internal/review/projects/{projectId}/findings?organizationId=...`: what both assistants
 * concluded for the project's Phase I report to cite. Only the organization's sessions of the
 * project are read, so another organization's project (or an unknown one) has empty lists;
 * documents still queued, being analysed or failed are left out.
 */
export async function projectFindings(ctx: ReviewContext, organizationId: string, projectId: string): Promise<ProjectReviewFacts> {
  const ofProject = { projectId, organizationId };
  const [phase1Sessions, recordSessions] = await Promise.all([
    ctx.sessions.find(ofProject).sort({ createdAt: 1 }).toArray(),
    ctx.recordSessions.find(ofProject).sort({ recordItemIndex: 1, createdAt: 1 }).toArray(),
  ]);
  const documents = await doneDocumentsBySession(
    ctx,
    [...phase1Sessions, ...recordSessions].map((session) => session._id),
  );
  return {
    phase1Reviews: phase1Sessions.flatMap((session) => (documents.get(session._id) ?? []).map(phase1ReviewOf)).filter((fact) => fact !== null),
    recordAnalyses: recordSessions.map((session) => recordAnalysisOf(session, documents.get(session._id) ?? [])).filter((fact) => fact !== null),
  };
}
