import type { IntakePage, IntakeResult } from '../../types';

// Which pages a second reader should see: pages that look like a directory (lines with years,
// house numbers, phone numbers) but on which the rules found few listings, and the pages the
// extraction itself says it could not read.

const YEAR = /\b(?:18[5-9]\d|19\d\d|20[0-4]\d)\b/;
const HOUSE_NUMBER = /(?:^|\s)\d{1,6}(?:-\d{1,6})?[A-Z]?\s+(?:[NSEW]\.?\s+)?[A-Za-z]{2,}/;
const PHONE = /\b\d{3}[-.]\d{4}\b/;

/** A line that reads like part of a directory abstract: it holds a year, a house number or a phone number. */
export const isDirectoryLike = (text: string) => YEAR.test(text) || HOUSE_NUMBER.test(text) || PHONE.test(text);

/** What the first reading found, by page (the extraction's fields that matter here). */
export interface FirstReading {
  parsedEntries: ReadonlyArray<{ page: number }>;
  vacancies: ReadonlyArray<{ page: number }>;
  /** Pages the extraction could not read, when it says so. */
  unreadPages?: readonly number[];
}

export interface PageChoice {
  maxPages: number;
  /** A page needs at least this many directory-like lines to be worth sending. */
  minDirectoryLines: number;
  /** A page is sent when the rules found fewer listings than this share of its directory-like lines. */
  listingShare: number;
}

export const DEFAULT_PAGE_CHOICE: PageChoice = { maxPages: 20, minDirectoryLines: 3, listingShare: 0.5 };

export interface CandidatePage {
  page: IntakePage;
  directoryLines: number;
  listings: number;
  unread: boolean;
}

/**
 * The pages to send, at most `maxPages`: unread pages first, then those missing the most
 * listings; in page order. When the extraction names its unread pages and read something, a page
 * where the rules found nothing is sent only if named there (the extraction knows its sources
 * lists and summary pages, which hold years and addresses but no listing); otherwise (and in a
 * document where the rules read nothing) by its directory-like lines.
 */
export function pagesForSecondReading(intake: IntakeResult, first: FirstReading, choice: PageChoice = DEFAULT_PAGE_CHOICE): CandidatePage[] {
  const listingsOn = countByPage([...first.parsedEntries, ...first.vacancies]);
  const unread = new Set(first.unreadPages ?? []);
  // When the rules read nothing at all, their page verdicts say little: every directory-like page is a candidate.
  const readAnything = first.parsedEntries.length + first.vacancies.length > 0;
  const candidates = intake.pages.flatMap((page): CandidatePage[] => {
    const directoryLines = page.lines.filter((line) => isDirectoryLike(line.text)).length;
    const listings = listingsOn.get(page.pageNumber) ?? 0;
    const isUnread = unread.has(page.pageNumber) && page.lines.length > 0;
    const trustUnread = first.unreadPages !== undefined && listings === 0 && readAnything;
    const thin = !trustUnread && directoryLines >= choice.minDirectoryLines && listings < directoryLines * choice.listingShare;
    return isUnread || thin ? [{ page, directoryLines, listings, unread: isUnread }] : [];
  });
  const missing = (candidate: CandidatePage) => candidate.directoryLines - candidate.listings;
  return candidates
    .sort((a, b) => Number(b.unread) - Number(a.unread) || missing(b) - missing(a) || a.page.pageNumber - b.page.pageNumber)
    .slice(0, Math.max(0, choice.maxPages))
    .sort((a, b) => a.page.pageNumber - b.page.pageNumber);
}

function countByPage(items: ReadonlyArray<{ page: number }>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { page } of items) counts.set(page, (counts.get(page) ?? 0) + 1);
  return counts;
}
