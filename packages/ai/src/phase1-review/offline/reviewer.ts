import { type Phase1Answer, type Phase1Result, phase1ResultSchema } from '@groundwork/contracts';
import { verifyQuotes } from '../../grounding/quotes';
import { type AskOptions, NOT_FOUND_ANSWER, type Phase1Reviewer, type ReviewDocument, type ReviewOptions } from '../types';
import { type Analysis, analyzeDocument } from './analyze';
import { answerQuestion } from './answers';
import { createPassageIndex, type PassageIndex } from './retrieval';
import { resultSummary, sectionAnalyses } from './summaries';

/** The most findings a result lists (counting ones first). */
const MAX_FINDINGS = 200;

function warningsOf(analysis: Analysis): string[] {
  const warnings = [...(analysis.document.warnings ?? [])];
  if (analysis.read.sections.length === 0) warnings.push('No section headings were recognised; the whole document was read as one.');
  if (analysis.read.sections.length === 0 && analysis.findings.length === 0) {
    warnings.push('This document does not look like a Phase I ESA report: it names no ASTM E1527-21 section and no recognized environmental condition.');
  }
  if (analysis.decision.decision === 'INCONCLUSIVE' && !analysis.undetermined) {
    warnings.push('No statement of the report’s conclusion about RECs was found.');
  }
  if (analysis.undetermined) warnings.push('The report states that its conclusion is pending or not reached.');
  return warnings;
}

/** A result whose every quote was checked on its page (anything else is dropped). */
export function resultOf(analysis: Analysis): Phase1Result {
  const { document, decision, findings, extractions } = analysis;
  const documents = [document];
  const sections = sectionAnalyses(analysis).map((section) => ({
    ...section,
    quotes: verifyQuotes(section.quotes, documents).map(({ quote, page }) => ({ quote, page })),
  }));
  const verified = findings.filter((finding) => verifyQuotes([{ quote: finding.quote, page: finding.page }], documents).length === 1);
  const ordered = [...verified.filter((finding) => finding.counts), ...verified.filter((finding) => !finding.counts)].slice(0, MAX_FINDINGS);
  return phase1ResultSchema.parse({
    documentId: document.documentId,
    file: { name: document.name },
    decision: decision.decision,
    confidence: decision.confidence,
    summary: resultSummary(analysis),
    sections,
    findings: ordered,
    extractions,
    pageCount: document.pages.length,
    engine: 'offline',
    warnings: warningsOf(analysis),
  });
}

const sameDocuments = (a: readonly ReviewDocument[], b: readonly ReviewDocument[]) => a.length === b.length && a.every((document, at) => document === b[at]);

/** The offline engine: retrieval and rules over the documents' own sentences, every quote verified. */
export function createOfflineReviewer(): Phase1Reviewer {
  // A document asked about again (a conversation) is read once.
  const cache = new WeakMap<ReviewDocument, Analysis>();
  const analysisOf = (document: ReviewDocument) => {
    let analysis = cache.get(document);
    if (!analysis) {
      analysis = analyzeDocument(document);
      cache.set(document, analysis);
    }
    return analysis;
  };
  // Questions about the same documents (a conversation) search one index, kept with the first document.
  const indexes = new WeakMap<ReviewDocument, { documents: readonly ReviewDocument[]; index: PassageIndex }>();
  const indexOf = (documents: readonly ReviewDocument[], analyses: readonly Analysis[]) => {
    const first = documents[0];
    const kept = first && indexes.get(first);
    if (kept && sameDocuments(kept.documents, documents)) return kept.index;
    const index = createPassageIndex(
      documents,
      analyses.map((analysis) => analysis.read),
    );
    if (first) indexes.set(first, { documents: [...documents], index });
    return index;
  };
  return {
    engine: 'offline',
    async review(document: ReviewDocument, options: ReviewOptions = {}): Promise<Phase1Result> {
      options.signal?.throwIfAborted();
      options.onProgress?.(10);
      const analysis = analysisOf(document);
      options.onProgress?.(90);
      return resultOf(analysis);
    },
    async ask(documents: readonly ReviewDocument[], question: string, options: AskOptions = {}): Promise<Phase1Answer> {
      options.signal?.throwIfAborted();
      const analyses = documents.map(analysisOf);
      const answer = answerQuestion(question.trim(), analyses, indexOf(documents, analyses));
      const quotes = verifyQuotes(answer.quotes, documents);
      if (answer.quotes.length > 0 && quotes.length === 0) return { answer: NOT_FOUND_ANSWER, quotes: [], confidence: 0 };
      return { ...answer, quotes };
    },
  };
}
