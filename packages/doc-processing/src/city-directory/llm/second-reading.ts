import type { CityDirectoryProperty, StreetAlias } from '@groundwork/contracts';
import type { IntakePage, IntakeResult } from '../../types';
import { AddressMatcher } from '../address';
import type { RawListing } from '../listings';
import { DEFAULT_PAGE_CHOICE, pagesForSecondReading, type CandidatePage, type FirstReading, type PageChoice } from './directory-pages';
import { groundListing, listingKey, type DropReason, type GroundingContext } from './ground-listing';
import { pageListingSchema, pageListingsAnswerSchema, type PageListingReader, type PageReadingHints, type ReaderPage } from './page-listing-reader';
import { normalizeForMatch, PageText } from './page-text';

/** The first reading as the extraction returned it (the fields the second reading uses). */
export interface FirstExtraction extends FirstReading {
  parsedEntries: ReadonlyArray<{ id: string; page: number; year: number | null; business_name: string }>;
  vacancies: ReadonlyArray<{ page: number; year: number | null; marker: string }>;
  years: readonly number[];
}

export interface SecondReadingOptions extends Partial<PageChoice> {
  properties: readonly CityDirectoryProperty[];
  aliases?: readonly StreetAlias[];
  /** The whole second reading's time: pages not read by then are skipped (default 120 s). */
  budgetMs?: number;
  /** Pages read at once (default 2). */
  concurrency?: number;
  /** After this many failed pages the rest are skipped: the reader is likely down (default 3). */
  maxFailures?: number;
  /** Lines sent per page, at most (default 400); longer lines are cut to 300 characters. */
  maxLinesPerPage?: number;
  signal?: AbortSignal;
  /** Told of each page once done (a worker's heartbeat). */
  onPage?: (page: SecondReadingPage) => void;
}

export interface SecondReadingPage {
  pageNumber: number;
  status: 'read' | 'failed' | 'skipped';
  kept: number;
  dropped: Array<{ reason: DropReason; listing: unknown }>;
  /** Why the page failed (the reader's error message). */
  error?: string;
  ms: number;
}

export interface SecondReading {
  /** The reader's id (model and prompt version), recorded with the result. */
  reader: string;
  /** Listings to hand to the extraction (`extraListings`): assembly gives them ids, directions and tags. */
  listings: RawListing[];
  pages: SecondReadingPage[];
}

export const DEFAULT_SECOND_READING_BUDGET_MS = 120_000;
const MAX_LINE_CHARS = 300;

interface ReadingRun {
  reader: PageListingReader;
  hints: PageReadingHints;
  grounding: Omit<GroundingContext, 'text'>;
  first: FirstExtraction;
  maxLinesPerPage: number;
  signal: AbortSignal;
  onPage: (page: SecondReadingPage) => void;
}

/**
 * Sends the pages on which the rules found little (see pagesForSecondReading) to a second
 * reader, and keeps each returned listing only when the page prints it (see groundListing) and
 * the rules did not read it already. Never throws for a reader's failure: the offline reading
 * stands alone, the second only adds to it.
 */
export async function secondReading(
  intake: IntakeResult,
  first: FirstExtraction,
  reader: PageListingReader,
  options: SecondReadingOptions,
): Promise<SecondReading> {
  const candidates = pagesForSecondReading(intake, first, {
    maxPages: options.maxPages ?? DEFAULT_PAGE_CHOICE.maxPages,
    minDirectoryLines: options.minDirectoryLines ?? DEFAULT_PAGE_CHOICE.minDirectoryLines,
    listingShare: options.listingShare ?? DEFAULT_PAGE_CHOICE.listingShare,
  });
  const knownYears = [...new Set(first.years)].sort((a, b) => b - a);
  const budget = AbortSignal.timeout(options.budgetMs ?? DEFAULT_SECOND_READING_BUDGET_MS);
  const run: ReadingRun = {
    reader,
    hints: { properties: options.properties.map(({ address, direction }) => ({ address, direction })), knownYears },
    grounding: { matcher: new AddressMatcher(options.properties, options.aliases ?? []), knownYears: new Set(knownYears) },
    first,
    maxLinesPerPage: options.maxLinesPerPage ?? 400,
    signal: options.signal ? AbortSignal.any([options.signal, budget]) : budget,
    onPage: options.onPage ?? (() => {}),
  };
  const pages = await readPages(candidates, run, options.concurrency ?? 2, options.maxFailures ?? 3);
  return { reader: reader.id, listings: numberListings(pages, first), pages: pages.map(withoutListings) };
}

type PageOutcome = SecondReadingPage & { listings: Array<Omit<RawListing, 'order'>> };

/** Reads the pages a few at a time, skipping the rest once the budget is spent or the reader keeps failing. */
async function readPages(candidates: CandidatePage[], run: ReadingRun, concurrency: number, maxFailures: number): Promise<PageOutcome[]> {
  const queue = [...candidates];
  const outcomes: PageOutcome[] = [];
  let failures = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const outcome = run.signal.aborted || failures >= maxFailures ? skipped(next.page) : await readOnePage(next.page, run);
      if (outcome.status === 'failed') failures++;
      outcomes.push(outcome);
      run.onPage(withoutListings(outcome));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return outcomes.sort((a, b) => a.pageNumber - b.pageNumber);
}

const withoutListings = ({ listings: _, ...page }: PageOutcome): SecondReadingPage => page;

const skipped = (page: IntakePage): PageOutcome => ({ pageNumber: page.pageNumber, status: 'skipped', kept: 0, dropped: [], ms: 0, listings: [] });

async function readOnePage(page: IntakePage, run: ReadingRun): Promise<PageOutcome> {
  const started = Date.now();
  const base = { pageNumber: page.pageNumber, kept: 0, dropped: [], listings: [] };
  let answer: unknown;
  try {
    answer = await run.reader.readPage(readerPage(page, run.maxLinesPerPage), run.hints, { signal: run.signal });
  } catch (error) {
    return { ...base, status: 'failed', error: error instanceof Error ? error.message : String(error), ms: Date.now() - started };
  }
  const parsed = pageListingsAnswerSchema.safeParse(answer);
  if (!parsed.success) return { ...base, status: 'failed', error: 'The reader answered without a listings array', ms: Date.now() - started };
  const { listings, dropped } = groundAnswer(parsed.data.listings, page, run);
  return { ...base, status: 'read', kept: listings.length, dropped, listings, ms: Date.now() - started };
}

/** The answer's listings that the page prints and the rules did not read, and why the others were dropped. */
function groundAnswer(items: unknown[], page: IntakePage, run: ReadingRun) {
  const context = { ...run.grounding, text: new PageText(page) };
  const readByRules = namesReadOn(run.first, page.pageNumber);
  const kept = new Set<string>();
  const listings: PageOutcome['listings'] = [];
  const dropped: PageOutcome['dropped'] = [];
  for (const item of items) {
    const parsed = pageListingSchema.safeParse(item);
    const grounded = parsed.success ? groundListing(parsed.data, context) : ({ ok: false, reason: 'malformed' } as const);
    if (!grounded.ok) {
      dropped.push({ reason: grounded.reason, listing: item });
      continue;
    }
    const key = listingKey(grounded.listing.year, grounded.name);
    const repeated = readByRules(grounded.listing.year, grounded.name) ? 'already-read' : kept.has(key) ? 'duplicate' : null;
    if (repeated) dropped.push({ reason: repeated, listing: item });
    else {
      kept.add(key);
      listings.push(grounded.listing);
    }
  }
  return { listings, dropped };
}

/**
 * Whether the rules read a listing of that year and name on the page: the same name, or one
 * holding the other (the rules may have joined a wrapped line the reader left out, or the reverse).
 */
function namesReadOn(first: FirstExtraction, pageNumber: number): (year: number | null, name: string) => boolean {
  const read = [
    ...first.parsedEntries.filter((entry) => entry.page === pageNumber).map((entry) => ({ year: entry.year, name: normalizeForMatch(entry.business_name) })),
    ...first.vacancies.filter((vacancy) => vacancy.page === pageNumber).map((vacancy) => ({ year: vacancy.year, name: normalizeForMatch(vacancy.marker) })),
  ];
  return (year, name) => {
    const normalized = normalizeForMatch(name);
    return read.some((other) => other.year === year && (other.name.includes(normalized) || normalized.includes(other.name)));
  };
}

/** The page's lines as sent: in reading order, positions rounded, long lines cut. */
function readerPage(page: IntakePage, maxLines: number): ReaderPage {
  const lines = page.lines
    .map((line, index) => ({
      line: index,
      x: Math.round(line.bbox.x),
      y: Math.round(line.bbox.y),
      text: line.text.replace(/\s+/g, ' ').trim().slice(0, MAX_LINE_CHARS),
    }))
    .filter((line) => line.text)
    .sort((a, b) => a.y - b.y || a.x - b.x);
  return { pageNumber: page.pageNumber, lines: lines.slice(0, maxLines) };
}

/**
 * Numbers each kept listing on its line after the ids the first reading gave there, so the
 * assembly's ids (`p<page>-l<line>-<n>`) stay unique and the first reading's stay unchanged.
 */
function numberListings(pages: PageOutcome[], first: FirstExtraction): RawListing[] {
  const used = new Set(first.parsedEntries.map((entry) => entry.id));
  return pages.flatMap((page) =>
    page.listings.map((listing) => {
      let order = 1;
      while (used.has(`p${listing.page}-l${listing.lineIndex + 1}-${order}`)) order++;
      used.add(`p${listing.page}-l${listing.lineIndex + 1}-${order}`);
      return { ...listing, order };
    }),
  );
}
