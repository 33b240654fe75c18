import type { Finding, Phase1Decision, Phase1Result } from '@groundwork/contracts';
import { readFixture } from '@groundwork/doc-processing/testing/fixtures';
import { vi } from 'vitest';
import { createLlmClient } from '../../client';
import type { FakeOpenAiServer, FakeRequest } from '../../testing/fake-openai-server';
import type { Phase1Reviewer, ReviewDocument } from '../types';
import type { Passage, PassageIndex } from './answer-question';
import type { OfflineParts } from './llm-reviewer';
import type { RulesDecision } from './reconcile-decision';

// What the LLM reviewer's tests stand on, independent of the offline engine's quality: a
// stand-in for its decision rules, a word-overlap passage search and a scripted fallback.

/** The fixture report with HRECs (24 pages), its pages split at form feeds. */
export async function hrecReport(): Promise<ReviewDocument> {
  const text = new TextDecoder().decode(await readFixture('phase1_esa_03_a_hrecs_present.txt'));
  const pages = text.split('\f').map((pageText, index) => ({ page: index + 1, text: pageText }));
  return { documentId: 'doc-hrec', name: 'phase1_esa_03_a_hrecs_present.txt', format: 'txt', pages };
}

const RULES: Array<[Finding['kind'], Phase1Decision]> = [
  ['REC', 'RECs_PRESENT'],
  ['CREC', 'CRECs_PRESENT'],
  ['HREC', 'HRECs_PRESENT'],
  ['DATA_GAP', 'DATA_GAPS_ONLY'],
  ['NO_REC', 'NO_RECs'],
];

/** The decision rules as the offline engine states them, for the tests. */
export function decideByRules(findings: readonly Finding[]): RulesDecision {
  for (const [kind, decision] of RULES)
    if (findings.some((finding) => finding.counts && finding.location === 'subject' && finding.kind === kind)) return { decision, confidence: 0.8 };
  return { decision: 'INCONCLUSIVE', confidence: 0.2 };
}

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []);

/** Paragraphs ranked by the question's words they hold. */
export function wordOverlapIndex(documents: readonly ReviewDocument[]): PassageIndex {
  const passages = documents.flatMap((document) =>
    document.pages.flatMap(({ page, text }) =>
      text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph) => ({ documentId: document.documentId, name: document.name, page, section: null, text: paragraph.trim(), score: 0 })),
    ),
  );
  return {
    search(query, limit = 10): Passage[] {
      const wanted = words(query);
      return passages
        .map((passage) => ({ ...passage, score: [...words(passage.text)].filter((word) => wanted.has(word)).length }))
        .filter((passage) => passage.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}

export const testParts: OfflineParts = { decideFromFindings: decideByRules, createPassageIndex: wordOverlapIndex };

export function offlineResult(document: ReviewDocument): Phase1Result {
  return {
    documentId: document.documentId,
    file: { name: document.name },
    decision: 'HRECs_PRESENT',
    confidence: 0.6,
    summary: 'The offline summary.',
    sections: [],
    findings: [],
    extractions: { subject_address: null, site_names: [], contaminants_of_concern: [], auls: [] },
    pageCount: document.pages.length,
    engine: 'offline',
    warnings: ['An offline warning.'],
  };
}

/** A fallback reviewer whose calls the tests read back. */
export function fakeOfflineReviewer() {
  return {
    engine: 'offline' as const,
    review: vi.fn<Phase1Reviewer['review']>(async (document) => offlineResult(document)),
    ask: vi.fn<Phase1Reviewer['ask']>(async () => ({ answer: 'The offline answer.', quotes: [], confidence: 0.4 })),
  };
}

export const clientFor = (server: FakeOpenAiServer, { timeoutMs = 5_000, maxRetries = 2 } = {}) =>
  createLlmClient({ baseUrl: server.baseUrl, apiKey: null, model: 'fake-model', timeoutMs, maxRetries }, { retry: { baseDelayMs: 1, maxDelayMs: 5 } });

/** The response format a request asked for: `phase1_review_chunk`, `phase1_review_decision`, `phase1_answer`. */
export const schemaNameOf = (request: FakeRequest): string => request.body?.response_format?.json_schema?.name;
export const userTextOf = (request: FakeRequest): string => request.body.messages[1].content;
/** The `[page N]` markers of a review request, in order. */
export const pageMarkersOf = (request: FakeRequest): number[] => [...userTextOf(request).matchAll(/^\[page (\d+)\]$/gm)].map((match) => Number(match[1]));
