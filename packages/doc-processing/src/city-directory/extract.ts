import type { CityDirectoryProperty, StreetAlias } from '@groundwork/contracts';
import type { IntakeResult } from '../types';
import { AddressMatcher } from './address';
import { assembleListings, type AssembledListings } from './assemble';
import type { LayoutFamily } from './detect-layout';
import { readDocument, type DocumentReading } from './read-document';
import { readerLines } from './reader-lines';

export interface ExtractCityDirectoryOptions {
  properties: readonly CityDirectoryProperty[];
  aliases?: readonly StreetAlias[];
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
  layouts: LayoutFamily[];
  unrecognised: UnrecognisedDocument | null;
};

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
  const reading = readDocument(lines, { properties: options.properties, matcher });
  const listings = assembleListings(reading.listings, reading.sources, matcher);
  const code = unrecognisedCode(lines.length, reading, listings);
  return { ...listings, layouts: reading.layouts, unrecognised: code ? { code, message: UNRECOGNISED_MESSAGES[code] } : null };
}

function unrecognisedCode(lineCount: number, reading: DocumentReading, listings: AssembledListings): UnrecognisedCode | null {
  if (listings.parsedEntries.length > 0 || listings.vacancies.length > 0) return null;
  if (lineCount === 0) return 'NO_TEXT';
  return reading.layouts.length === 0 ? 'NO_LAYOUT' : 'NO_LISTINGS';
}
