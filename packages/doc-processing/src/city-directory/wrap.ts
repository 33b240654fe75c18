import { splitPhone, vacancyMarker } from './listing-text';
import type { Cell, ReaderLine } from './reader-lines';

// A name too long for its column wraps onto the next line at the same indent. The column's width
// shows in its longest line: a line that ends so near it that the next line's first word would
// not have fitted is wrapped.

/**
 * The right-most end of the text that starts at `x` anywhere in the document (its column's
 * width), or null when too few lines start there to tell.
 */
export type ColumnRight = (x: number) => number | null;

const ALIGN = 4;
const MIN_SAMPLE = 10;
/** How far (in characters) before its column's edge a wrapped line may end. */
const NEAR_EDGE_CHARS = 14;

/** Where a cell's text ends before dot leaders or a phone (`NAME . . . . 555-0142`), in proportion to its characters. */
export function textRight(cell: Cell): number {
  // Runs of their own: the last one before leaders or a phone ends the text.
  const named = cell.spans.filter((span) => /[A-Za-z]/.test(span.text) && !/^(?:\s*\.)+\s*$/.test(span.text) && splitPhone(span.text).name !== '');
  const last = named.at(-1);
  if (cell.spans.length > 1 && last && !/(?:\s*\.){4,}/.test(last.text) && splitPhone(last.text).phoneRaw === null) return last.bbox.x + last.bbox.width;
  const raw = cell.text;
  const leader = /(?:\s*\.){4,}/.exec(raw)?.index;
  const phone = splitPhone(raw).phoneRaw;
  const cut = Math.min(leader ?? raw.length, phone ? raw.lastIndexOf(phone.slice(0, 3)) : raw.length);
  if (cut >= raw.length || cut <= 0) return cell.right;
  return cell.x + ((cell.right - cell.x) * raw.slice(0, cut).trimEnd().length) / raw.length;
}

export function columnRights(lines: readonly ReaderLine[]): ColumnRight {
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
            .map((span) => ({ x: span.bbox.x, right: textRight({ text: span.text, x: span.bbox.x, right: span.bbox.x + span.bbox.width, spans: [span] }) }));
      const after = line.ocr && /^\d[\d-]*$/.test(cell.spans[0]?.text.trim() ?? '') ? cell.spans[1] : undefined;
      return [{ x: cell.x, right }, ...runs, ...(after ? [{ x: after.bbox.x, right }] : [])];
    }),
  );
  const cache = new Map<number, number | null>();
  return (x) => {
    const key = Math.round(x);
    if (!cache.has(key)) {
      const column = cells.filter((cell) => Math.abs(cell.x - x) <= ALIGN);
      cache.set(key, column.length < MIN_SAMPLE ? null : Math.max(...column.map((cell) => cell.right)));
    }
    return cache.get(key)!;
  };
}

/** A line of a listing as printed: its text, where it starts and where it ends. */
export interface PrintedLine {
  text: string;
  x: number;
  right: number;
}

/** Whether `next` (at the same indent) is the rest of `previous`, wrapped at the column's width. */
export function wrapsOnto(previous: PrintedLine, next: PrintedLine, columnRight: ColumnRight): boolean {
  if (Math.abs(next.x - previous.x) > ALIGN || splitPhone(previous.text).phoneRaw !== null) return false;
  if (vacancyMarker(next.text) || vacancyMarker(previous.text)) return false;
  const limit = columnRight(previous.x);
  if (limit === null) return false;
  const charWidth = (previous.right - previous.x) / Math.max(1, previous.text.length);
  const nextCharWidth = next.right > next.x ? (next.right - next.x) / Math.max(1, next.text.length) : charWidth;
  const firstWord = next.text.split(' ')[0] ?? '';
  // The line ends near the column's edge (a shorter name ends well before it) and the next word did not fit.
  const nearEdge = previous.right >= limit - charWidth * NEAR_EDGE_CHARS;
  return nearEdge && previous.right + charWidth * 0.5 + nextCharWidth * firstWord.length > limit + 0.5;
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

  /** `next` printed after `previous` ('' : `previous` was the address's last, or `next` its first). */
  add(previous: string, next: string): void {
    const [p, n] = [nameKey(previous), nameKey(next)];
    if (n) this.setOf(this.before, n).add(p);
    if (p) this.setOf(this.after, p).add(n);
  }

  /**
   * Whether the two lines are names of their own: `next` seen after another line or first at an
   * address, or `previous` before another or last. A short fragment (`INC`) ends many names: it
   * follows other lines and still continues this one.
   */
  apart(previous: string, next: string): boolean {
    const [p, n] = [nameKey(previous), nameKey(next)];
    const fragment = n.split(' ').length === 1 && n.length <= 4;
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
  columnRight: ColumnRight;
  standalone: (previous: string, next: string) => boolean;
}
