import type { CityDirectoryEntry } from '@groundwork/contracts';
import type { ReaderLine } from './reader-lines';
import { readableText, splitPhone, vacancyMarker } from './listing-text';

/** A listing being read (possibly over several lines). */
export interface RawListing {
  year: number | null;
  address: string;
  /** Set when the column names a direction instead of an address. */
  direction: CityDirectoryEntry['direction'] | undefined;
  text: string;
  source: string | null;
  page: number;
  lineIndex: number;
  /** 1-based: the how-manieth listing started on its line. */
  order: number;
  lines: string[];
  confidences: number[];
  /** Where the listing's first line starts: a more indented line below continues it. */
  startX: number;
}

/** What the row and column say about a listing: when, where, from which directory. */
export type ListingFields = Pick<RawListing, 'year' | 'address' | 'direction' | 'source'>;

/** The listing each slot (column) of a row is writing into. */
export type OpenListings = Map<number, RawListing>;

/** One cell's text for a slot of a row. */
export interface ListingPiece {
  line: ReaderLine;
  slot: number;
  text: string;
  x: number;
  fields: ListingFields;
  /** The line starts a new row: nothing continues. */
  fresh: boolean;
  /** `;` separates several listings in the cell (wide tables). */
  several: boolean;
}

const CONNECTOR_END = /(?:&|\band|\bof|\bthe|\bfor|[-,/])$/i;

/**
 * Whether `text` (at `x` on `line`) is a wrapped piece of `previous`: a phone alone under a name
 * without one, a name cut after a connector, a lower-case start, or a deeper indent.
 */
export function continuesListing(previous: RawListing, text: string, x: number, line: ReaderLine): boolean {
  const split = splitPhone(text);
  const previousSplit = splitPhone(previous.text);
  const phoneOnly = split.name === '' && split.phoneRaw !== null;
  const indent = Math.max(3, line.line.bbox.height * 0.35);
  return (
    (phoneOnly && previousSplit.phoneRaw === null) ||
    (previousSplit.phoneRaw === null && CONNECTOR_END.test(previousSplit.name)) ||
    /^[a-z&]/.test(text) ||
    (x > previous.startX + indent && !vacancyMarker(text))
  );
}

/** Every listing read so far, in the order they started, numbered per printed line. */
export class ListingBook {
  readonly listings: RawListing[] = [];
  private readonly startedOnLine = new Map<string, number>();

  /** Writes a piece into its slot: continues the listing open there, or opens new ones. */
  write(open: OpenListings, piece: ListingPiece): void {
    const texts = piece.several ? piece.text.split(/\s*;\s*/) : [piece.text];
    texts.forEach((text, index) => {
      const clean = readableText(text, piece.line.ocr);
      if (!clean) return;
      const previous = open.get(piece.slot);
      if (!piece.fresh && index === 0 && previous && continuesListing(previous, clean, piece.x, piece.line)) {
        append(previous, clean, piece.line);
        return;
      }
      open.set(piece.slot, this.start(piece, clean));
    });
  }

  private start({ line, fields, x }: ListingPiece, text: string): RawListing {
    const key = `${line.page.pageNumber}-${line.index}`;
    const order = (this.startedOnLine.get(key) ?? 0) + 1;
    this.startedOnLine.set(key, order);
    const listing: RawListing = {
      ...fields,
      text,
      page: line.page.pageNumber,
      lineIndex: line.index,
      order,
      lines: [line.line.text],
      confidences: line.line.confidence === undefined ? [] : [line.line.confidence],
      startX: x,
    };
    this.listings.push(listing);
    return listing;
  }
}

function append(listing: RawListing, text: string, line: ReaderLine): void {
  listing.text = `${listing.text} ${text}`;
  if (!listing.lines.includes(line.line.text)) listing.lines.push(line.line.text);
  if (line.line.confidence !== undefined) listing.confidences.push(line.line.confidence);
}
