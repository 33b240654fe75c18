import type { ReaderLine } from '../reader-lines';
import { DOT_LEADER, normalizeSpace, vacancyMarker } from '../listing-text';
import { ALIGN, type GridState, type LineContext, type Piece, type YearListRow } from './grid-state';
import { isStreetAddress, leadingNumber, yearOf } from './tokens';

// `SMITH JOHN R ........ 1987, 1992, 1997` under an address: an occupant printed once with the
// years it is listed in (a summary some vendors give instead of a listing per year). Each year is
// a listing. A line without years under such a row continues its name; a line of years alone
// continues its years.

/** `1987, 1992, 1997`, `1987; 1992 & 1997`, `1987`: the years of a list, or null. */
export function yearList(text: string): number[] | null {
  const parts = normalizeSpace(text)
    .replace(/,$/, '')
    .split(/\s*[,;&]\s*|\s+and\s+|\s+/i)
    .filter(Boolean);
  const years = parts.map((part) => yearOf(part));
  return years.length > 0 && years.every((year): year is number => year !== null) ? years : null;
}

const TRAILING_YEARS = /^(.*[A-Za-z].*?)\s+((?:18|19|20)\d\d(?:\s*[,;&]\s*(?:18|19|20)\d\d)*,?)$/;

/**
 * A piece holding a name and then its years, run into one cell: a list of two years or more
 * (`ACME CO 1987, 1992`), or any list after dot leaders (`ACME CO . . . . 1987`).
 */
function trailingList(piece: Piece, line: ReaderLine): { name: string; years: number[] } | null {
  const match = TRAILING_YEARS.exec(piece.text);
  const years = match ? yearList(match[2]!) : null;
  if (!match || !years) return null;
  const raw = line.cells.find((cell) => cell.x === piece.x)?.text ?? '';
  const led = new RegExp(`(?:${DOT_LEADER.source})\\s*${match[2]!.slice(0, 4)}`).test(raw);
  return years.length >= 2 || led ? { name: match[1]!, years } : null;
}

/** The line as a row of an occupant and its years (or the rest of one); null when it is not one. */
export function readYearList(state: GridState, pieces: Piece[], line: ReaderLine, context: LineContext): GridState | null {
  if (state.address === null || pieces.length === 0) return null;
  const last = pieces.at(-1)!;
  const listed = yearList(last.text);
  const split = listed === null && pieces.length === 1 ? trailingList(last, line) : null;
  const years = listed ?? split?.years ?? null;
  const names = split ? [{ text: split.name, x: last.x }] : listed ? pieces.slice(0, -1) : pieces;
  const open = state.yearList;
  if (open && years === null) return continuesName(state, open, names, line, context);
  if (years === null) return null;
  if (names.length === 0) {
    if (!open || Math.abs(last.x - open.yearsX) > ALIGN) return null;
    const text = open.listings[0]!.text;
    const more = years.map((year) =>
      context.book.start(line, { year, address: open.listings[0]!.address, source: context.sourceOf(year, null) }, text, open.nameX),
    );
    return { ...state, yearList: { ...open, listings: [...open.listings, ...more] } };
  }
  const name = normalizeSpace(names.map((piece) => piece.text).join(' '));
  // A summary row (`2044 PACIFIC HWY | 1952, 1960 | 1948`), a directory in a sources list, a year before its listing: no occupant.
  if (!/[A-Za-z]{2}/.test(name) || leadingNumber(name) !== null || names.some((piece) => yearList(piece.text) !== null)) return null;
  if (isStreetAddress(name, context.knownStreets) || context.isDirectoryName(name)) return null;
  if (vacancyMarker(name) === null && /\b(director(y|ies)|edition|years?)\b/i.test(name)) return null;
  context.book.close(state.open);
  const text = name.toUpperCase();
  const listings = years.map((year) => context.book.start(line, { year, address: state.address!, source: context.sourceOf(year, null) }, text, names[0]!.x));
  const yearsX = split ? last.x + (last.text.length - split.name.length) : last.x;
  return { ...state, open: null, yearList: { listings, nameX: names[0]!.x, yearsX, wrapped: 0 } };
}

/** A name too long for its column goes on under itself, a line or two, without years. */
const MAX_WRAPPED_LINES = 2;

function continuesName(state: GridState, open: YearListRow, names: Piece[], line: ReaderLine, context: LineContext): GridState | null {
  const [piece] = names;
  if (names.length !== 1 || !piece || Math.abs(piece.x - open.nameX) > ALIGN || open.wrapped >= MAX_WRAPPED_LINES || leadingNumber(piece.text) !== null)
    return null;
  for (const listing of open.listings) context.book.append(listing, normalizeSpace(piece.text).toUpperCase(), line);
  return { ...state, yearList: { ...open, wrapped: open.wrapped + 1 } };
}
