import type { Phase1Result } from '@groundwork/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer, type FakeReply, type FakeRequest } from '../../testing/fake-openai-server';
import type { ReviewDocument } from '../types';
import type { ChunkAnswer, DecisionAnswer } from './answers';
import type { LlmReviewerEvent } from './events';
import { buildLlmReviewer, type LlmReviewerOptions } from './llm-reviewer';
import { clientFor, fakeOfflineReviewer, hrecReport, pageMarkersOf, schemaNameOf, testParts, userTextOf } from './test-kit';

// The review through the real openai SDK against the fake server on 127.0.0.1: the parts
// reviewed, every quote checked on its page, the decision checked against the rules, and the
// offline result, whole, whenever the LLM fails.

type ChunkFinding = ChunkAnswer['findings'][number];

const HREC: ChunkFinding = {
  kind: 'HREC',
  location: 'subject',
  counts: true,
  reason: 'closed for unrestricted use',
  quote: 'this past release is considered a historical recognized environmental condition (HREC)',
  page: 3,
};
const ADJOINING_REC: ChunkFinding = {
  kind: 'REC',
  location: 'adjoining',
  counts: false,
  reason: 'adjoining property',
  quote: 'this listing is a REC for the adjoining property but is not considered a REC in connection with the subject property',
  page: 6,
};
/** Not in the report at all. */
const INVENTED: ChunkFinding = {
  kind: 'REC',
  location: 'subject',
  counts: true,
  reason: 'dry cleaner',
  quote: 'Soil staining near the former dry cleaning machine is a recognized environmental condition',
  page: 4,
};
/** In the report, on page 3, but cited on page 4. */
const WRONG_PAGE: ChunkFinding = { kind: 'CREC', location: 'subject', counts: true, reason: 'closed with controls', quote: HREC.quote, page: 4 };

const EXTRACTIONS: ChunkAnswer['extractions'] = {
  subject_address: {
    value: '1042 Sunset Blvd, Silver Springs, AZ 85281',
    quote: 'at 1042 Sunset Blvd, Silver Springs, AZ 85281 (the subject property)',
    page: 3,
  },
  site_names: [
    { value: 'Metro Auto Body & Paint', quote: 'The adjoining property to the east, Metro Auto Body & Paint at 1049 Kent Ave', page: 3 },
    { value: 'Northgate Dry Cleaners', quote: 'Northgate Dry Cleaners operated on the subject property', page: 3 },
  ],
  contaminants_of_concern: [
    { value: 'gasoline', quote: 'A 1993 release of gasoline from a former underground storage tank on the subject property', page: 3 },
    { value: 'asbestos', quote: 'asbestos-containing materials, lead-based paint, radon, mold and wetlands are outside the scope', page: 4 },
  ],
  auls: [],
};
const NO_EXTRACTIONS: ChunkAnswer['extractions'] = { subject_address: null, site_names: [], contaminants_of_concern: [], auls: [] };

const SECTIONS: ChunkAnswer['sections'] = [
  {
    section: '1.0 Executive Summary',
    summary: 'A 1993 gasoline release at the subject property was closed for unrestricted use (an HREC).',
    quotes: [
      { quote: HREC.quote, page: 3 },
      { quote: 'The release was never reported to the agency', page: 3 },
    ],
  },
  { section: 'Site Reconnaissance', summary: 'Invented observations.', quotes: [{ quote: 'Drums of solvent were stored behind the building', page: 10 }] },
];

const HREC_DECISION: DecisionAnswer = {
  decision: 'HRECs_PRESENT',
  confidence: 0.9,
  summary: 'The report identifies one HREC: the 1993 gasoline release, closed in 2001 (p. 3).',
};

interface Script {
  findings: ChunkFinding[];
  decision: DecisionAnswer;
  sections?: ChunkAnswer['sections'];
  extractions?: ChunkAnswer['extractions'];
}

/** Answers each part with the script's items on its pages (extractions with the part holding page 3), and the decision. */
function scriptedModel(script: Script) {
  return (request: FakeRequest): FakeReply => {
    if (schemaNameOf(request) === 'phase1_review_decision') return { content: script.decision };
    const pages = pageMarkersOf(request);
    const here = (page: number) => pages.includes(page);
    return {
      content: {
        findings: script.findings.filter((finding) => here(finding.page)),
        sections: (script.sections ?? []).filter((section) => here(section.quotes[0]!.page)),
        extractions: here(3) ? (script.extractions ?? NO_EXTRACTIONS) : NO_EXTRACTIONS,
      },
    };
  };
}

let server: FakeOpenAiServer;
let report: ReviewDocument;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
  report = await hrecReport();
});
afterEach(() => server.close());

function reviewer(options: Partial<LlmReviewerOptions> & { timeoutMs?: number; maxRetries?: number } = {}) {
  const { timeoutMs, maxRetries, ...rest } = options;
  const fallback = fakeOfflineReviewer();
  const events: LlmReviewerEvent[] = [];
  const llm = buildLlmReviewer(clientFor(server, { timeoutMs, maxRetries }), { fallback, onEvent: (event) => events.push(event), ...rest }, testParts);
  return { llm, fallback, events };
}

const reviewRequests = () => server.requests.filter((request) => schemaNameOf(request) === 'phase1_review_chunk');
const decisionRequests = () => server.requests.filter((request) => schemaNameOf(request) === 'phase1_review_decision');

describe('the LLM review of a report', () => {
  it('keeps only what stands on its page: an invented or misplaced quote is dropped with its finding', async () => {
    server.handle(
      scriptedModel({ findings: [HREC, ADJOINING_REC, INVENTED, WRONG_PAGE], decision: HREC_DECISION, sections: SECTIONS, extractions: EXTRACTIONS }),
    );
    const { llm, fallback, events } = reviewer();
    const progress: number[] = [];
    const result = await llm.review(report, { onProgress: (percent) => progress.push(percent) });

    expect(fallback.review).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      documentId: 'doc-hrec',
      file: { name: report.name },
      engine: 'llm',
      pageCount: 24,
      decision: 'HRECs_PRESENT',
      confidence: 0.9,
    });
    expect(result.findings).toEqual([
      { ...HREC, quote: HREC.quote },
      { ...ADJOINING_REC, quote: ADJOINING_REC.quote },
    ]);
    expect(result.sections).toEqual([{ section: 'Executive Summary', summary: SECTIONS[0]!.summary, quotes: [{ quote: HREC.quote, page: 3 }] }]);
    expect(result.extractions).toEqual({
      subject_address: '1042 Sunset Blvd, Silver Springs, AZ 85281',
      site_names: ['Metro Auto Body & Paint'],
      contaminants_of_concern: ['gasoline'],
      auls: [],
    });
    expect(result.summary).toBe(HREC_DECISION.summary);
    expect(result.warnings).toEqual([]);
    expect(progress.at(-1)).toBe(98);

    const decisionInput = JSON.parse(userTextOf(decisionRequests()[0]!));
    expect(decisionInput.findings.map((finding: { quote: string }) => finding.quote)).toEqual([HREC.quote, ADJOINING_REC.quote]);
    expect(events).toContainEqual({ type: 'quotes-checked', documentId: 'doc-hrec', given: 11, kept: 6 });
  });

  it('sends each part with its page markers, the versioned prompt and a strict JSON schema', async () => {
    server.handle(scriptedModel({ findings: [HREC], decision: HREC_DECISION }));
    const { llm } = reviewer();
    await llm.review(report);

    const parts = reviewRequests();
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flatMap(pageMarkersOf).sort((a, b) => a - b)).toEqual(report.pages.map((page) => page.page));
    for (const request of parts) {
      expect(request.body.messages[0].content).toMatch(/^You review a Phase I Environmental Site Assessment/);
      expect(request.body.response_format.json_schema).toMatchObject({ name: 'phase1_review_chunk', strict: true });
    }
    expect(decisionRequests()[0]!.body.messages[0].content).toMatch(/^You decide the overall conclusion/);
  });

  it('reviews a 60-page report in several parts, every page in one of them, and cites the pages they hold', async () => {
    const sentence = (page: number) => `Section ${page}: no evidence of recognized environmental conditions was found at item ${page}.`;
    const pages = Array.from({ length: 60 }, (_, index) => ({
      page: index + 1,
      text: `${sentence(index + 1)}\n\n${'Filler text of the report. '.repeat(60)}`,
    }));
    const long: ReviewDocument = { documentId: 'doc-long', name: 'long.pdf', format: 'pdf', pages, warnings: ['Page 61 had no text.'] };
    server.handle((request) => {
      if (schemaNameOf(request) === 'phase1_review_decision') return { content: { decision: 'NO_RECs', confidence: 0.8, summary: 'No RECs.' } };
      const findings = pageMarkersOf(request).map((page) => ({
        kind: 'NO_REC',
        location: 'subject',
        counts: true,
        reason: 'negated',
        quote: sentence(page),
        page,
      }));
      return { content: { findings, sections: [], extractions: NO_EXTRACTIONS } };
    });
    const { llm, events } = reviewer({ maxChunkTokens: 4_000, maxConcurrency: 3 });
    const result = await llm.review(long);

    const parts = reviewRequests();
    expect(parts.length).toBeGreaterThanOrEqual(5);
    expect(parts.flatMap(pageMarkersOf).sort((a, b) => a - b)).toEqual(pages.map((page) => page.page));
    expect(parts.every((request) => userTextOf(request).length / 4 <= 4_000 + 200)).toBe(true);
    expect(result.findings.map((finding) => finding.page)).toEqual(pages.map((page) => page.page));
    expect(result).toMatchObject({ decision: 'NO_RECs', pageCount: 60, warnings: ['Page 61 had no text.'] });
    expect(events.filter((event) => event.type === 'chunk-reviewed')).toHaveLength(parts.length);
  });

  it('retries a rate-limited request, then reviews', async () => {
    server.enqueue({ status: 429, headers: { 'retry-after': '0' } });
    server.handle(scriptedModel({ findings: [HREC], decision: HREC_DECISION }));
    const { llm, fallback } = reviewer({ maxChunkTokens: 20_000 });
    const result = await llm.review(report);
    expect(server.requests).toHaveLength(3);
    expect(fallback.review).not.toHaveBeenCalled();
    expect(result).toMatchObject({ engine: 'llm', decision: 'HRECs_PRESENT' });
  });

  it('keeps the rules’ decision over an unsupported model decision, with lower confidence and a warning', async () => {
    server.handle(scriptedModel({ findings: [HREC, ADJOINING_REC], decision: { ...HREC_DECISION, decision: 'RECs_PRESENT' } }));
    const { llm, events } = reviewer();
    const result = await llm.review(report);
    expect(result.decision).toBe('HRECs_PRESENT');
    expect(result.confidence).toBe(0.4);
    expect(result.warnings).toEqual([
      expect.stringMatching(/RECs Present \(RECs_PRESENT\), differs from the rules .* HRECs Present \(HRECs_PRESENT\); kept the rules’/),
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'decision-disagreement', model: 'RECs_PRESENT', rules: 'HRECs_PRESENT', kept: 'HRECs_PRESENT' }),
    );
  });
});

describe('the LLM review falls back to the offline analysis, whole', () => {
  const expectOffline = (result: Phase1Result, reason: RegExp) => {
    expect(result.engine).toBe('offline');
    expect(result.summary).toBe('The offline summary.');
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings[0]).toMatch(/^The language model was unavailable \(.+\); this is the offline analysis\.$/);
    expect(result.warnings[0]).toMatch(reason);
    expect(result.warnings[1]).toBe('An offline warning.');
  };

  it('when the LLM times out', async () => {
    server.handle(() => ({ content: {}, delayMs: 2_000 }));
    const { llm, fallback, events } = reviewer({ timeoutMs: 200, maxRetries: 0 });
    expectOffline(await llm.review(report), /no answer in time after 1 attempt\)/);
    expect(fallback.review).toHaveBeenCalledOnce();
    expect(events).toContainEqual(expect.objectContaining({ type: 'fallback', operation: 'review', code: 'LLM_TIMEOUT' }));
  });

  it('when the answer is malformed JSON, after asking again', async () => {
    server.handle(() => ({ content: '{"findings": [{"kind": "REC", "quote": "this past' }));
    const { llm } = reviewer({ maxChunkTokens: 20_000 });
    expectOffline(await llm.review(report), /an unusable answer: not JSON/);
    expect(server.requests).toHaveLength(2);
  });

  it('when one part fails though the others succeed: never a half result', async () => {
    const model = scriptedModel({ findings: [HREC], decision: HREC_DECISION });
    server.handle((request) => (pageMarkersOf(request).includes(20) ? { status: 503 } : model(request)));
    const { llm } = reviewer({ maxRetries: 1 });
    expectOffline(await llm.review(report), /HTTP 503 after 2 attempts/);
    expect(decisionRequests()).toHaveLength(0);
  });

  it('when the time budget is spent', async () => {
    server.handle(() => ({ content: {}, delayMs: 2_000 }));
    const { llm } = reviewer({ budgetMs: 300 });
    const started = Date.now();
    expectOffline(await llm.review(report), /time budget of 0.3 s/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('but not when the caller cancels: the abort propagates', async () => {
    server.handle(() => ({ content: {}, delayMs: 2_000 }));
    const { llm, fallback } = reviewer();
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('the job was cancelled')), 100);
    await expect(llm.review(report, { signal: controller.signal })).rejects.toThrow('the job was cancelled');
    expect(fallback.review).not.toHaveBeenCalled();
  });
});
