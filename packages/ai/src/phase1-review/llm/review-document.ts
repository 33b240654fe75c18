import type { Finding, Phase1Result } from '@groundwork/contracts';
import { phase1ResultSchema } from '@groundwork/contracts';
import type { LlmClient } from '../../client';
import { loadPrompt } from '../../prompts/prompts';
import type { ReviewDocument } from '../types';
import { chunkAnswerSchema, decisionAnswerSchema, type ChunkAnswer } from './answers';
import { structuredWithReask } from './structured-with-reask';
import { chunkPages, type Chunk } from './chunks';
import { readChunks } from './read-chunks';
import { mergeChunkAnswers, type MergedReview } from './merge-answers';
import { reconcileDecision, type ReconciledDecision, type RulesDecision } from './reconcile-decision';
import type { LlmReviewerEvent } from './events';

// One report through the LLM: its parts reviewed (map), their answers merged with every quote
// checked on its page, then the overall decision asked with the verified findings and checked
// against the rules (reduce). Any LLM failure is thrown: the caller falls back as a whole.

export const REVIEW_PROMPTS = {
  chunk: { name: 'phase1-review-chunk', version: 1 },
  decision: { name: 'phase1-review-decision', version: 1 },
} as const;

/** A part's answer: about 150 tokens a finding; the bound stops a runaway answer. */
const MAX_CHUNK_ANSWER_TOKENS = 8_000;
const MAX_DECISION_ANSWER_TOKENS = 1_500;
/** Progress: the parts take most of the time, the decision the rest. */
const PROGRESS_AFTER_PARTS = 85;
const PROGRESS_AFTER_DECISION = 98;

export interface DocumentReview {
  client: LlmClient;
  decideFromFindings(findings: readonly Finding[]): RulesDecision;
  maxChunkTokens: number;
  maxConcurrency: number;
  signal: AbortSignal;
  onProgress?: (percent: number) => void;
  onEvent?: (event: LlmReviewerEvent) => void;
}

export async function reviewDocument(document: ReviewDocument, run: DocumentReview): Promise<Phase1Result> {
  const chunks = chunkPages(document.pages, run.maxChunkTokens);
  if (chunks.length === 0) return emptyResult(document);
  const answers = await reviewChunks(document, chunks, run);
  const merged = mergeChunkAnswers(answers, document);
  run.onEvent?.({ type: 'quotes-checked', documentId: document.documentId, ...merged.quotes });
  const decided = await decide(document, merged, run);
  run.onProgress?.(PROGRESS_AFTER_DECISION);
  const warnings = [...(document.warnings ?? []), ...(decided.disagreement ? [decided.disagreement.warning] : [])];
  return phase1ResultSchema.parse({
    ...resultBase(document),
    decision: decided.decision,
    confidence: decided.confidence,
    summary: decided.summary,
    sections: merged.sections,
    findings: merged.findings,
    extractions: merged.extractions,
    warnings: warnings.slice(0, 50),
  });
}

const resultBase = (document: ReviewDocument) => ({
  documentId: document.documentId,
  file: { name: document.name },
  pageCount: document.pages.length,
  engine: 'llm' as const,
});

/** A document without text: nothing for the model to read, nothing to decide. */
function emptyResult(document: ReviewDocument): Phase1Result {
  return {
    ...resultBase(document),
    decision: 'INCONCLUSIVE',
    confidence: 0,
    summary: 'The document holds no text to review.',
    sections: [],
    findings: [],
    extractions: { subject_address: null, site_names: [], contaminants_of_concern: [], auls: [] },
    warnings: [...(document.warnings ?? []), 'No page of the document holds text.'].slice(0, 50),
  };
}

function reviewChunks(document: ReviewDocument, chunks: readonly Chunk[], run: DocumentReview): Promise<ChunkAnswer[]> {
  return readChunks(document, chunks, {
    client: run.client,
    prompt: REVIEW_PROMPTS.chunk,
    schema: chunkAnswerSchema,
    schemaName: 'phase1_review_chunk',
    maxTokens: MAX_CHUNK_ANSWER_TOKENS,
    label: 'Report',
    maxConcurrency: run.maxConcurrency,
    signal: run.signal,
    onChunkRead: (chunk, answer, done) => {
      run.onProgress?.(Math.round((PROGRESS_AFTER_PARTS * done) / chunks.length));
      run.onEvent?.({
        type: 'chunk-reviewed',
        documentId: document.documentId,
        chunk: chunk.index,
        chunks: chunks.length,
        pages: chunk.pages,
        attempts: answer.attempts,
        ms: answer.ms,
      });
    },
  });
}

async function decide(document: ReviewDocument, merged: MergedReview, run: DocumentReview): Promise<ReconciledDecision> {
  const prompt = loadPrompt(REVIEW_PROMPTS.decision.name, REVIEW_PROMPTS.decision.version);
  const rules = run.decideFromFindings(merged.findings);
  const answer = await structuredWithReask(run.client, {
    schema: decisionAnswerSchema,
    schemaName: 'phase1_review_decision',
    system: prompt.text,
    user: JSON.stringify({
      report: document.name,
      pageCount: document.pages.length,
      findings: merged.findings,
      sections: merged.sections.map(({ section, summary }) => ({ section, summary })),
    }),
    promptId: prompt.id,
    maxTokens: MAX_DECISION_ANSWER_TOKENS,
    signal: run.signal,
  });
  const decided = reconcileDecision(answer.data, rules, merged.findings);
  if (decided.disagreement) run.onEvent?.({ type: 'decision-disagreement', documentId: document.documentId, ...decided.disagreement, kept: decided.decision });
  return decided;
}
