import type { ReaderLine } from '../reader-lines';
import type { RawListing } from '../listings';
import type { ColumnEdges, Wrapping } from '../wrap';
import type { GridBook } from './grid-listings';
import type { Paragraph } from './paragraphs';

// The grid reader's state and what each of its steps reads and returns (see read-grid.ts).

/** What the document tells the grid reader before it reads. */
export interface GridContext {
  /** Normalised street names of the properties (and their aliases). */
  knownStreets: ReadonlySet<string>;
  /** The directory of a year, from a source key or sources list. */
  sourceOf: (year: number, printedKey: string | null) => string | null;
  /** Whether a text names a directory of the sources (a sources list read as a row). */
  isDirectoryName: (text: string) => boolean;
}

export interface GridReading {
  listings: RawListing[];
  /** `See also` cross-references between street headings: [heading, named street]. */
  crossReferences: Array<[string, string]>;
  /** The house numbers listed under each street heading. */
  streetNumbers: Map<string, Set<string>>;
}

/** Where the reader is. */
export interface GridState {
  street: string | null;
  year: number | null;
  /** The directory key printed under the year. */
  key: string | null;
  /** Where years start: a cell there under a year is the directory key. */
  yearX: number | null;
  /** The building's address (number and street), and the unit's when a unit heading is open. */
  building: string | null;
  address: string | null;
  unitX: number | null;
  /** Where the address starts: a line starting nearer to it than to the occupants is outside the block. */
  addressX: number | null;
  /** Where the current address's occupants start: deeper is a continuation. */
  nameX: number | null;
  open: RawListing | null;
  /** A paragraph of listings being read (its wrapped lines follow, more indented). */
  paragraph: Paragraph | null;
  /** An occupant printed once with the years it is listed in (see year-lists.ts): one listing per year. */
  yearList: YearListRow | null;
}

export interface YearListRow {
  listings: RawListing[];
  /** Where the occupant's name starts, and where its years do. */
  nameX: number;
  yearsX: number;
  /** Lines the name has gone on under itself. */
  wrapped: number;
}

export const START: GridState = {
  street: null,
  year: null,
  key: null,
  yearX: null,
  building: null,
  address: null,
  unitX: null,
  addressX: null,
  nameX: null,
  open: null,
  paragraph: null,
  yearList: null,
};
export const ALIGN = 8;

export interface Piece {
  text: string;
  x: number;
}

export interface LineRead {
  state: GridState;
  pieces: Piece[];
  /** The line started an address: nothing continues across it. */
  fresh: boolean;
}

/** What a step is given: the document's context, the listings written and how names wrap. */
export type LineContext = GridContext & {
  book: GridBook;
  reading: GridReading;
  /** How names wrap (none on the first reading, which joins only deeper indents). */
  wrapping: Wrapping | null;
  /** The columns' edges, on both readings: which names look wrapped by the geometry alone. */
  columns: ColumnEdges;
  /** Per line of a name, the room its listing's phone takes on the name's last line (see PrintedLine.reserve). */
  reserves: ReadonlyMap<ReaderLine, number>;
};
