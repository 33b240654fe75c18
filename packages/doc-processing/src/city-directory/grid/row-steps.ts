import { normalizeStreet } from '../address';
import type { RawListing } from '../listings';
import { normalizeSpace, splitPhone, vacancyMarker } from '../listing-text';
import type { ReaderLine } from '../reader-lines';
import { type PrintedLine, textRight, wrapsOnto } from '../wrap';
import { ALIGN, type GridReading, type GridState, type LineContext, type LineRead, type Piece } from './grid-state';
import { isContinuedMarker, isPhoneCell, isStreetAddress, isUnitHeading, leadingNumber, withoutBlockLabel, yearOf, yearWithSource } from './tokens';

const HANGING_INDENT = 20;

// The steps that read one row of a listing page, left to right: its year (or the directory key
// under it), its address (a house number under a street heading, or a whole address), a unit
// heading, and the occupant with its phone.

/** A year starting the line (alone, with its directory, or before the row's cells). */
export function readYear(read: LineRead, line: ReaderLine, context: LineContext): LineRead {
  const [glued, ...others] = read.pieces;
  if (!glued || (isStreetAddress(glued.text, context.knownStreets) && !isYearRow(read.state, glued, context))) return read;
  // `1948 6596`: OCR set the year and the house number in one cell.
  const numbered = /^((?:18|19|20)\d\d)\s+(\d.*)$/.exec(glued.text);
  const split = numbered && yearOf(numbered[1]!) !== null && leadingNumber(numbered[2]!) !== null;
  const first = split ? { text: numbered[1]!, x: glued.x } : glued;
  const rest = split ? [{ text: numbered[2]!, x: restX(line, glued, numbered[2]!) }, ...others] : others;
  // `1948 RODRIGUEZ WEI W | 973.557.3353`: a phone after the cell leaves the year and its text alone on the row.
  const alone = rest.every((piece) => isPhoneCell(piece.text)) ? yearWithSource(first.text) : null;
  const year = yearOf(first.text) ?? alone?.year ?? null;
  // A year leads its row in the year column; another column of the page starts with a year before a house number.
  const { yearX } = read.state;
  const startsRow = rest.length === 0 || (rest[0] !== undefined && leadingNumber(rest[0].text) !== null);
  const { addressX, nameX } = read.state;
  const beforeNames = nameX === null || first.x < nameX - ALIGN;
  // Under an address heading, years stand between the address's start and the occupants.
  const underAddress = addressX !== null && first.x >= addressX - ALIGN && beforeNames;
  const inYearColumn = yearX === null || Math.abs(first.x - yearX) <= ALIGN || first.x < yearX || startsRow || underAddress || (alone !== null && beforeNames);
  if (year === null || !inYearColumn) return read;
  // `1956 RODRIGUEZ THOMAS B` under an address heading: the year of a row, the occupant after it.
  const occupant = yearOf(first.text) === null && alone?.source && isRowYear(read.state, alone.source, first.text, context) ? alone.source : null;
  const pieces = occupant ? [{ text: occupant, x: restX(line, first, occupant) }, ...rest] : rest;
  // A year heading opens a block of addresses; a year on a row under an address heading keeps the address.
  const place = pieces.length === 0 ? { building: null, address: null, unitX: null, nameX: null } : {};
  context.book.close(read.state.open);
  const state: GridState = { ...read.state, ...place, year, key: occupant ? null : (alone?.source ?? null), yearX: first.x, open: null };
  return { state, pieces, fresh: true };
}

/**
 * `1973 Kwik Kopy Ctr` in the year column under an address: one of the document's directory years
 * and an occupant whose name ends like a street, not an address on a street the properties never
 * name (`1844 State Rte 9` is an address: 1844 is no directory's year).
 */
function isYearRow(state: GridState, piece: Piece, context: LineContext): boolean {
  const lead = leadingNumber(piece.text);
  const year = lead ? yearOf(lead.number) : null;
  if (!lead || year === null || state.address === null || state.yearX === null || Math.abs(piece.x - state.yearX) > ALIGN) return false;
  return context.sourceOf(year, null) !== null && !context.knownStreets.has(normalizeStreet(lead.rest));
}

/** Whether the text after a year is the row's occupant rather than the heading's directory. */
function isRowYear(state: GridState, after: string, printed: string, context: LineContext): boolean {
  // `1955 (no return)`: a vacancy in brackets, no directory's name.
  if (state.address !== null && vacancyMarker(after)) return true;
  if (state.address === null || /^\s*(?:directory\s+)?(?:year|yr)\b/i.test(printed) || /^\s*\(?\d{4}\)?\s*[-–:(]/.test(printed)) return false;
  return !context.isDirectoryName(after) && !/\b(director(y|ies)|publishers?|edition)\b/i.test(after);
}
/** The directory key (or a `contd`) printed in the year column under the year. */
export function readKey(read: LineRead, line: ReaderLine): LineRead {
  const [printed, ...others] = read.pieces;
  const { yearX, year } = read.state;
  if (!printed || yearX === null || year === null || Math.abs(printed.x - yearX) > ALIGN) return read;
  // `Bresser 5234`: the key and the row's house number read as one cell.
  const numbered = /^([A-Za-z][\w.&'-]*)\s+(\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?)$/.exec(printed.text);
  const first = numbered ? { text: numbered[1]!, x: printed.x } : printed;
  const rest = numbered ? [{ text: numbered[2]!, x: restX(line, printed, numbered[2]!) }, ...others] : others;
  if (leadingNumber(first.text) || (rest.length === 0 && read.state.nameX !== null && Math.abs(first.x - read.state.nameX) <= ALIGN)) return read;
  if (first.text.split(' ').length > 4) return read;
  const key = isContinuedMarker(first.text) || read.state.key ? read.state.key : first.text;
  return { ...read, state: { ...read.state, key }, pieces: rest };
}

/** A house number (under a street heading) or a whole address starting the row. */
export function readAddress(read: LineRead, line: ReaderLine, context: LineContext): LineRead {
  const [labelled, ...others] = read.pieces;
  // `3054 PACIFIC HWY   SUBJECT SITE`: the label beside the address is no occupant.
  const rest = others.filter((piece) => withoutBlockLabel(`0 X ${piece.text}`) !== '0 X');
  const first = labelled ? { ...labelled, text: withoutBlockLabel(labelled.text) } : undefined;
  const lead = first ? leadingNumber(first.text) : null;
  if (!first || !lead) return read;
  const { street } = read.state;
  const wholeAddress = (!street || lead.rest.toUpperCase().startsWith(street)) && isStreetAddress(first.text, context.knownStreets);
  if (!street && !wholeAddress) return read;
  const address = (wholeAddress ? first.text : `${lead.number} ${street}`).toUpperCase();
  if (street) addNumber(context.reading, street, lead.number);
  else addNumber(context.reading, normalizeStreet(lead.rest), lead.number);
  const remainder = wholeAddress || !lead.rest ? [] : [{ text: lead.rest, x: restX(line, first, lead.rest) }];
  const nameX = remainder[0]?.x ?? rest[0]?.x ?? null;
  context.book.close(read.state.open);
  const state: GridState = { ...read.state, building: address, address, unitX: null, addressX: first.x, nameX, open: null };
  return { state, pieces: [...remainder, ...rest], fresh: true };
}

function addNumber(reading: GridReading, street: string, number: string): void {
  if (!reading.streetNumbers.has(street)) reading.streetNumbers.set(street, new Set());
  reading.streetNumbers.get(street)!.add(number);
}

/** Where the text after a house number starts: its own span's x, else in proportion to the characters. */
export function restX(line: ReaderLine, first: Piece, rest: string): number {
  const cell = line.cells.find((candidate) => candidate.x === first.x);
  // A span's text may run on into its dot leaders (`LUCKY STAR . . . .`) or stop short of the rest.
  const span = cell?.spans.find((candidate) => {
    const text = normalizeSpace(candidate.text);
    return text !== '' && (rest.startsWith(text) || text.startsWith(rest)) && candidate.bbox.x > first.x;
  });
  if (span) return span.bbox.x;
  if (!cell) return first.x;
  // In proportion to the printed characters (dot leaders and all) before the rest's first word.
  const head = first.text.slice(0, first.text.length - rest.length).trim();
  const raw = cell.text.toUpperCase();
  const at = raw.indexOf(rest.trim().split(' ')[0]!.toUpperCase(), raw.indexOf(head.toUpperCase()) + head.length);
  const before = at > 0 ? at : first.text.length - rest.length;
  return cell.x + ((cell.right - cell.x) * before) / Math.max(1, at > 0 ? raw.length : first.text.length);
}

/** `Unit A` under a building: the occupants indented beneath it are the unit's. */
export function readUnit(read: LineRead): LineRead {
  const [first, ...rest] = read.pieces;
  const { building } = read.state;
  if (!first || !building || !isUnitHeading(first.text)) return read;
  const address = `${building} ${first.text.toUpperCase().replace(/\s+/g, ' ')}`;
  return { ...read, state: { ...read.state, address, unitX: first.x, nameX: rest[0]?.x ?? null, open: null }, pieces: rest };
}

/** The rest of the row: an occupant (or a vacancy marker) with its phone, or the continuation of the one above. */
export function readOccupant({ state, pieces, fresh }: LineRead, line: ReaderLine, context: LineContext): GridState {
  if (pieces.length === 0 || state.year === null || state.address === null) return state;
  const phones = pieces.filter((piece) => isPhoneCell(piece.text));
  const names = pieces.filter((piece) => !isPhoneCell(piece.text));
  const phone = phones.map((piece) => piece.text).find((text) => splitPhone(text).phone !== null) ?? '';
  const name = names.map((piece) => piece.text).join(' ');
  const x = names[0]?.x ?? phones[0]!.x;
  const indent = Math.max(3, line.line.bbox.height * 0.35);
  const text = normalizeSpace(`${name} ${phone}`).toUpperCase();
  if (!text || context.isDirectoryName(name)) return state;
  if (!fresh && outsideBlock(state, x)) return { ...state, building: null, address: null, unitX: null, nameX: null, open: null };
  const open = state.open;
  const printed: PrintedLine = { text: name, x, right: names.at(-1) ? rightOf(line, names.at(-1)!) : x };
  // A phone on this row bounds a name above that has none.
  if (phones[0] && open && splitPhone(open.text).phoneRaw === null) printed.phoneX = phones[0].x;
  const reserve = context.reserves.get(line);
  if (reserve) printed.reserve = reserve;
  const { wrapping } = context;
  const wrapped =
    wrapping !== null && open?.lastLine !== undefined && !wrapping.standalone(open.lastLine.text, name) && wrapsOnto(open.lastLine, printed, wrapping.columns);
  if (!fresh && open && (continues(open, name, x, state.nameX, indent) || wrapped)) {
    context.book.append(open, text, line);
    // A hanging indent (a few characters), not the next column, marks the document's wrapped names.
    if (state.nameX !== null && x > state.nameX + indent && x <= state.nameX + HANGING_INDENT) context.book.indentJoins += 1;
    open.lastLine = printed;
    return state;
  }
  const leavesUnit = state.unitX !== null && x <= state.unitX + indent && !fresh;
  const address = leavesUnit ? state.building! : state.address;
  const source = context.sourceOf(state.year, state.key);
  const listing = context.book.start(line, { year: state.year, address, source }, text, x);
  listing.lastLine = printed;
  // A pair the geometry reads as one wrapped name is no evidence that either line stands alone.
  const looksWrapped = open?.lastLine !== undefined && wrapsOnto(open.lastLine, printed, context.columns);
  context.book.neighbours.add(open?.lastLine?.text ?? '', name, looksWrapped);
  // Each new name at the occupants' indent sets it: on a slightly rotated scan it drifts down the page.
  const nameX = leavesUnit || state.nameX === null || Math.abs(x - state.nameX) <= ALIGN ? x : state.nameX;
  return { ...state, address, unitX: leavesUnit ? null : state.unitX, nameX, open: listing };
}

/** A line starting nearer to the address column than to the occupants' (a note under the table). */
function outsideBlock(state: GridState, x: number): boolean {
  const { addressX, nameX } = state;
  return addressX !== null && nameX !== null && nameX - addressX > ALIGN && x < nameX - (nameX - addressX) * 0.75;
}

/** A phone alone under a name without one, a lower-case start, a name cut after a connector, or a deeper indent than the occupants' (a wrapped name). */
function continues(open: RawListing, name: string, x: number, nameX: number | null, indent: number): boolean {
  const openSplit = splitPhone(open.text);
  if (!name) return openSplit.phoneRaw === null;
  if (vacancyMarker(`${open.text} ${name}`)) return true;
  if (vacancyMarker(name) || vacancyMarker(openSplit.name)) return false;
  const cut = openSplit.phoneRaw === null && CONNECTOR_END.test(openSplit.name);
  return cut || /^[a-z&]/.test(name) || (nameX !== null && x > nameX + indent);
}

const CONNECTOR_END = /(?:&|\band|\bof|\bthe|\bfor|[-,/])$/i;

/** Where a piece of the line ends (its cell's text, before leaders or a phone). */
function rightOf(line: ReaderLine, piece: Piece): number {
  const cell = line.cells.find((candidate) => candidate.x <= piece.x + 0.5 && candidate.right > piece.x);
  return cell ? textRight(cell) : piece.x;
}
