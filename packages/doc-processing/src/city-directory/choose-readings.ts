import type { AddressMatcher } from './address';
import { leadingNumber, yearOf } from './grid/tokens';
import { vacancyMarker } from './listing-text';
import type { RawListing } from './listings';

// Two readings of every page, the table readers' (a header names the columns) and the grid
// reader's (the page's geometry): each page keeps the one whose listings look more like listings.

/** Words of column headers and block labels: a listing made of them was misread. */
const LABEL = /^(year|uses|sources?|listings?|occupants?|address|findings|target property|subject property|adjoining|adjacent|nearby|phone)\b/i;

/**
 * How much a listing looks read right: its address is a property's; its text is no address, year,
 * label or directory name (a source column read as a name).
 */
function worth(listing: RawListing, matcher: AddressMatcher, sources: readonly string[]): number {
  const placed = listing.direction ? 1 : matcher.match(listing.address) ? 1 : 0;
  const upper = listing.text.toUpperCase();
  const misread =
    vacancyMarker(listing.text) === null &&
    (leadingNumber(listing.text) !== null ||
      yearOf(listing.text.split(' ')[0] ?? '') !== null ||
      LABEL.test(listing.text) ||
      sources.some((source) => upper.includes(source)));
  return placed + (listing.year !== null && listing.address ? 0.25 : 0) - (misread ? 2 : 0);
}

const byPage = (listings: readonly RawListing[]) => {
  const pages = new Map<number, RawListing[]>();
  for (const listing of listings) {
    if (!pages.has(listing.page)) pages.set(listing.page, []);
    pages.get(listing.page)!.push(listing);
  }
  return pages;
};

/** The grid reading must be worth this much more: a table header is the stronger evidence. */
const GRID_MARGIN = 1.2;
/** A page the grid reader alone reads needs more than one placed listing: one stray line is no table. */
const MIN_GRID_WORTH = 2;

/** Per page, the table readers' listings unless the grid reader's are clearly worth more. */
export function chooseReadings(
  tables: readonly RawListing[],
  grid: readonly RawListing[],
  matcher: AddressMatcher,
  sources: readonly string[],
): { listings: RawListing[]; gridPages: number[] } {
  const named = sources.map((source) => source.toUpperCase()).filter((source) => source.length >= 6);
  const total = (listings: readonly RawListing[] | undefined) => (listings ?? []).reduce((sum, listing) => sum + worth(listing, matcher, named), 0);
  const tablePages = byPage(tables);
  const gridPages = byPage(grid);
  const pages = [...new Set([...tablePages.keys(), ...gridPages.keys()])].sort((a, b) => a - b);
  const chosen = pages.map((page) => {
    const table = total(tablePages.get(page));
    const grid = total(gridPages.get(page));
    const fromGrid = grid >= MIN_GRID_WORTH && grid > Math.max(0, table) * GRID_MARGIN;
    return { page, fromGrid, listings: (fromGrid ? gridPages.get(page) : tablePages.get(page)) ?? [] };
  });
  return { listings: chosen.flatMap((choice) => choice.listings), gridPages: chosen.filter((choice) => choice.fromGrid).map((choice) => choice.page) };
}
