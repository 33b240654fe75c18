import type { ReaderLine } from '../reader-lines';
import { joinWrapped, newListing, type RawListing } from '../listings';
import { Neighbours } from '../wrap';

// The listings the grid reader writes: numbered per printed line like the table readers'.

export class GridBook {
  readonly listings: RawListing[] = [];
  /** How many names continued on a more indented line. */
  indentJoins = 0;
  /** For each printed name line, the lines printed before and after it at its address ('' for none). */
  readonly neighbours = new Neighbours();
  /** The lines read as occupants (or the rest of one): where the columns' widths show. */
  readonly occupantLines = new Set<ReaderLine>();

  /** The listing ends its address's listings. */
  close(listing: RawListing | null): void {
    if (listing?.lastLine) this.neighbours.add(listing.lastLine.text, '');
  }
  private readonly startedOnLine = new Map<string, number>();

  start(line: ReaderLine, fields: Pick<RawListing, 'year' | 'address' | 'source'>, text: string, x: number): RawListing {
    const listing = newListing(line, { ...fields, direction: undefined, text, startX: x }, this.startedOnLine);
    this.listings.push(listing);
    this.occupantLines.add(line);
    return listing;
  }

  append(listing: RawListing, text: string, line: ReaderLine): void {
    listing.text = joinWrapped(listing.text, text);
    this.occupantLines.add(line);
    if (!listing.lines.includes(line.line.text)) listing.lines.push(line.line.text);
    if (line.line.confidence !== undefined) listing.confidences.push(line.line.confidence);
  }
}
