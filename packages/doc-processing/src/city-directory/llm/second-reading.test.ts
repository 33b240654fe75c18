import { describe, expect, it } from 'vitest';
import type { CityDirectoryProperty } from '@groundwork/contracts';
import { extractCityDirectory } from '../extract';
import type { PageListing, PageListingReader, PageReadingHints, ReaderPage } from './page-listing-reader';
import { secondReading } from './second-reading';
import { testIntake, testPage } from '../test-intake';

const properties: CityDirectoryProperty[] = [
  { address: '3054 PACIFIC HWY', direction: 'subject' },
  { address: '3064 PACIFIC HWY', direction: 'north' },
];

// Page 1: a table the rules read. Page 2: notes in prose the rules cannot read. Page 3: a cover.
const tablePage = testPage(1, [
  [
    ['3054 Pacific Hwy', 58],
    ['Target Property', 470],
  ],
  [
    ['Year', 58],
    ['Uses', 110],
    ['Source', 440],
  ],
  [
    ['1987', 58],
    ['Smith John R (503) 555-0142', 110],
    ["Polk's City Directory", 440],
  ],
  [
    ['1992', 58],
    ['Harbor Tavern', 110],
    ["Polk's City Directory", 440],
  ],
]);
const notesPage = testPage(2, [
  [['Directory notes, 1995 edition (Polk)', 72]],
  [['At 3054 Pacific Hwy the 1995 directory lists SMITH JOHN R, telephone 503-555-0142,', 72]],
  [['and IDEAL DRY CLEANERS 503.555.0150 in the rear unit.', 72]],
  [['Next door, 3064 Pacific Hwy was VACANT in 1995.', 72]],
]);
const coverPage = testPage(3, [[['City Directory Abstract', 200]], [['Prepared by Groundwork', 72]]]);
const intake = testIntake(tablePage, notesPage, coverPage);
// The extraction names the pages it could not read; the notes page stands for one.
const first = { ...extractCityDirectory(intake, { properties }), unreadPages: [2] };

const listing = (fields: Partial<PageListing>): PageListing => ({
  year: 1995,
  address: '3054 Pacific Hwy',
  occupant: null,
  phone: null,
  marker: null,
  line: 1,
  ...fields,
});

/** A reader answering from a script per page, recording what it was sent. */
function scriptedReader(answers: Record<number, unknown | (() => Promise<unknown>)>) {
  const sent: Array<{ page: ReaderPage; hints: PageReadingHints }> = [];
  const reader: PageListingReader = {
    id: 'scripted',
    readPage: async (page, hints) => {
      sent.push({ page, hints });
      const answer = answers[page.pageNumber];
      return typeof answer === 'function' ? (answer as () => Promise<unknown>)() : (answer ?? { listings: [] });
    },
  };
  return { reader, sent };
}

describe('secondReading: which pages are sent', () => {
  it('sends the page with directory-like lines and no listing, not the page the rules read nor the cover', async () => {
    const { reader, sent } = scriptedReader({});
    const reading = await secondReading(intake, first, reader, { properties });
    expect(sent.map(({ page }) => page.pageNumber)).toEqual([2]);
    expect(reading.pages).toEqual([{ pageNumber: 2, status: 'read', kept: 0, dropped: [], ms: expect.any(Number) }]);
  });

  it('sends the lines with their numbers and rounded positions in reading order, with the properties and known years', async () => {
    const { reader, sent } = scriptedReader({});
    await secondReading(intake, first, reader, { properties });
    const [{ page, hints }] = sent as [{ page: ReaderPage; hints: PageReadingHints }];
    expect(page.lines[0]).toEqual({ line: 0, x: 72, y: 80, text: 'Directory notes, 1995 edition (Polk)' });
    expect(page.lines.map((line) => line.line)).toEqual([0, 1, 2, 3]);
    expect(hints).toEqual({ properties, knownYears: [1992, 1987] });
  });

  it("sends the extraction's unread pages first when the cap is reached", async () => {
    const capped = scriptedReader({});
    // Page 1 is thin (2 listings, 3 directory-like lines, at a 0.9 share); page 3 is named unread.
    await secondReading(intake, { ...first, unreadPages: [3] }, capped.reader, { properties, maxPages: 1, listingShare: 0.9 });
    expect(capped.sent.map(({ page }) => page.pageNumber)).toEqual([3]);
    const both = scriptedReader({});
    await secondReading(intake, { ...first, unreadPages: [3] }, both.reader, { properties, listingShare: 0.9 });
    expect(both.sent.map(({ page }) => page.pageNumber)).toEqual([1, 3]);
    const none = scriptedReader({});
    await secondReading(intake, first, none.reader, { properties, maxPages: 0 });
    expect(none.sent).toEqual([]);
  });

  it('without unread pages from the extraction, judges pages by their directory-like lines', async () => {
    const { unreadPages: _, ...withoutUnread } = first;
    const { reader, sent } = scriptedReader({});
    await secondReading(intake, withoutUnread, reader, { properties });
    expect(sent.map(({ page }) => page.pageNumber)).toEqual([2]);
  });

  it('sends a page where the rules read a few listings among many directory-like lines', async () => {
    const { reader, sent } = scriptedReader({});
    await secondReading(intake, { ...first, unreadPages: [] }, reader, { properties, listingShare: 0.9 });
    expect(sent.map(({ page }) => page.pageNumber)).toEqual([1]);
  });
});

describe('secondReading: every kept listing is printed on its page', () => {
  const answer = {
    listings: [
      listing({ occupant: 'Smith John R', phone: '(503) 555-0142', line: 1 }),
      listing({ occupant: 'IDEAL DRY CLEANERS', phone: '503-555-0150', line: 2 }),
      listing({ address: '3064 Pacific Hwy', marker: 'VACANT', line: 3 }),
      // Hallucinated: nowhere on the page.
      listing({ occupant: 'PACIFIC AUTO BODY', phone: '503-555-0177', line: 2 }),
      listing({ occupant: 'IDEAL DRY CLEANERS', phone: '503-555-9999', line: 2 }),
      listing({ occupant: 'SMITH JOHN R', year: 1971, line: 1 }),
      listing({ occupant: 'SMITH JOHN R', address: '9100 Elm St', line: 1 }),
      listing({ occupant: 'SMITH JOHN R', marker: 'CLOSED', line: 1 }),
      { occupant: 'SMITH JOHN R' },
      listing({ occupant: null, line: 1 }),
    ],
  };

  it('keeps the listings found on the page and drops the others, saying why', async () => {
    const { reader } = scriptedReader({ 2: answer });
    const reading = await secondReading(intake, first, reader, { properties });
    expect(reading.listings.map((item) => item.text)).toEqual(['SMITH JOHN R 503-555-0142', 'IDEAL DRY CLEANERS 503.555.0150', 'VACANT']);
    expect(reading.pages[0]!.dropped.map((item) => item.reason)).toEqual([
      'occupant-not-on-page',
      'phone-not-on-page',
      'year-not-on-page',
      'address-not-on-page',
      'marker-not-a-vacancy',
      'malformed',
      'empty',
    ]);
    expect(reading.pages[0]).toMatchObject({ status: 'read', kept: 3 });
  });

  it('gives each listing its page, source line and position, and numbers it on its line', async () => {
    const { reader } = scriptedReader({ 2: answer });
    const [smith] = (await secondReading(intake, first, reader, { properties })).listings;
    expect(smith).toEqual({
      year: 1995,
      address: '3054 Pacific Hwy',
      direction: undefined,
      text: 'SMITH JOHN R 503-555-0142',
      source: null,
      page: 2,
      lineIndex: 1,
      order: 1,
      lines: ['At 3054 Pacific Hwy the 1995 directory lists SMITH JOHN R, telephone 503-555-0142,'],
      confidences: [],
      startX: 72,
    });
  });

  it('finds names as whole words only', async () => {
    const { reader } = scriptedReader({ 2: { listings: [listing({ occupant: 'DEAL DRY CLEANERS', line: 2 }), listing({ occupant: 'Ideal Dry', line: 2 })] } });
    const reading = await secondReading(intake, first, reader, { properties });
    expect(reading.pages[0]!.dropped.map((item) => item.reason)).toEqual(['occupant-not-on-page']);
    expect(reading.listings.map((item) => item.text)).toEqual(['IDEAL DRY']);
  });

  it('keeps a year the document states elsewhere, and a listing wrapped over two lines', async () => {
    const { reader } = scriptedReader({ 2: { listings: [listing({ year: 1987, occupant: 'telephone 503-555-0142, and IDEAL', line: 1 })] } });
    const [kept] = (await secondReading(intake, first, reader, { properties })).listings;
    expect(kept).toMatchObject({ year: 1987, lineIndex: 1, lines: [notesPage.lines[1]!.text, notesPage.lines[2]!.text] });
  });

  it('drops what the rules read already and what the reader repeats', async () => {
    const onTable = listing({ year: 1987, occupant: 'Smith John R', phone: '(503) 555-0142', line: 2 });
    const joined = listing({ year: 1987, occupant: 'Smith John R (503) 555-0142', line: 2 });
    const { reader } = scriptedReader({ 1: { listings: [onTable, joined, listing({ year: 1992, occupant: 'Harbor Tavern', line: 3 })] }, 2: answer });
    const reading = await secondReading(intake, first, reader, { properties, listingShare: 10 });
    expect(reading.pages.find((page) => page.pageNumber === 1)!.dropped.map((item) => item.reason)).toEqual(['already-read', 'already-read', 'already-read']);
    const twice = scriptedReader({ 2: { listings: [answer.listings[1], answer.listings[1]] } });
    const repeated = await secondReading(intake, first, twice.reader, { properties });
    expect(repeated.listings).toHaveLength(1);
    expect(repeated.pages[0]!.dropped.map((item) => item.reason)).toEqual(['duplicate']);
  });

  it('gives the kept listings ids, directions and tags in the assembly, after the rules own', async () => {
    const { reader } = scriptedReader({ 2: answer });
    const reading = await secondReading(intake, first, reader, { properties });
    const result = extractCityDirectory(intake, { properties, extraListings: reading.listings });
    expect(result.parsedEntries.map(({ id, year, direction, business_name, phone }) => ({ id, year, direction, business_name, phone }))).toEqual([
      ...first.parsedEntries.map(({ id, year, direction, business_name, phone }) => ({ id, year, direction, business_name, phone })),
      { id: 'p2-l2-1', year: 1995, direction: 'subject', business_name: 'SMITH JOHN R', phone: '5035550142' },
      { id: 'p2-l3-1', year: 1995, direction: 'subject', business_name: 'IDEAL DRY CLEANERS', phone: '5035550150' },
    ]);
    expect(result.parsedEntries.at(-1)!.tags).toEqual([{ tag: 'dry cleaner', keyword: 'DRY CLEANERS' }]);
    expect(result.vacancies).toEqual([
      expect.objectContaining({ year: 1995, address: '3064 Pacific Hwy', direction: 'north', marker: 'VACANT', page: 2, line: notesPage.lines[3]!.text }),
    ]);
    expect(result.years).toEqual([1995, 1992, 1987]);
  });

  it('numbers a listing after the ids the rules gave on the same line', async () => {
    const { reader } = scriptedReader({ 1: { listings: [listing({ year: 1987, address: null, occupant: "Polk's City Directory", line: 2 })] } });
    const reading = await secondReading(intake, first, reader, { properties, listingShare: 10 });
    expect(first.parsedEntries.map((entry) => entry.id)).toContain('p1-l3-1');
    expect(reading.listings.map((item) => [item.lineIndex, item.order])).toEqual([[2, 2]]);
  });
});

describe('secondReading: failures and the time budget', () => {
  const manyPages = testIntake(
    ...[1, 2, 3, 4, 5].map((pageNumber) =>
      testPage(
        pageNumber,
        notesPage.lines.map((line) => [[line.text, 72]]),
      ),
    ),
  );
  const none = { parsedEntries: [], vacancies: [], years: [] };

  it("records a reader's failure on its page, goes on, and skips the rest after too many", async () => {
    const failing = () => Promise.reject(new Error('LLM unavailable'));
    const { reader, sent } = scriptedReader({ 1: failing, 2: { listings: 'none' }, 3: failing, 4: failing, 5: failing });
    const done: number[] = [];
    const reading = await secondReading(manyPages, none, reader, { properties, concurrency: 1, maxFailures: 3, onPage: (page) => done.push(page.pageNumber) });
    expect(done).toEqual([1, 2, 3, 4, 5]);
    expect(reading.pages.map((page) => [page.pageNumber, page.status, page.error])).toEqual([
      [1, 'failed', 'LLM unavailable'],
      [2, 'failed', 'The reader answered without a listings array'],
      [3, 'failed', 'LLM unavailable'],
      [4, 'skipped', undefined],
      [5, 'skipped', undefined],
    ]);
    expect(sent).toHaveLength(3);
  });

  it('stops reading when the budget is spent', async () => {
    const reader: PageListingReader = {
      id: 'slow',
      readPage: (_page, _hints, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
    };
    const started = Date.now();
    const reading = await secondReading(manyPages, none, reader, { properties, budgetMs: 50, concurrency: 2 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(reading.pages.map((page) => page.status)).toEqual(['failed', 'failed', 'skipped', 'skipped', 'skipped']);
    expect(reading.listings).toEqual([]);
  });
});
