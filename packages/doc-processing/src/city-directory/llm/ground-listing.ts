import type { AddressMatcher } from '../address';
import type { RawListing } from '../listings';
import { normalizeSpace, vacancyMarker } from '../listing-text';
import type { PageListing } from './page-listing-reader';
import { normalizeForMatch, type PageText } from './page-text';

// A listing returned by a second reader is kept only when the page prints it: its occupant (or
// vacancy marker), its phone digits, its year and its address. Anything else is a guess, dropped.

export type DropReason =
  | 'malformed'
  | 'empty'
  | 'occupant-not-on-page'
  | 'marker-not-a-vacancy'
  | 'phone-not-on-page'
  | 'year-not-on-page'
  | 'address-not-on-page'
  | 'already-read'
  | 'duplicate';

export interface GroundingContext {
  text: PageText;
  matcher: AddressMatcher;
  /** Years the document states elsewhere: a listing continuing a year block from the page before may carry one. */
  knownYears: ReadonlySet<number>;
}

/** A kept listing (numbered on its line later), with its name or marker as printed; or why it was dropped. */
export type Grounded = { ok: true; listing: Omit<RawListing, 'order'>; name: string } | { ok: false; reason: DropReason };

const drop = (reason: DropReason): Grounded => ({ ok: false, reason });

export function groundListing(listing: PageListing, context: GroundingContext): Grounded {
  const { text } = context;
  const name = (listing.marker ?? listing.occupant ?? '').trim();
  if (name.replace(/[^A-Za-z0-9]/g, '').length < 2) return drop('empty');
  if (listing.marker !== null && !vacancyMarker(listing.marker)) return drop('marker-not-a-vacancy');
  const found = text.find(name, listing.line);
  if (!found) return drop('occupant-not-on-page');
  const phone = listing.marker === null && listing.phone ? printedPhone(listing.phone, found.lines, text) : null;
  if (phone === undefined) return drop('phone-not-on-page');
  if (listing.year !== null && !text.hasAllTokens(String(listing.year)) && !context.knownYears.has(listing.year)) return drop('year-not-on-page');
  const address = listing.address === null ? '' : normalizeSpace(listing.address);
  if (address && !text.hasAllTokens(address) && !context.matcher.match(address)) return drop('address-not-on-page');
  const [first] = found.lines as [number];
  const lines = found.lines.map((index) => text.page.lines[index]!);
  return {
    ok: true,
    name: found.printed,
    listing: {
      year: listing.year,
      address,
      direction: undefined,
      // Names upper-cased as every reader gives them (Title Case directories included).
      text: (phone ? `${found.printed} ${phone}` : found.printed).toUpperCase(),
      source: null,
      page: text.page.pageNumber,
      lineIndex: first,
      lines: lines.map((line) => line.text),
      confidences: lines.flatMap((line) => (line.confidence === undefined ? [] : [line.confidence])),
      startX: lines[0]!.bbox.x,
    },
  };
}

/**
 * The phone as printed near the listing (on its lines, else anywhere on the page); undefined
 * when its digits are printed nowhere on the page.
 */
function printedPhone(phone: string, lines: number[], text: PageText): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7 || !text.hasDigits(digits)) return undefined;
  const pattern = new RegExp(`\\(?${digits.split('').join('[\\s().-]{0,2}')}`);
  const nearby = [...lines, ...Array.from({ length: text.lineCount }, (_, index) => index)];
  for (const index of nearby) {
    const match = text.lineText(index).match(pattern);
    if (match) return match[0];
  }
  return undefined;
}

/** The key under which two listings of a page are the same one: year and name. */
export const listingKey = (year: number | null, name: string) => `${year ?? ''}|${normalizeForMatch(name)}`;
