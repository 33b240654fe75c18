import type { CityDirectoryEntry } from '@groundwork/contracts';
import type { ReaderLine } from './reader-lines';
import { readableText, splitPhone, trailingPhone, vacancyMarker } from './listing-text';
import { Neighbours, type PrintedLine, type Wrapping, wrapsOnto } from './wrap';

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
  /** Its last printed line: a line wrapped at the column's width continues it. */
  lastLine?: PrintedLine;
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
 * A listing started on `line`, numbered after those already started on it (`startedOnLine`, keyed
 * by page and line, counts them).
 */
export function newListing(
  line: ReaderLine,
  fields: Pick<RawListing, 'year' | 'address' | 'direction' | 'source' | 'text' | 'startX'>,
  startedOnLine: Map<string, number>,
): RawListing {
  const key = `${line.page.pageNumber}-${line.index}`;
  const order = (startedOnLine.get(key) ?? 0) + 1;
  startedOnLine.set(key, order);
  return {
    ...fields,
    page: line.page.pageNumber,
    lineIndex: line.index,
    order,
    lines: [line.line.text],
    confidences: line.line.confidence === undefined ? [] : [line.line.confidence],
  };
}

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
    CONNECTOR_END.test(previousSplit.name) ||
    /^[a-z&]/.test(text) ||
    (x > previous.startX + indent && !vacancyMarker(text))
  );
}

/** Every listing read so far, in the order they started, numbered per printed line. */
export class ListingBook {
  readonly listings: RawListing[] = [];
  private readonly startedOnLine = new Map<string, number>();

  /** Which name lines followed which, for a second reading's `wrapping`. */
  readonly neighbours = new Neighbours();
  private readonly lastInSlot = new Map<number, RawListing>();

  /** `wrapping`: how to join names wrapped at their column's width (none: only the printed cues). */
  constructor(private readonly wrapping: Wrapping | null = null) {}

  /** Writes a piece into its slot: continues the listing open there, or opens new ones. */
  write(open: OpenListings, piece: ListingPiece): void {
    const texts = piece.several ? piece.text.split(/\s*;\s*/) : [piece.text];
    texts.forEach((text, index) => {
      const clean = readableText(text, piece.line.ocr);
      if (!clean) return;
      const previous = open.get(piece.slot);
      const printed = printedAt(piece, clean);
      if (!piece.fresh && index === 0 && previous && (continuesListing(previous, clean, piece.x, piece.line) || this.wraps(previous, printed, piece))) {
        append(previous, clean, piece.line);
        previous.lastLine = printed;
        return;
      }
      // A new row closes the slot's last listing (in the row before): that name ended there.
      const before = piece.fresh || !previous ? this.lastInSlot.get(piece.slot) : previous;
      if (before?.lastLine) this.neighbours.add(before.lastLine.text, piece.fresh || !previous ? '' : printed.text);
      if (piece.fresh || !previous) this.neighbours.add('', printed.text);
      const listing = this.start(piece, clean);
      listing.lastLine = printed;
      open.set(piece.slot, listing);
      this.lastInSlot.set(piece.slot, listing);
    });
  }

  private wraps(previous: RawListing, printed: PrintedLine, piece: ListingPiece): boolean {
    const { wrapping } = this;
    if (piece.several || wrapping === null || previous.lastLine === undefined) return false;
    return !wrapping.standalone(previous.lastLine.text, printed.text) && wrapsOnto(previous.lastLine, printed, wrapping.columns);
  }

  private start({ line, fields, x }: ListingPiece, text: string): RawListing {
    const listing = newListing(line, { ...fields, text, startX: x }, this.startedOnLine);
    this.listings.push(listing);
    return listing;
  }
}

/**
 * The occupant as printed where the piece starts: its own cell, or its own text run in a cell
 * it shares with the address (a phone in a column of its own does not end the printed name).
 */
function printedAt(piece: ListingPiece, clean: string): PrintedLine {
  const cell = piece.line.cells.find((candidate) => candidate.x === piece.x);
  if (cell) return { text: readableText(cell.text, piece.line.ocr), x: piece.x, right: cell.right };
  const span = piece.line.line.spans.find((candidate) => candidate.bbox.x === piece.x);
  return span
    ? { text: readableText(span.text, piece.line.ocr), x: piece.x, right: span.bbox.x + span.bbox.width }
    : { text: clean, x: piece.x, right: piece.x };
}

/** The listing's text with a wrapped piece: the rest of the name goes before a phone its first line ended with. */
export function joinWrapped(text: string, piece: string): string {
  const phone = trailingPhone(text.trim());
  if (phone === null || splitPhone(piece).phoneRaw !== null) return `${text} ${piece}`.trim();
  const name = text
    .trim()
    .slice(0, text.trim().length - phone.length)
    .trimEnd();
  return `${name} ${piece} ${phone}`.trim();
}

function append(listing: RawListing, text: string, line: ReaderLine): void {
  listing.text = joinWrapped(listing.text, text);
  if (!listing.lines.includes(line.line.text)) listing.lines.push(line.line.text);
  if (line.line.confidence !== undefined) listing.confidences.push(line.line.confidence);
}
