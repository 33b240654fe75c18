import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLlmClient } from '../client';
import { startFakeOpenAiServer, type FakeOpenAiServer, type FakeRequest } from '../testing/fake-openai-server';
import { recordFactsText } from './record-facts';
import { orphanRecord, testRecord } from './test-records';
import { writeRecordNarratives, type RecordNarrativeOptions } from './write-narratives';

// End to end: records' facts through the real openai SDK to the fake server, the paragraphs
// checked against the facts, and the offline narratives kept wherever the LLM falls short.

const site = testRecord();
const orphan = orphanRecord();

const faithful = {
  site:
    'VICTORY MOTORS, 3197 Kent Ave, Northgate, IL 60640 (map id A4), lies 0.024 mi (127 ft) east-southeast (ESE) of the subject property ' +
    'at an equal elevation (200 ft), cross-gradient. It is listed on LUST as Open - site assessment (TN416615; release date 03/09/2013) ' +
    'and on UST as Active (26973). As an open release on an adjoining property, it is a REC for the subject property (pp. 7-8).',
  orphan:
    'NORTHGATE DRY CLEANERS, 1200 Old Mill Rd, Northgate, IL 60640, is an orphan record listed on DRYCLEANERS as Inactive (DC-0042); ' +
    'the report does not map it, so its position relative to the subject property cannot be judged from the report (p. 24).',
};

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(() => server.close());

const clientFor = ({ timeoutMs = 5_000, maxRetries = 2 } = {}) =>
  createLlmClient({ baseUrl: server.baseUrl, apiKey: null, model: 'fake-model', timeoutMs, maxRetries }, { retry: { baseDelayMs: 1, maxDelayMs: 5 } });
const write = (records = [site, orphan], options: Partial<RecordNarrativeOptions> = {}) =>
  writeRecordNarratives(records, recordFactsText, { client: clientFor(), ...options });
const userMessage = (request: FakeRequest) => JSON.parse(request.body.messages[1].content);
const answer = (...texts: string[]) => ({ content: { narratives: texts.map((text, index) => ({ id: `r${index}`, text })) } });

describe('writeRecordNarratives against an OpenAI-compatible server', () => {
  it('keeps faithful paragraphs, sending the versioned prompt, a strict schema and each record facts', async () => {
    server.enqueue(answer(faithful.site, faithful.orphan));
    const written = await write();
    expect(written.writer).toBe('fake-model record-narrative.v1');
    expect(written.narratives).toEqual([
      { id: site.id, narrative: faithful.site, source: 'llm', offlineReason: null, addedFacts: [] },
      { id: orphan.id, narrative: faithful.orphan, source: 'llm', offlineReason: null, addedFacts: [] },
    ]);
    expect(written.batches).toMatchObject([{ records: [site.id, orphan.id], status: 'written' }]);
    const [request] = server.requests as [FakeRequest];
    expect(request.body.messages[0].content).toMatch(/^You write the regulatory database paragraphs of a Phase I/);
    expect(request.body.response_format.json_schema).toMatchObject({ name: 'record_narratives', strict: true });
    expect(userMessage(request)).toEqual({
      records: [
        { id: 'r0', facts: recordFactsText(site) },
        { id: 'r1', facts: recordFactsText(orphan) },
      ],
    });
  });

  it.each([
    ['a date', `${faithful.site} The case was closed on 11/02/2019.`, ['11/02/2019']],
    ['a number', faithful.site.replace('0.024 mi', '0.24 mi'), ['0.24']],
    ['a name', `${faithful.site} The Illinois Environmental Protection Agency oversees the case.`, ['Illinois Environmental Protection Agency']],
    ['an id', faithful.site.replace('TN416615', 'TN416616'), ['TN416616']],
  ])('drops a paragraph that invents %s and keeps the offline narrative', async (_, invented, added) => {
    server.enqueue(answer(invented, faithful.orphan));
    const written = await write();
    expect(written.narratives[0]).toEqual({ id: site.id, narrative: site.narrative, source: 'offline', offlineReason: 'adds-facts', addedFacts: added });
    expect(written.narratives[1]).toMatchObject({ source: 'llm', narrative: faithful.orphan });
  });

  it('keeps the offline narrative of a record the answer leaves out or leaves empty', async () => {
    server.enqueue({
      content: {
        narratives: [
          { id: 'r1', text: '  ' },
          { id: 'r7', text: faithful.site },
        ],
      },
    });
    const written = await write();
    expect(written.narratives.map(({ source, offlineReason }) => [source, offlineReason])).toEqual([
      ['offline', 'not-answered'],
      ['offline', 'unusable'],
    ]);
  });

  it('retries a rate-limited request, then keeps the paragraphs', async () => {
    server.enqueue({ status: 429, headers: { 'retry-after': '0' } }, answer(faithful.site, faithful.orphan));
    const written = await write();
    expect(server.requests).toHaveLength(2);
    expect(written.narratives.map((narrative) => narrative.source)).toEqual(['llm', 'llm']);
  });

  it('keeps the offline narratives when the answer is malformed JSON', async () => {
    server.enqueue({ content: '{"narratives": [{"id": "r0", "text": "VICTORY' });
    const written = await write();
    expect(written.narratives.map(({ narrative, offlineReason }) => [narrative, offlineReason])).toEqual([
      [site.narrative, 'failed'],
      [orphan.narrative, 'failed'],
    ]);
    expect(written.batches).toMatchObject([{ status: 'failed', error: expect.stringMatching(/not JSON/) }]);
  });

  it('keeps the offline narratives when the LLM times out', async () => {
    server.handle(() => ({ ...answer(faithful.site, faithful.orphan), delayMs: 2_000 }));
    const written = await writeRecordNarratives([site, orphan], recordFactsText, { client: clientFor({ timeoutMs: 200, maxRetries: 0 }) });
    expect(written.narratives.map(({ narrative, source }) => [narrative, source])).toEqual([
      [site.narrative, 'offline'],
      [orphan.narrative, 'offline'],
    ]);
    expect(written.batches).toMatchObject([{ status: 'failed', error: expect.stringMatching(/no answer within 200 ms/) }]);
  });

  it('sends 10 records a request and stops at the time budget, keeping the offline narratives of the rest', async () => {
    const records = Array.from({ length: 25 }, (_, index) => testRecord({ id: `site-${index}`, narrative: `offline ${index}` }));
    server.handle(() => ({ content: { narratives: [] }, delayMs: 800 }));
    const started = Date.now();
    const written = await write(records, { budgetMs: 300, concurrency: 1 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(written.batches.map(({ records: ids, status }) => [ids.length, status])).toEqual([
      [10, 'failed'],
      [10, 'skipped'],
      [5, 'skipped'],
    ]);
    expect(written.narratives.map((narrative) => narrative.narrative)).toEqual(records.map((record) => record.narrative));
  });

  it('skips the remaining requests once the LLM keeps failing, and is cancelled by its signal', async () => {
    const records = Array.from({ length: 30 }, (_, index) => testRecord({ id: `site-${index}` }));
    server.handle(() => ({ status: 503 }));
    const down = await write(records, { batchSize: 5, concurrency: 1, maxFailures: 2, client: clientFor({ maxRetries: 0 }) });
    expect(down.batches.map((batch) => batch.status)).toEqual(['failed', 'failed', 'skipped', 'skipped', 'skipped', 'skipped']);
    expect(server.requests).toHaveLength(2);

    const cancelled = await write(records, { signal: AbortSignal.abort() });
    expect(cancelled.batches.every((batch) => batch.status === 'skipped')).toBe(true);
    expect(cancelled.narratives.every((narrative) => narrative.source === 'offline')).toBe(true);
  });
});
