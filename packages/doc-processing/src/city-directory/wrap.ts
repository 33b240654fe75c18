import { DOT_LEADER, normalizeSpace, splitPhone, VACANCY_MARKERS, vacancyMarker } from './listing-text';
import type { Cell, ReaderLine } from './reader-lines';

// A name too long for its column wraps onto the next line at the same indent. The column's width
// shows in its longest line: a line that ends so near it that the next line's first word would
// not have fitted is wrapped. When a column's names are all short its longest line says little,
// and the room up to the next column bounds where a name could have wrapped.

/** A column's edges, for the text that starts at `x` anywhere in the document. */
export interface ColumnEdges {
  /** The right-most end of the column's text (its width), or null when too few lines start there to tell. */
  right: (x: number) => number | null;
  /** Where the nearest text to the column's right starts on any line, or null when nothing does. */
  room: (x: number) => number | null;
}

const ALIGN = 4;
const MIN_SAMPLE = 10;
/** How far (in characters) before its column's edge a wrapped line may end. */
const NEAR_EDGE_CHARS = 14;
/** How much free room (in characters) before the next column a wrapped name may leave unused. */
const UNUSED_ROOM_CHARS = 16;

/** Where a cell's text ends before dot leaders or a phone (`NAME . . . . 555-0142`), in proportion to its characters. */
export function textRight(cell: Cell): number {
  // Runs of their own: the last one before leaders or a phone ends the text.
  const named = cell.spans.filter((span) => /[A-Za-z]/.test(span.text) && !/^(?:\s*\.)+\s*$/.test(span.text) && splitPhone(span.text).name !== '');
  const last = named.at(-1);
  const raw = cell.text;
  const phone = splitPhone(raw).phoneRaw;
  // `Lopez Thos L Tel. 253 557` + `6864`: a phone broken over two runs starts in the last named one.
  const phoneInLast = phone !== null && (last?.text.includes(phone.split(' ')[0]!) ?? false);
  if (cell.spans.length > 1 && last && !DOT_LEADER.test(last.text) && splitPhone(last.text).phoneRaw === null && !phoneInLast)
    return last.bbox.x + last.bbox.width;
  // A phone printed straight after the name (`Servs Tel. 253 557 2573`) is part of the line as
  // wrapped; dot leaders run to a phone set at the column's right.
  const leader = DOT_LEADER.exec(raw)?.index;
  if (leader === undefined || leader <= 0) return cell.right;
  return cell.x + ((cell.right - cell.x) * raw.slice(0, leader).trimEnd().length) / raw.length;
}

/** A vacancy marker's first words, its rest wrapped onto the next line (`Address not listed in research` / `source`). */
function isMarkerStart(text: string): boolean {
  const upper = normalizeSpace(text.toUpperCase());
  return upper.includes(' ') && VACANCY_MARKERS.some((marker) => marker.startsWith(upper));
}

export function columnEdges(lines: readonly ReaderLine[]): ColumnEdges {
  // A cell that starts with a house number or a year holds a name after it: the name's column counts too.
  // A vacancy marker is printed whole, however narrow the column: it says nothing of the width.
  // On the text layer each run is a column's text (an address and a name may share a cell).
  const cells = lines.flatMap((line) =>
    line.cells.flatMap((cell) => {
      if (vacancyMarker(cell.text)) return [];
      const right = textRight(cell);
      const runs = line.ocr
        ? []
        : cell.spans
            .slice(1)
            .filter((span) => !isMarkerStart(span.text))
            .map((span) => ({ x: span.bbox.x, right: textRight({ text: span.text, x: span.bbox.x, right: span.bbox.x + span.bbox.width, spans: [span] }) }));
      const after = line.ocr && /^\d[\d-]*$/.test(cell.spans[0]?.text.trim() ?? '') ? cell.spans[1] : undefined;
      return [{ x: cell.x, right }, ...runs, ...(after ? [{ x: after.bbox.x, right }] : [])];
    }),
  );
  const neighbours = lines.flatMap((line) => line.cells.slice(1).map((cell, i) => ({ x: line.cells[i]!.x, next: cell.x })));
  return {
    right: memoByX((x) => {
      const column = cells.filter((cell) => Math.abs(cell.x - x) <= ALIGN);
      return column.length < MIN_SAMPLE ? null : Math.max(...column.map((cell) => cell.right));
    }),
    room: memoByX((x) => {
      const next = neighbours.filter((pair) => Math.abs(pair.x - x) <= ALIGN).map((pair) => pair.next);
      return next.length === 0 ? null : Math.min(...next);
    }),
  };
}

function memoByX(compute: (x: number) => number | null): (x: number) => number | null {
  const cache = new Map<number, number | null>();
  return (x) => {
    const key = Math.round(x);
    if (!cache.has(key)) cache.set(key, compute(x));
    return cache.get(key)!;
  };
}

/** A line of a listing as printed: its text, where it starts and where it ends. */
export interface PrintedLine {
  text: string;
  x: number;
  right: number;
  /** Where the phone printed to the right of the text on its row starts, if one is. */
  phoneX?: number;
  /**
   * The room the listing's phone takes, printed straight after the name on its last line (this
   * one or one below): some directories wrap every line of a name short of it.
   */
  reserve?: number;
}

/** How close (in characters) to a phone a name may run on its row. */
const PHONE_GAP_CHARS = 2;

/** Whether `next` (at the same indent) is the rest of `previous`, wrapped at the column's width. */
export function wrapsOnto(previous: PrintedLine, next: PrintedLine, columns: ColumnEdges): boolean {
  if (Math.abs(next.x - previous.x) > ALIGN || splitPhone(previous.text).phoneRaw !== null) return false;
  if (vacancyMarker(next.text) || vacancyMarker(previous.text)) return false;
  if (isResidentName(next.text) || (isResidentName(previous.text) && !isFragment(next.text))) return false;
  const charWidth = (previous.right - previous.x) / Math.max(1, previous.text.length);
  // `next.right` ends its name, before a phone printed in the same cell.
  const nextName = splitPhone(next.text).name.trim();
  const nextCharWidth = next.right > next.x ? (next.right - next.x) / Math.max(1, nextName.length) : charWidth;
  // With the phone's room kept on every line, the next line's first word did not fit beside it.
  const reserve = next.reserve ?? 0;
  const unit = reserve > 0 ? (next.text.split(' ')[0] ?? '') : firstUnit(next.text);
  const joinedRight = previous.right + charWidth * 0.5 + nextCharWidth * unit.length;
  if (cutForPhone(previous, next, joinedRight, charWidth)) return true;
  const width = columns.right(previous.x);
  if (width === null) return false;
  const limit = width - reserve;
  // The line ends near the column's edge (a shorter name ends well before it) and the next word did
  // not fit, though there was room for it before the next column.
  // A long unit (`Roasters Tel. 555 4069`) leaves its line further from the edge.
  const nearEdge = previous.right >= limit - charWidth * Math.max(NEAR_EDGE_CHARS, unit.length + 2);
  const room = columns.room(previous.x);
  const roomLeft = room !== null && joinedRight < room - charWidth * UNUSED_ROOM_CHARS;
  return nearEdge && joinedRight > limit + 0.5 && !roomLeft;
}

/**
 * What could not stay on the line above: the first word, or a name's last word with its phone
 * (`Family Dollar` / `Plus Tel. 253 557 7193`): a listing's phone is printed after its name, on
 * the same line, so the two moved down together.
 */
function firstUnit(text: string): string {
  const split = splitPhone(text);
  const words = split.name.trim().split(' ');
  return split.phoneRaw !== null && words.length === 1 ? text.trim() : (text.split(' ')[0] ?? '');
}

/**
 * A name printed without a phone, its rest on the next row before the phone (`Valley Med And Surg` /
 * `Sup   Tel. 555 4184`): where names without a phone run on past the phone column, the column's
 * longest line says nothing of the room a name with a phone had. The name was cut where its next
 * word would have run into the phone.
 */
function cutForPhone(previous: PrintedLine, next: PrintedLine, joinedRight: number, charWidth: number): boolean {
  if (next.phoneX === undefined || next.phoneX <= previous.right) return false;
  return previous.right >= next.phoneX - charWidth * NEAR_EDGE_CHARS && joinedRight > next.phoneX - charWidth * PHONE_GAP_CHARS;
}

/**
 * A resident's listing (`JONES THOS K`: surname, given name, a closing initial) is a name of its
 * own: when a column's longest line falls short of its width, a short name after a long one
 * looks wrapped by the geometry alone, but no wrapped business name ends on a lone initial. Only a
 * short fragment (`MRS`, `JR`) continues it.
 */
function isResidentName(text: string): boolean {
  return /^[A-Za-z'-]{2,} (?:[A-Za-z'.-]+ ){1,2}[A-Za-z]\.?$/.test(splitPhone(text).name.trim());
}

/** A single short word (`INC`, `MRS`) that ends many names. */
function isFragment(text: string): boolean {
  const words = splitPhone(text).name.trim().split(' ');
  return words.length === 1 && words[0]!.length <= 4;
}

/** A printed line as Neighbours compares it: without its phone, upper case. */
const nameKey = (text: string) => splitPhone(text).name.toUpperCase();

/**
 * Which name lines follow which at an address, over the whole document: directories repeat their
 * occupants year after year, so a line seen after another line, or first, or last, is a name of
 * its own and not a piece of a wrapped one.
 */
export class Neighbours {
  private readonly before = new Map<string, Set<string>>();
  private readonly after = new Map<string, Set<string>>();

  /**
   * `next` printed after `previous` ('' : `previous` was the address's last, or `next` its first).
   * `looksWrapped`: the geometry reads the two as one wrapped name. A single word after it may be
   * the common last word of several names (`GOLDEN DRAGON` / `RESTAURANT`, `LUCKY STAR CHINESE` /
   * `RESTAURANT`): that it follows different lines is no evidence that it stands alone.
   */
  add(previous: string, next: string, looksWrapped = false): void {
    const [p, n] = [nameKey(previous), nameKey(next)];
    const lastWord = looksWrapped && !n.trim().includes(' ');
    if (n && !lastWord) this.setOf(this.before, n).add(p);
    if (p) this.setOf(this.after, p).add(n);
  }

  /**
   * Whether the two lines are names of their own: `next` seen after another line or first at an
   * address, or `previous` before another or last. A short fragment (`INC`) ends many names: it
   * follows other lines and still continues this one.
   */
  apart(previous: string, next: string): boolean {
    const [p, n] = [nameKey(previous), nameKey(next)];
    const fragment = isFragment(n);
    const before = [...(this.before.get(n) ?? [])].some((line) => line !== p && (line === '' || !fragment));
    return before || [...(this.after.get(p) ?? [])].some((line) => line !== n);
  }

  private setOf(map: Map<string, Set<string>>, key: string): Set<string> {
    if (!map.has(key)) map.set(key, new Set());
    return map.get(key)!;
  }
}

/**
 * How wrapped names are joined: at the column's width, unless either line stands alone
 * somewhere else in the document (see Neighbours).
 */
export interface Wrapping {
  columns: ColumnEdges;
  standalone: (previous: string, next: string) => boolean;
}
