import type { CityDirectoryProperty, StreetAlias } from '@groundwork/contracts';
import type { IntakeResult } from '../types';
import { AddressMatcher, normalizeStreet } from './address';
import { assembleListings, type AssembledListings } from './assemble';
import type { LayoutFamily } from './detect-layout';
import type { RawListing } from './listings';
import { learnStreetAliases } from './grid/street-aliases';
import { type GridContext, readGrid } from './grid/read-grid';
import { chooseReadings } from './choose-readings';
import { readDocument, type DocumentReading } from './read-document';
import { readerLines } from './reader-lines';
import { readSourceKey, type SourceKey } from './source-key';
import { unreadPages } from './unread-pages';

export interface ExtractCityDirectoryOptions {
  properties: readonly CityDirectoryProperty[];
  aliases?: readonly StreetAlias[];
  /** Listings a second reader found and grounded on the page (see llm/secondReading), assembled with the rules' own. */
  extraListings?: readonly RawListing[];
}

/** Why a document gave no listing and no vacancy. */
export type UnrecognisedCode = 'NO_TEXT' | 'NO_LAYOUT' | 'NO_LISTINGS';

export interface UnrecognisedDocument {
  code: UnrecognisedCode;
  /** For the consultant. */
  message: string;
}

/**
 * The result the worker stores, before any user edit, with what the reader made of the document:
 * the layout families it found, and why nothing was read (`unrecognised`) when nothing was.
 */
export type CityDirectoryExtraction = AssembledListings & {
  layouts: ReadLayout[];
  unrecognised: UnrecognisedDocument | null;
  /** Pages with rows that look like listings (years, addresses, names) from which nothing was read. */
  unreadPages: number[];
};

/** The table families, or `row-grid`: listings read from the page's geometry without a table header (see grid/). */
export type ReadLayout = LayoutFamily | 'row-grid';

const NOTHING_RECOGNISED = 'No city directory listings were recognised in this document';
const HINT = 'Is it a city directory abstract?';

export const UNRECOGNISED_MESSAGES: Readonly<Record<UnrecognisedCode, string>> = {
  NO_TEXT: `${NOTHING_RECOGNISED}: it has no text, and OCR read none on its pages.`,
  NO_LAYOUT: `${NOTHING_RECOGNISED}: none of its pages is laid out as a city directory (a table of years, addresses and occupants). ${HINT}`,
  NO_LISTINGS: `${NOTHING_RECOGNISED}: its directory tables hold no listings. ${HINT}`,
};

/**
 * Reads a city directory abstract from the intake's page lines: block-per-address tables
 * (`Year | Uses | Source`), year blocks (`1987` then `Address | Occupant`), flat tables and wide
 * tables (a column per address or direction), and matches each printed address to a property.
 */
export function extractCityDirectory(intake: IntakeResult, options: ExtractCityDirectoryOptions): CityDirectoryExtraction {
  const matcher = new AddressMatcher(options.properties, options.aliases ?? []);
  const lines = readerLines(intake);
  const key = readSourceKey(lines);
  const reading = readDocument(lines, { properties: options.properties, matcher });
  const grid = readGrid(lines, gridContext(reading, key, matcher));
  learnStreetAliases(grid, matcher, [...new Set(reading.listings.map((listing) => listing.address))]);
  const sources = new Map([...key.sources, ...reading.sources]);
  const chosen = chooseReadings(reading.listings, grid.listings, matcher, [...sources.values()]);
  // The directories the grid read from year headings and keys, for the years nothing else named.
  for (const listing of chosen.listings) if (listing.year !== null && listing.source && !sources.has(listing.year)) sources.set(listing.year, listing.source);
  const listings = assembleListings([...chosen.listings, ...(options.extraListings ?? [])], sources, matcher);
  const tableLayouts = chosen.gridPages.length > 0 && chosen.listings.length === grid.listings.length ? [] : reading.layouts;
  const layouts: ReadLayout[] = [...tableLayouts, ...(chosen.gridPages.length > 0 ? (['row-grid'] as const) : [])];
  const code = unrecognisedCode(lines.length, layouts, listings);
  const readPages = new Set([...listings.parsedEntries, ...listings.vacancies].map((listing) => listing.page).concat([...key.pages]));
  return { ...listings, layouts, unrecognised: code ? { code, message: UNRECOGNISED_MESSAGES[code] } : null, unreadPages: unreadPages(lines, readPages) };
}

/** What the grid reader is told: the streets to expect and the directory of each year. */
function gridContext(reading: DocumentReading, key: SourceKey, matcher: AddressMatcher): GridContext {
  const knownStreets = new Set([...matcher.streets, ...matcher.aliases.flatMap((alias) => [normalizeStreet(alias.from), normalizeStreet(alias.to)])]);
  const sourceOf = (year: number, printedKey: string | null) =>
    key.sources.get(year) ?? reading.sources.get(year) ?? (printedKey ? (key.keys.get(printedKey.toUpperCase()) ?? printedKey) : null);
  // A heading's text is no directory for sure: only those that say so.
  const named = [...reading.sources.values()].filter((source) => /director|telephone|publish/i.test(source));
  const directories = [...key.sources.values(), ...named].map((source) => source.toUpperCase()).filter((source) => source.length >= 6);
  const isDirectoryName = (text: string) => directories.some((directory) => text.toUpperCase().includes(directory));
  return { knownStreets, sourceOf, isDirectoryName };
}

function unrecognisedCode(lineCount: number, layouts: readonly ReadLayout[], listings: AssembledListings): UnrecognisedCode | null {
  if (listings.parsedEntries.length > 0 || listings.vacancies.length > 0) return null;
  if (lineCount === 0) return 'NO_TEXT';
  return layouts.length === 0 ? 'NO_LAYOUT' : 'NO_LISTINGS';
}
