import fs from 'node:fs/promises';
import path from 'node:path';
import { readTextDocument } from '@groundwork/doc-processing';
import { readFixture, sharedFixturesDir } from '@groundwork/doc-processing/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeForMatch } from '../../grounding/quotes';
import { clientFor } from '../../phase1-review/llm/test-kit';
import type { ReviewDocument } from '../../phase1-review/types';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../testing/fake-openai-server';
import { normalizeCaseId } from '../offline/identifiers';
import type { ClosureChunkAnswer } from './answers';
import { createLlmRecordAnalyzer } from './llm-analyzer';

// The shared supporting-document fixtures (PDF and text, letter and memorandum layouts) through
// the LLM engine, with a model that answers what each truth file holds, quoting the lines that
// print it: its quotes stand on the real pages, its verdict agrees with the rules.

const FIXTURES = [
  'supporting_doc_01_a_nfa_letter.pdf',
  'supporting_doc_02_a_open_status.txt',
  'supporting_doc_03_d_nfa_letter.pdf',
  'supporting_doc_04_d_open_status.txt',
];

interface Truth {
  db_closure_verdict: 'CONFIRMED_CLOSED' | 'NOT_CONFIRMED';
  case_ids: string[];
  agency_names: string[];
  closure_date: string | null;
  evidence: { page: number; quote: string }[];
}

/** The first line of the document that prints `value`, as a model would quote it. */
function lineWith(document: ReviewDocument, value: string): { quote: string; page: number } {
  for (const { page, text } of document.pages) {
    const line = text.split('\n').find((candidate) => normalizeForMatch(candidate).includes(normalizeForMatch(value)));
    if (line) return { quote: line.trim(), page };
  }
  throw new Error(`${value} is not printed in ${document.name}`);
}

function truthfulAnswer(document: ReviewDocument, truth: Truth): ClosureChunkAnswer {
  const kind = truth.db_closure_verdict === 'CONFIRMED_CLOSED' ? 'closed' : 'open';
  return {
    statements: truth.evidence.map((evidence) => ({ kind, ...evidence })),
    case_ids: truth.case_ids.map((value) => ({ value, ...lineWith(document, value) })),
    agency_names: truth.agency_names.map((value) => ({ value, ...lineWith(document, value) })),
    dates: truth.closure_date ? [{ kind: 'closure', value: truth.closure_date, ...truth.evidence[0]! }] : [],
    summary: `The agency's letter: ${truth.db_closure_verdict}.`,
  };
}

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(() => server.close());

describe.each(FIXTURES)('the LLM record analysis of %s', (name) => {
  it('gives the truth verdict, ids, agencies and closure date on the verified quotes, in agreement with the rules', async () => {
    const text = await readTextDocument(await readFixture(name), { name });
    const truth = JSON.parse(await fs.readFile(path.join(sharedFixturesDir, name.replace(/\.\w+$/, '.truth.json')), 'utf8')) as Truth;
    const document: ReviewDocument = { documentId: name, name, format: text.format, pages: text.pages };
    server.handle(() => ({ content: truthfulAnswer(document, truth) }));
    const result = await createLlmRecordAnalyzer(clientFor(server)).analyze(document, { caseIds: truth.case_ids });

    expect(result.db_closure_verdict).toBe(truth.db_closure_verdict);
    expect(result.confidence).toBeGreaterThanOrEqual(0.7);
    expect(result.warnings).toEqual([]);
    expect(result.evidence[0]).toEqual(truth.evidence[0]);
    expect(result.extracted.case_ids.map(normalizeCaseId).sort()).toEqual(truth.case_ids.map(normalizeCaseId).sort());
    expect([...result.extracted.agency_names].sort()).toEqual([...truth.agency_names].sort());
    expect(result.extracted.key_dates.closure_date).toBe(truth.closure_date);
  });
});
