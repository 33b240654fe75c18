import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLlmClient } from '../client';
import { startFakeOpenAiServer, type FakeOpenAiServer, type FakeRequest } from '../testing/fake-openai-server';
import { writeReportProse, type ReportProseInput } from './write-report-prose';

// The report's prose through the real openai SDK to a fake OpenAI-compatible server: kept when it
// only restates the project's facts, the offline prose kept field by field when it adds one.

const input: ReportProseInput = {
  facts: [
    'Subject property: 2240 FRONT ST (subject).',
    'City directory 1965 (R.L. Polk): 2240 FRONT ST, FRONT STREET CLEANERS, tagged dry cleaner.',
    'City directory 1989: 2240 FRONT ST, FRONT STREET CLEANERS, tagged dry cleaner.',
    'Aerial photographs 1952 undeveloped; 1965 commercial.',
  ].join('\n'),
  findings: [{ classification: 'REC', text: 'FRONT STREET CLEANERS (dry cleaner) was listed at 2240 FRONT ST from 1965 to 1989.' }],
  riskLevel: 'high',
  summary: 'The subject property at 2240 FRONT ST was occupied by FRONT STREET CLEANERS, a dry cleaner, from 1965 to 1989: a REC.',
  riskDescription: 'High: one REC on the subject property.',
  recommendations: [{ id: 'rec-1', title: 'Phase II subsurface investigation', priority: 'high', description: 'Sample soil and soil vapor.' }],
};

const faithful = {
  summary:
    'Historical records show that FRONT STREET CLEANERS, a dry cleaner, occupied the subject property at 2240 FRONT ST between 1965 and 1989. ' +
    'Aerial photographs show the property undeveloped in 1952 and in commercial use by 1965. This former dry cleaning use is a REC.',
  riskDescription: 'The risk is high because a dry cleaner operated on the subject property.',
  recommendations: [{ id: 'rec-1', description: 'A subsurface investigation of soil and soil vapor is recommended near the former dry cleaner.' }],
};

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(() => server.close());

const client = () =>
  createLlmClient(
    { baseUrl: server.baseUrl, apiKey: null, model: 'fake-model', timeoutMs: 3_000, maxRetries: 0 },
    { retry: { baseDelayMs: 1, maxDelayMs: 5 } },
  );

describe('writeReportProse', () => {
  it('keeps prose that only restates the facts, sending the versioned prompt and the facts', async () => {
    server.enqueue({ content: faithful });
    const prose = await writeReportProse(input, { client: client() });
    expect(prose).toMatchObject({ summary: faithful.summary, riskDescription: faithful.riskDescription, writer: 'llm', rejected: [], error: null });
    expect(prose.model).toBe('fake-model report-prose.v1');
    expect(prose.recommendations['rec-1']).toBe(faithful.recommendations[0]!.description);
    const [request] = server.requests as [FakeRequest];
    expect(request.body.messages[0].content).toMatch(/Never add a name, an address, a year/);
    expect(JSON.parse(request.body.messages[1].content)).toMatchObject({ facts: input.facts, riskLevel: 'high' });
  });

  it('rejects a summary that adds a year, a business name or an address, keeping the offline text', async () => {
    const invented = [
      `${faithful.summary} A gasoline station operated there in 1947.`,
      `${faithful.summary} ACME PLATING later occupied the property.`,
      `${faithful.summary} The neighbour at 2260 FRONT ST was a printer.`,
    ];
    for (const summary of invented) {
      server.enqueue({ content: { ...faithful, summary } });
      const prose = await writeReportProse(input, { client: client() });
      expect(prose.summary).toBe(input.summary);
      expect(prose.writer).toBe('offline');
      expect(prose.rejected[0]?.field).toBe('summary');
      expect(prose.rejected[0]?.addedFacts.length).toBeGreaterThan(0);
      // The other fields, faithful, are kept.
      expect(prose.riskDescription).toBe(faithful.riskDescription);
    }
    expect(server.requests).toHaveLength(3);
  });

  it('keeps a recommendation offline when its description invents a number; an unknown id is ignored', async () => {
    server.enqueue({
      content: {
        ...faithful,
        recommendations: [
          { id: 'rec-1', description: 'Drill 12 borings to 40 feet.' },
          { id: 'rec-9', description: 'Something else.' },
        ],
      },
    });
    const prose = await writeReportProse(input, { client: client() });
    expect(prose.recommendations).toEqual({ 'rec-1': 'Sample soil and soil vapor.' });
    expect(prose.rejected).toEqual([{ field: 'recommendations.rec-1', addedFacts: expect.arrayContaining(['12', '40']) }]);
    expect(prose.writer).toBe('llm');
  });

  it('falls back to the offline prose when the LLM fails or answers malformed JSON', async () => {
    server.enqueue({ status: 500, body: { error: { message: 'down', type: 'server_error' } } });
    const failed = await writeReportProse(input, { client: client() });
    expect(failed).toMatchObject({ summary: input.summary, writer: 'offline', model: null });
    expect(failed.error).toBe(`The LLM at ${server.baseUrl} answered 500 down (1 attempt)`);
    expect(failed.rejected).toEqual([]);
    server.enqueue({ content: '{"summary": ' });
    const malformed = await writeReportProse(input, { client: client() });
    expect(malformed).toMatchObject({ summary: input.summary, riskDescription: input.riskDescription, writer: 'offline', model: null });
    expect(malformed.error).toMatch(/JSON/i);
  });

  it('rejects an empty summary', async () => {
    server.enqueue({ content: { ...faithful, summary: '   ' } });
    const prose = await writeReportProse(input, { client: client() });
    expect(prose).toMatchObject({ summary: input.summary, writer: 'offline', rejected: [{ field: 'summary', addedFacts: [] }] });
  });
});
