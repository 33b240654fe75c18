import { normalizeStreet } from '../address';
import { normalizeSpace, readableText, trailingPhone } from '../listing-text';
import type { Cell, ReaderLine } from '../reader-lines';
import { tableHeader } from '../tables';
import { type ColumnEdges, columnEdges, type Neighbours, type Wrapping } from '../wrap';
import { GridBook } from './grid-listings';
import { ALIGN, type GridContext, type GridReading, type GridState, type LineContext, type Piece, START } from './grid-state';
import { readAddress, readKey, readOccupant, readUnit, readYear } from './row-steps';
import { type Paragraph, paragraphStart, writeParagraph } from './paragraphs';
import { isContinuedMarker, isProse, isStreetName, seeAlso, withoutContinued } from './tokens';
import { readYearList } from './year-lists';

// Listings read from the page's geometry, without a table header: a street heading over its
// section (criss-cross), a year at the left of its block (with the directory's key beneath it)
// or above it, house numbers or addresses starting rows, occupants in a column (a deeper indent
// continues a name, a unit heading takes the occupants indented beneath it), phones anywhere
// on the row.

export type { GridContext, GridReading } from './grid-state';

/**
 * Reads the lines; a document that marks wrapped names with a deeper indent is read without
 * joining names wrapped at the same indent (see wrap.ts), another with.
 */
export function readGrid(lines: readonly ReaderLine[], context: GridContext): GridReading {
  const columns = columnEdges(lines);
  const indented = readGridOnce(lines, context, columns, null);
  if (indented.indentJoins >= MIN_INDENT_JOINS) return indented;
  // A line the first reading saw standing alone (see Neighbours) is never the rest of a wrapped name.
  const standalone = (previous: string, next: string) => indented.neighbours.apart(previous, next);
  // The columns' widths from the lines read as occupants: a cover's centred title is no name.
  const occupantColumns = columnEdges(lines.filter((line) => indented.occupantLines.has(line)));
  return readGridOnce(lines, context, columns, { columns: occupantColumns, standalone });
}

const MIN_INDENT_JOINS = 2;

function readGridOnce(
  lines: readonly ReaderLine[],
  context: GridContext,
  columns: ColumnEdges,
  wrapping: Wrapping | null,
): GridReading & { indentJoins: number; neighbours: Neighbours; occupantLines: ReadonlySet<ReaderLine> } {
  const reading: GridReading = { listings: [], crossReferences: [], streetNumbers: new Map() };
  const reserves = phoneReserves(lines);
  const book = new GridBook();
  let state = START;
  let page = -1;
  for (const line of lines) {
    // Each page sets its own year column.
    if (line.page.pageNumber !== page) state = { ...state, yearX: null };
    page = line.page.pageNumber;
    state = readLine(state, line, { ...context, book, reading, wrapping, columns, reserves });
  }
  if (state.paragraph) writeParagraph(state.paragraph, book, context.sourceOf);
  reading.listings = book.listings;
  return { ...reading, indentJoins: book.indentJoins, neighbours: book.neighbours, occupantLines: book.occupantLines };
}

/** Lines of a name go on this far below it before its phone. */
const MAX_NAME_LINES = 4;

/**
 * For each line of one cell, the room the phone printed straight after the name takes on the
 * name's last line: this line's, else that of the first line below it (one cell each, at its x).
 */
function phoneReserves(lines: readonly ReaderLine[]): Map<ReaderLine, number> {
  const reserves = new Map<ReaderLine, number>();
  lines.forEach((line, index) => {
    const [cell] = line.cells;
    if (line.cells.length !== 1 || !cell) return;
    for (let ahead = index; ahead < Math.min(lines.length, index + MAX_NAME_LINES); ahead += 1) {
      const below = lines[ahead]!;
      const [belowCell] = below.cells;
      if (below.page !== line.page || below.cells.length !== 1 || !belowCell || Math.abs(belowCell.x - cell.x) > ALIGN) return;
      const phone = trailingPhone(belowCell.text);
      if (phone !== null) {
        if (straightAfter(belowCell, phone)) reserves.set(line, ((belowCell.right - belowCell.x) * (phone.length + 1)) / belowCell.text.length);
        return;
      }
    }
  });
  return reserves;
}

/** The phone follows its name after a space, in its run or the next (not set off at the column's right). */
function straightAfter(cell: Cell, phone: string): boolean {
  const first = phone.split(' ')[0]!;
  const at = cell.spans.findIndex((span) => span.text.includes(first));
  if (at <= 0) return at === 0 && normalizeSpace(cell.spans[0]!.text) !== normalizeSpace(phone);
  const before = cell.spans[at - 1]!;
  const charWidth = (cell.right - cell.x) / Math.max(1, cell.text.length);
  return cell.spans[at]!.bbox.x - (before.bbox.x + before.bbox.width) <= charWidth * 1.5;
}

function piecesOf(line: ReaderLine): Piece[] {
  const pieces = line.cells.map((cell) => ({ text: readableText(cell.text, line.ocr), x: cell.x })).filter((piece) => piece.text);
  // OCR leaves short scraps of noise far from the text: a separate cell of one or two characters.
  return line.ocr ? pieces.filter((piece, index) => index === 0 || piece.text.replace(/[^A-Za-z0-9]/g, '').length >= 3) : pieces;
}

function readLine(current: GridState, line: ReaderLine, context: LineContext): GridState {
  const pieces = piecesOf(line);
  if (pieces.length === 0) return current;
  const whole = normalizeSpace(pieces.map((piece) => piece.text).join(' '));
  // A paragraph's punctuation separates its listings: read it from the printed text (OCR clean-up drops `:` and `;`).
  const printed = normalizeSpace(line.line.text);
  const { paragraph } = current;
  if (paragraph && pieces[0]!.x > paragraph.x + ALIGN / 2) return { ...current, paragraph: { ...paragraph, text: `${paragraph.text} ${printed}` } };
  if (paragraph) writeParagraph(paragraph, context.book, context.sourceOf);
  const state = paragraph ? { ...current, paragraph: null } : current;
  const started = state.address !== null ? paragraphStart(printed) : null;
  if (started) {
    const opened: Paragraph = { year: started.year, source: started.source, address: state.address!, text: started.rest, line, x: pieces[0]!.x };
    return { ...state, year: started.year, open: null, paragraph: opened };
  }
  const crossed = seeAlso(whole);
  if (crossed && pieces.length <= 2) {
    if (state.street) context.reading.crossReferences.push([state.street, crossed]);
    return state;
  }
  if (isContinuedMarker(whole) || tableHeader(line.cells)) return state;
  // A paragraph (notes, a disclaimer) ends whatever block was open; a heading's `(continued)` adds no words to it.
  if (pieces.length === 1 && isProse(whole)) return { ...START, street: state.street };
  const heading = streetHeading(state, pieces, whole, context);
  if (heading) return heading;
  const listed = readYearList(state, pieces, line, context);
  if (listed) return listed;
  const rowState = state.yearList ? { ...state, yearList: null } : state;
  const read = [readYear, readKey, readAddress, readUnit].reduce((current, step) => step(current, line, context), { state: rowState, pieces, fresh: false });
  return readOccupant(read, line, context);
}

function streetHeading(state: GridState, pieces: Piece[], whole: string, context: LineContext): GridState | null {
  if (pieces.length > 2 || !isStreetName(whole, context.knownStreets)) return null;
  const continued = withoutContinued(whole) !== whole;
  // Headings are set in capitals (or say they continue): a title-case line is an occupant (`Care Ctr`).
  const capitals = !/[a-z]/.test(withoutContinued(whole)) || context.knownStreets.has(normalizeStreet(withoutContinued(whole)));
  if (!capitals && !continued) return null;
  const atNames = state.nameX !== null && Math.abs(pieces[0]!.x - state.nameX) <= ALIGN / 2;
  // An address waiting for its first occupant, indented beneath it: `KWIK KOPY CENTER` names a business.
  const firstOccupant = state.address !== null && state.open === null && state.addressX !== null && pieces[0]!.x > state.addressX + ALIGN / 2;
  if ((atNames || firstOccupant) && !continued) return null;
  const street = withoutContinued(whole).toUpperCase();
  const sameStreet = street === state.street;
  return { ...START, street, year: sameStreet ? state.year : null, key: sameStreet ? state.key : null, yearX: state.yearX };
}
