import type { RecordDocumentResult } from '@groundwork/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isQuoteOnPage } from '../../grounding/quotes';
import { clientFor, pageMarkersOf, schemaNameOf } from '../../phase1-review/llm/test-kit';
import type { ReviewDocument } from '../../phase1-review/types';
import { type FakeOpenAiServer, type FakeReply, type FakeRequest, startFakeOpenAiServer } from '../../testing/fake-openai-server';
import { analyzeRecordDocument } from '../offline/analyze';
import type { ClosureChunkAnswer } from './answers';
import type { LlmRecordAnalyzerEvent } from './events';
import { createLlmRecordAnalyzer, type LlmRecordAnalyzerOptions } from './llm-analyzer';
import { CLOSED, CONDITIONAL_CLOSURE, HEREBY_CLOSED, NFA_ANSWER, NFA_LETTER, NO_ANSWER, RESOLVED_LETTER } from './test-documents';

// The record analysis through the real openai SDK against the fake server on 127.0.0.1: the
// parts read, every quote checked on its page, the verdict by the rules and checked against the
// offline engine, and the offline result, whole, whenever the LLM fails.

/** Answers each part with the answer's items on its pages (the summary with the part holding page 1). */
function scriptedModel(answer: ClosureChunkAnswer) {
  return (request: FakeRequest): FakeReply => {
    const pages = pageMarkersOf(request);
    const here = <T extends { page: number }>(items: readonly T[]) => items.filter((item) => pages.includes(item.page));
    return {
      content: {
        statements: here(answer.statements),
        case_ids: here(answer.case_ids),
        agency_names: here(answer.agency_names),
        dates: here(answer.dates),
        summary: pages.includes(1) ? answer.summary : '',
      },
    };
  };
}

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(() => server.close());

function analyzer(options: LlmRecordAnalyzerOptions & { timeoutMs?: number; maxRetries?: number } = {}) {
  const { timeoutMs, maxRetries, ...rest } = options;
  const events: LlmRecordAnalyzerEvent[] = [];
  const llm = createLlmRecordAnalyzer(clientFor(server, { timeoutMs, maxRetries }), { onEvent: (event) => events.push(event), ...rest });
  return { llm, events };
}

const expectOnTheirPages = (document: ReviewDocument, result: RecordDocumentResult) => {
  for (const { quote, page } of result.evidence) expect(isQuoteOnPage(document, quote, page ?? 0), quote).toBe(true);
};

describe('the LLM analysis of an agency document', () => {
  it('confirms a closure letter on verified evidence, with what the model read', async () => {
    server.handle(scriptedModel(NFA_ANSWER));
    const { llm, events } = analyzer();
    const progress: number[] = [];
    const result = await llm.analyze(NFA_LETTER, { caseIds: ['RO0003128'] }, { onProgress: (percent) => progress.push(percent) });

    expect(llm.engine).toBe('llm');
    expect(result).toMatchObject({
      documentId: 'nfa-letter',
      file: { name: 'nfa-letter.pdf' },
      db_closure_verdict: 'CONFIRMED_CLOSED',
      summary: NFA_ANSWER.summary,
      extracted: {
        case_ids: ['RO0003128'],
        agency_names: ['California Regional Water Quality Control Board', 'Alameda County Environmental Health Department'],
        key_dates: { closure_date: '2019-02-03', document_date: '2019-02-03' },
      },
      warnings: [],
    });
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);
    expect(result.evidence.slice(0, 2)).toEqual([
      { quote: CLOSED, page: 1 },
      { quote: HEREBY_CLOSED, page: 1 },
    ]);
    expectOnTheirPages(NFA_LETTER, result);
    expect(progress.at(-1)).toBe(100);
    expect(events).toContainEqual({ type: 'quotes-checked', documentId: 'nfa-letter', given: 7, kept: 7 });
  });

  it('sends the pages with their markers, the versioned prompt and a strict JSON schema', async () => {
    server.handle(scriptedModel(NFA_ANSWER));
    await analyzer().llm.analyze(NFA_LETTER, {});
    const [request, ...others] = server.requests;
    expect(others).toHaveLength(0);
    expect(pageMarkersOf(request!)).toEqual([1, 2]);
    expect(request!.body.messages[0].content).toMatch(/^You read a regulatory agency document/);
    expect(request!.body.response_format.json_schema).toMatchObject({ name: 'record_closure_chunk', strict: true });
    expect(schemaNameOf(request!)).toBe('record_closure_chunk');
  });

  it('drops a quote that is not on its page, with what it carried', async () => {
    server.handle(
      scriptedModel({
        ...NFA_ANSWER,
        statements: [
          { kind: 'closed', quote: CLOSED, page: 2 },
          { kind: 'open', quote: 'The case remains open pending groundwater monitoring.', page: 1 },
          { kind: 'closed', quote: HEREBY_CLOSED, page: 1 },
        ],
        case_ids: [...NFA_ANSWER.case_ids, { value: 'ZZ-000001', quote: 'RE: Case No. RO0003128, Triangle Truck Terminal', page: 1 }],
        agency_names: [{ value: 'State Water Resources Control Board', quote: 'CALIFORNIA REGIONAL WATER QUALITY CONTROL BOARD', page: 1 }],
        dates: [{ kind: 'closure', value: '2019-03-02', quote: HEREBY_CLOSED, page: 1 }],
      }),
    );
    const { llm, events } = analyzer();
    const result = await llm.analyze(NFA_LETTER, { caseIds: ['RO0003128'] });

    expect(result.db_closure_verdict).toBe('CONFIRMED_CLOSED');
    expect(result.evidence[0]).toEqual({ quote: HEREBY_CLOSED, page: 1 });
    expect(result.evidence.some((evidence) => /remains open/.test(evidence.quote))).toBe(false);
    expect(result.extracted.case_ids).toEqual(['RO0003128']);
    // The model's agency and date were not printed in their quotes: the offline reading stands.
    const offline = analyzeRecordDocument(NFA_LETTER, { caseIds: ['RO0003128'] });
    expect(result.extracted.agency_names).toEqual(offline.extracted.agency_names);
    expect(result.extracted.key_dates.closure_date).toBe('2019-02-03');
    expectOnTheirPages(NFA_LETTER, result);
    expect(events).toContainEqual({ type: 'quotes-checked', documentId: 'nfa-letter', given: 7, kept: 5 });
  });

  it('keeps the rules’ NOT_CONFIRMED over a model calling a conditional closure closed, with lower confidence and a warning', async () => {
    server.handle(scriptedModel({ ...NO_ANSWER, statements: [{ kind: 'closed', quote: CLOSED, page: 1 }], summary: 'The case is closed.' }));
    const { llm, events } = analyzer();
    const offline = analyzeRecordDocument(CONDITIONAL_CLOSURE, { caseIds: ['RO0003128'] });
    const result = await llm.analyze(CONDITIONAL_CLOSURE, { caseIds: ['RO0003128'] });

    expect(offline.db_closure_verdict).toBe('NOT_CONFIRMED');
    expect(result.db_closure_verdict).toBe('NOT_CONFIRMED');
    expect(result.confidence).toBeLessThanOrEqual(offline.confidence / 2);
    expect(result.warnings).toEqual([
      expect.stringMatching(/Confirmed Closed \(CONFIRMED_CLOSED\), differs from the rules .* Not Confirmed \(NOT_CONFIRMED\); kept the rules’/),
    ]);
    expect(result.summary).toMatch(/^The verified evidence supports Not Confirmed; the language model proposed Confirmed Closed\. /);
    expect(result.evidence.some((evidence) => /deed restriction/.test(evidence.quote))).toBe(true);
    expectOnTheirPages(CONDITIONAL_CLOSURE, result);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'verdict-disagreement', model: 'CONFIRMED_CLOSED', rules: 'NOT_CONFIRMED', kept: 'NOT_CONFIRMED' }),
    );
  });

  it('keeps the model’s verdict when its verified evidence supports it (a closure the rules cannot read)', async () => {
    const resolved = 'has ended its regulatory oversight of the release at the site';
    server.handle(scriptedModel({ ...NO_ANSWER, statements: [{ kind: 'closed', quote: resolved, page: 1 }], summary: 'The Board ended its oversight.' }));
    const result = await analyzer().llm.analyze(RESOLVED_LETTER, { caseIds: ['RO0003128'] });

    expect(analyzeRecordDocument(RESOLVED_LETTER).db_closure_verdict).toBe('INCONCLUSIVE');
    expect(result).toMatchObject({
      db_closure_verdict: 'CONFIRMED_CLOSED',
      evidence: [{ quote: resolved, page: 1 }],
      summary: 'The Board ended its oversight.',
    });
    expect(result.confidence).toBe(0.15);
    expect(result.warnings).toEqual([expect.stringMatching(/kept the model’s, which the verified evidence supports/)]);
  });

  it('is inconclusive for a letter about another case than the record’s, and says why', async () => {
    server.handle(scriptedModel(NFA_ANSWER));
    const result = await analyzer().llm.analyze(NFA_LETTER, { caseIds: ['ZZ-000001'] });
    expect(result.db_closure_verdict).toBe('INCONCLUSIVE');
    expect(result.warnings).toEqual(["This document is about case RO0003128, not the record's case ZZ-000001."]);
    expect(result.summary).toMatch(/^Inconclusive: This document is about case RO0003128/);
    expect(result.extracted.key_dates.closure_date).toBe('2019-02-03');
  });

  it('retries a rate-limited request, then analyzes', async () => {
    server.enqueue({ status: 429, headers: { 'retry-after': '0' } });
    server.handle(scriptedModel(NFA_ANSWER));
    const result = await analyzer().llm.analyze(NFA_LETTER, {});
    expect(server.requests).toHaveLength(2);
    expect(result).toMatchObject({ db_closure_verdict: 'CONFIRMED_CLOSED', summary: NFA_ANSWER.summary, warnings: [] });
  });
});

describe('the LLM analysis falls back to the offline analysis, whole', () => {
  const expectOffline = (document: ReviewDocument, result: RecordDocumentResult, reason: RegExp) => {
    const offline = analyzeRecordDocument(document);
    const [warning, ...rest] = result.warnings;
    expect(warning).toMatch(/^The language model was unavailable \(.+\); this is the offline analysis\.$/);
    expect(warning).toMatch(reason);
    expect({ ...result, warnings: rest }).toEqual(offline);
  };

  it('when the LLM times out', async () => {
    server.handle(() => ({ content: NFA_ANSWER, delayMs: 2_000 }));
    const { llm, events } = analyzer({ timeoutMs: 200, maxRetries: 0 });
    expectOffline(NFA_LETTER, await llm.analyze(NFA_LETTER, {}), /no answer in time after 1 attempt\)/);
    expect(events).toContainEqual(expect.objectContaining({ type: 'fallback', documentId: 'nfa-letter', code: 'LLM_TIMEOUT' }));
  });

  it('when the answer is malformed JSON, after asking again', async () => {
    server.handle(() => ({ content: '{"statements": [{"kind": "closed", "quote": "no further' }));
    expectOffline(NFA_LETTER, await analyzer().llm.analyze(NFA_LETTER, {}), /an unusable answer: not JSON/);
    expect(server.requests).toHaveLength(2);
  });

  it('when the time budget is spent', async () => {
    server.handle(() => ({ content: NFA_ANSWER, delayMs: 2_000 }));
    const started = Date.now();
    expectOffline(NFA_LETTER, await analyzer({ budgetMs: 300 }).llm.analyze(NFA_LETTER, {}), /time budget of 0.3 s/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('but not when the caller cancels: the abort propagates', async () => {
    server.handle(() => ({ content: NFA_ANSWER, delayMs: 2_000 }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('the job was cancelled')), 100);
    await expect(analyzer().llm.analyze(NFA_LETTER, {}, { signal: controller.signal })).rejects.toThrow('the job was cancelled');
  });
});
