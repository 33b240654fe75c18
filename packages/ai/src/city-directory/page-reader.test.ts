import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractCityDirectory, secondReading, type IntakePage, type IntakeResult, type PageReadingHints } from '@groundwork/doc-processing';
import { createLlmClient } from '../client';
import { loadPrompt } from '../prompts/prompts';
import { startFakeOpenAiServer, type FakeOpenAiServer, type FakeRequest } from '../testing/fake-openai-server';
import { cityDirectoryPageReader } from './page-reader';

// End to end: the rules read a small intake, the page they cannot read goes through the real
// openai SDK to the fake server, and what comes back is grounded and assembled.

const properties: PageReadingHints['properties'] = [
  { address: '3054 PACIFIC HWY', direction: 'subject' },
  { address: '3064 PACIFIC HWY', direction: 'north' },
];

function page(pageNumber: number, texts: string[]): IntakePage {
  const lines = texts.map((text, index) => {
    const bbox = { x: 72.3, y: 80 + index * 14, width: text.length * 5, height: 8 };
    return { text, bbox, spans: [{ text, bbox }] };
  });
  return { pageNumber, source: 'text', scanned: false, confidence: 1, width: 612, height: 792, lines, text: texts.join('\n') };
}

const intake: IntakeResult = {
  pageCount: 2,
  pages: [
    page(1, ['City Directory Abstract', 'Prepared for 3054 Pacific Hwy, Tigard OR']),
    page(2, [
      'Directory notes, 1995 edition (Polk)',
      'At 3054 Pacific Hwy the 1995 directory lists SMITH JOHN R, telephone 503-555-0142,',
      'and IDEAL DRY CLEANERS 503.555.0150 in the rear unit.',
      'Next door, 3064 Pacific Hwy was VACANT in 1995.',
    ]),
  ],
  textPages: 2,
  ocrPages: 0,
  durationMs: 1,
};

const modelAnswer = {
  listings: [
    { year: 1995, address: '3054 Pacific Hwy', occupant: 'SMITH JOHN R', phone: '503-555-0142', marker: null, line: 1 },
    { year: 1995, address: '3054 Pacific Hwy', occupant: 'IDEAL DRY CLEANERS', phone: '503.555.0150', marker: null, line: 2 },
    { year: 1995, address: '3064 Pacific Hwy', occupant: null, phone: null, marker: 'VACANT', line: 3 },
    // Not on the page: the model made it up.
    { year: 1995, address: '3064 Pacific Hwy', occupant: 'PACIFIC AUTO BODY', phone: '503-555-0177', marker: null, line: 3 },
  ],
};

/** The rules' reading, naming the notes page as one they could not read (as the extraction reports such pages). */
const firstReading = () => ({ ...extractCityDirectory(intake, { properties }), unreadPages: [2] });

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(() => server.close());

const readerFor = (maxRetries = 2) =>
  cityDirectoryPageReader(
    createLlmClient({ baseUrl: server.baseUrl, apiKey: null, model: 'fake-model', timeoutMs: 5_000, maxRetries }, { retry: { baseDelayMs: 1, maxDelayMs: 5 } }),
  );
const userMessage = (request: FakeRequest) => JSON.parse(request.body.messages[1].content);

describe('the city directory second reader against an OpenAI-compatible server', () => {
  it('reads the page the rules could not, keeps what the page prints and drops the invented listing', async () => {
    server.enqueue({ content: modelAnswer });
    const first = firstReading();
    expect(first.parsedEntries).toEqual([]);

    const reading = await secondReading(intake, first, readerFor(), { properties });
    expect(reading.reader).toBe('fake-model city-directory-page.v1');
    expect(reading.pages).toEqual([
      { pageNumber: 2, status: 'read', kept: 3, dropped: [{ reason: 'occupant-not-on-page', listing: modelAnswer.listings[3] }], ms: expect.any(Number) },
    ]);

    const result = extractCityDirectory(intake, { properties, extraListings: reading.listings });
    expect(result.unrecognised).toBeNull();
    expect(
      result.parsedEntries.map(({ id, year, direction, is_subject, business_name, phone, page }) => ({
        id,
        year,
        direction,
        is_subject,
        business_name,
        phone,
        page,
      })),
    ).toEqual([
      { id: 'p2-l2-1', year: 1995, direction: 'subject', is_subject: true, business_name: 'SMITH JOHN R', phone: '5035550142', page: 2 },
      { id: 'p2-l3-1', year: 1995, direction: 'subject', is_subject: true, business_name: 'IDEAL DRY CLEANERS', phone: '5035550150', page: 2 },
    ]);
    expect(result.parsedEntries[1]!.tags.map((tag) => tag.tag)).toEqual(['dry cleaner']);
    expect(result.vacancies).toMatchObject([{ year: 1995, direction: 'north', marker: 'VACANT', page: 2 }]);
  });

  it('sends the versioned prompt, a strict schema, and the lines with rounded positions and the hints', async () => {
    server.enqueue({ content: { listings: [] } });
    await secondReading(intake, firstReading(), readerFor(), { properties });
    const [request] = server.requests as [FakeRequest];
    expect(request.body.messages[0]).toEqual({ role: 'system', content: loadPrompt('city-directory-page', 1).text });
    expect(request.body.response_format.json_schema).toMatchObject({ name: 'city_directory_page', strict: true });
    expect(userMessage(request)).toEqual({
      page: 2,
      properties,
      knownYears: [],
      lines: intake.pages[1]!.lines.map((line, index) => ({ line: index, x: 72, y: 80 + index * 14, text: line.text })),
    });
  });

  it('retries a rate-limited page, and leaves the offline reading alone when the server stays down', async () => {
    server.enqueue({ status: 429, headers: { 'retry-after': '0' } }, { content: modelAnswer });
    const first = firstReading();
    expect((await secondReading(intake, first, readerFor(), { properties })).listings).toHaveLength(3);

    server.handle(() => ({ status: 503 }));
    const down = await secondReading(intake, first, readerFor(1), { properties });
    expect(down.listings).toEqual([]);
    expect(down.pages).toMatchObject([{ pageNumber: 2, status: 'failed', error: expect.stringMatching(/503/) }]);
  });

  it('fails a page whose answer breaks the schema, keeping the reading going', async () => {
    server.enqueue({ content: { listings: [{ year: '1995', occupant: 'SMITH JOHN R' }] } });
    const reading = await secondReading(intake, firstReading(), readerFor(), { properties });
    expect(reading.pages).toMatchObject([{ status: 'failed', error: expect.stringMatching(/does not match the schema/) }]);
  });
});
