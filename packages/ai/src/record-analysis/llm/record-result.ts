import { CLOSURE_VERDICT_BADGES, type ClosureVerdict, type Evidence, type RecordDocumentResult, recordDocumentResultSchema } from '@groundwork/contracts';
import { normalizeForMatch } from '../../grounding/quotes';
import type { ReviewDocument } from '../../phase1-review/types';
import { closureStatementsOf, confidenceOf, isAboutRecord, otherCaseWarning, type RecordContext } from '../offline/analyze';
import { type ClosureStatement, closureStatements, verdictOf } from '../offline/closure';
import { sameCaseId } from '../offline/identifiers';
import type { ClosureReading, VerifiedStatement } from './merge-answers';
import { type ReconciledVerdict, reconcileVerdict } from './reconcile-verdict';

// The reduce step's second half: the verified reading as the document's result, its verdict by
// the offline rules and checked against the offline engine's result on the same document.

export interface ReadResult {
  result: RecordDocumentResult;
  disagreement: ReconciledVerdict['disagreement'];
}

const MAX_EVIDENCE = 20;
const NOTHING_SAID = 'The document says nothing of the case being open or closed.';

export function recordResult(document: ReviewDocument, record: RecordContext, reading: ClosureReading, offline: RecordDocumentResult): ReadResult {
  const caseIds = unionOfIds(reading.caseIds, offline.extracted.case_ids);
  const otherCase = otherCaseWarning(caseIds, record);
  const model = modelVerdict(reading, record);
  const reconciled = reconcileVerdict({
    model,
    rules: { verdict: offline.db_closure_verdict, confidence: offline.confidence },
    evidence: otherCase ? 'INCONCLUSIVE' : verdictOf([...statementsReadInQuotes(reading.statements), ...closureStatementsOf(document)]),
    modelConfidence: confidenceOf(model, evidenceFor(model, reading.statements).length, isAboutRecord(reading.caseIds, record)),
  });
  const { verdict } = reconciled;
  const rulesOverModel = reconciled.disagreement !== null && verdict !== model;
  const modelEvidence = evidenceFor(verdict, reading.statements).map(({ quote, page }) => ({ quote, page }));
  const offlineEvidence = verdict === offline.db_closure_verdict ? offline.evidence : [];
  const evidence = uniqueEvidence(rulesOverModel ? [...offlineEvidence, ...modelEvidence] : [...modelEvidence, ...offlineEvidence]);
  const warnings = [
    ...(document.warnings ?? []),
    ...(otherCase ? [otherCase] : []),
    ...(evidence.length === 0 && !otherCase ? [NOTHING_SAID] : []),
    ...(reconciled.disagreement ? [reconciled.disagreement.warning] : []),
  ];
  const result = recordDocumentResultSchema.parse({
    documentId: document.documentId,
    file: { name: document.name },
    confidence: reconciled.confidence,
    db_closure_verdict: verdict,
    summary: summaryOf(verdict, { otherCase, rulesOverModel, model, reading, offline, evidence }),
    evidence,
    extracted: {
      case_ids: caseIds,
      agency_names: reading.agencyNames.length > 0 ? reading.agencyNames : offline.extracted.agency_names,
      key_dates: {
        closure_date: reading.closureDate ?? offline.extracted.key_dates.closure_date,
        document_date: reading.documentDate ?? offline.extracted.key_dates.document_date,
      },
    },
    warnings: warnings.slice(0, 50),
  });
  return { result, disagreement: reconciled.disagreement };
}

/** What the model's verified statements decide, with the record-id rule on the ids it verified. */
function modelVerdict(reading: ClosureReading, record: RecordContext): ClosureVerdict {
  return isAboutRecord(reading.caseIds, record) ? verdictOf(reading.statements.map((statement) => statement.kind)) : 'INCONCLUSIVE';
}

/** The model's statements and what the rules read in their quotes ("closed, subject to a deed restriction" is conditional too). */
const statementsReadInQuotes = (statements: readonly VerifiedStatement[]): ClosureStatement[] =>
  statements.flatMap((statement) => [statement.kind, ...closureStatements(statement.quote)]);

/** The statements that make a verdict's evidence: closures for CONFIRMED_CLOSED; open and proposed first otherwise (the offline order). */
function evidenceFor(verdict: ClosureVerdict, statements: readonly VerifiedStatement[]): VerifiedStatement[] {
  const wanted: ClosureStatement[] = verdict === 'CONFIRMED_CLOSED' ? ['closed'] : ['open', 'proposed', 'conditional', 'closed'];
  return [...new Set(wanted.flatMap((kind) => statements.filter((statement) => statement.kind === kind)))];
}

/** The model's ids, then the offline engine's it did not give (one case printed two ways counts once). */
const unionOfIds = (model: readonly string[], offline: readonly string[]): string[] =>
  [...model, ...offline.filter((id) => !model.some((known) => sameCaseId(known, id)))].slice(0, 50);

function uniqueEvidence(evidence: readonly Evidence[]): Evidence[] {
  const seen = new Set<string>();
  return evidence
    .filter((entry) => {
      const key = `${entry.page}|${normalizeForMatch(entry.quote)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_EVIDENCE);
}

interface SummaryParts {
  otherCase: string | null;
  rulesOverModel: boolean;
  model: ClosureVerdict;
  reading: ClosureReading;
  offline: RecordDocumentResult;
  evidence: readonly Evidence[];
}

/** The model's summary when its verdict stands; the offline one, prefaced, when the rules overrule it. */
function summaryOf(verdict: ClosureVerdict, { otherCase, rulesOverModel, model, reading, offline, evidence }: SummaryParts): string {
  const label = CLOSURE_VERDICT_BADGES[verdict].label;
  if (otherCase) return `Inconclusive: ${otherCase}`;
  if (rulesOverModel)
    return `The verified evidence supports ${label}; the language model proposed ${CLOSURE_VERDICT_BADGES[model].label}. ${offline.summary}`.slice(0, 8_000);
  if (reading.summary) return reading.summary;
  if (verdict === offline.db_closure_verdict) return offline.summary;
  const quote = evidence[0]?.quote;
  return `${label}${quote ? `: "${quote}"` : '.'}`.slice(0, 8_000);
}
