import type { BBox, IntakePage, PageLine } from '../types';
import { readCaptionSource, readKeyedSource, readScale, readYear, type ScaleReading, type YearReading } from './labels';

/** How far from its photograph a label may be printed (points): an inch and a half. */
const MAX_LABEL_GAP = 108;
/** Lines about the report rather than the photo (a printed or ordered date is not the photo's year). */
const REPORT_LINE = /\b(?:report|prepared|printed|inquiry|order(?:ed)?|invoice|copyright|©|page\s+\d+\s+of)\b/i;

export type LabelSide = 'below' | 'above';

/** A photograph's place on its page (points, top-left origin). */
export interface PlacedPhoto {
  pageNumber: number;
  bbox: BBox;
}

export interface PhotoLabel {
  year: YearReading | null;
  scale: ScaleReading | null;
  source: string | null;
  /** The lines read for this photograph (nearest first). */
  lines: PageLine[];
}

const bottomOf = (box: BBox) => box.y + box.height;
const overlapsAcross = (line: BBox, photo: BBox) =>
  Math.min(line.x + line.width, photo.x + photo.width) - Math.max(line.x, photo.x) > Math.min(line.width, photo.width) * 0.3;
const inside = (line: BBox, photo: BBox) =>
  line.x >= photo.x - 2 && line.x + line.width <= photo.x + photo.width + 2 && line.y >= photo.y - 2 && bottomOf(line) <= bottomOf(photo) + 2;

/**
 * The part of a line printed across a photograph's width: two photographs side by side have their
 * captions on one baseline, which the intake joins into one line. Null when none of it is.
 */
export function clipToColumn(line: PageLine, photo: BBox): PageLine | null {
  if (!overlapsAcross(line.bbox, photo)) return null;
  return partOf(
    line,
    line.spans.filter((span) => overlapsAcross(span.bbox, photo)),
  );
}

/** A line cut to some of its spans (null when none is left). */
function partOf(line: PageLine, spans: PageLine['spans']): PageLine | null {
  if (spans.length === 0) return null;
  if (spans.length === line.spans.length) return line;
  const x = Math.min(...spans.map((span) => span.bbox.x));
  const right = Math.max(...spans.map((span) => span.bbox.x + span.bbox.width));
  return { ...line, spans, text: spans.map((span) => span.text).join(' '), bbox: { ...line.bbox, x, width: right - x } };
}

/**
 * The lines printed on one side of a photograph, nearest first: under it (above it) up to the next
 * photograph of the page on that side or MAX_LABEL_GAP away, across the photograph's width.
 */
export function sideLines(page: IntakePage, photo: BBox, others: BBox[], side: LabelSide): PageLine[] {
  const limit =
    side === 'below'
      ? Math.min(bottomOf(photo) + MAX_LABEL_GAP, ...others.filter((other) => other.y >= bottomOf(photo) - 2).map((other) => other.y + 2))
      : Math.max(photo.y - MAX_LABEL_GAP, ...others.filter((other) => bottomOf(other) <= photo.y + 2).map((other) => bottomOf(other) - 2));
  const gap = (line: PageLine) => (side === 'below' ? line.bbox.y - bottomOf(photo) : photo.y - bottomOf(line.bbox));
  return page.lines
    .flatMap((line) => clipToColumn(line, photo) ?? [])
    .filter((line) => !inside(line.bbox, photo))
    .filter((line) =>
      side === 'below' ? line.bbox.y >= bottomOf(photo) - 3 && bottomOf(line.bbox) <= limit : bottomOf(line.bbox) <= photo.y + 3 && line.bbox.y >= limit,
    )
    .sort((a, b) => gap(a) - gap(b));
}

/** How far beside its photograph a side panel may be printed (points): two inches. */
const MAX_PANEL_GAP = 144;

/**
 * The lines of a side panel beside a photograph (a landscape layout's caption column): level with
 * the photograph, up to MAX_PANEL_GAP to its right or left and not nearer another photograph; top to bottom.
 */
export function panelLines(page: IntakePage, photo: BBox, others: BBox[]): PageLine[] {
  const level = (line: BBox) => line.y >= photo.y - 3 && bottomOf(line) <= bottomOf(photo) + 3;
  const gapTo = (line: BBox, box: BBox) => Math.max(box.x - (line.x + line.width), line.x - (box.x + box.width));
  return page.lines
    .filter((line) => level(line.bbox))
    .flatMap((line) => [besideOf(line, photo, 'right'), besideOf(line, photo, 'left')].filter((part): part is PageLine => part !== null))
    .filter((line) => {
      const gap = gapTo(line.bbox, photo);
      return gap >= -3 && gap <= MAX_PANEL_GAP && others.every((other) => gapTo(line.bbox, other) > gap || !level(line.bbox));
    })
    .sort((a, b) => a.bbox.y - b.bbox.y || a.bbox.x - b.bbox.x);
}

/** The part of a line printed beside a photograph on one side (OCR may join a panel's words to marks it read on the print). */
function besideOf(line: PageLine, photo: BBox, side: 'right' | 'left'): PageLine | null {
  return partOf(
    line,
    line.spans.filter((span) => (side === 'right' ? span.bbox.x >= photo.x + photo.width - 3 : span.bbox.x + span.bbox.width <= photo.x + 3)),
  );
}

/** Text printed over the photograph itself (a year stamped on the print, the scale bar's words). */
const overlayLines = (page: IntakePage, photo: BBox) => page.lines.filter((line) => inside(line.bbox, photo));

/** The first year a list of lines states (and its line), report lines skipped. */
const firstYearLine = (lines: PageLine[], latest: number): { year: YearReading; line: PageLine } | null => {
  for (const line of lines) {
    if (REPORT_LINE.test(line.text)) continue;
    const year = readYear(line.text, latest);
    if (year) return { year, line };
  }
  return null;
};
const firstYear = (lines: PageLine[], latest: number) => firstYearLine(lines, latest)?.year ?? null;

/**
 * The side the package prints its labels on: the one on which more photographs find a year (its
 * nearest year line); below when they tie, as captions usually are.
 */
export function labelSide(pages: Map<number, IntakePage>, photos: PlacedPhoto[], latest: number): LabelSide {
  const count = (side: LabelSide) =>
    photos.filter((photo) => {
      const page = pages.get(photo.pageNumber);
      const others = photos.filter((other) => other !== photo && other.pageNumber === photo.pageNumber).map((other) => other.bbox);
      return page ? firstYear(sideLines(page, photo.bbox, others, side), latest) !== null : false;
    }).length;
  return count('above') > count('below') ? 'above' : 'below';
}

/**
 * A photograph's label: its year from the package's label side (then the other side, then a side
 * panel level with it, then text printed over it), its scale and source from those lines, then from the whole page (a page
 * header), as printed.
 */
export function photoLabel(page: IntakePage, photo: BBox, others: BBox[], side: LabelSide, latest: number): PhotoLabel {
  const preferred = sideLines(page, photo, others, side);
  const other = sideLines(page, photo, others, side === 'below' ? 'above' : 'below');
  const panel = panelLines(page, photo, others);
  const overlay = overlayLines(page, photo);
  const found = firstYearLine(preferred, latest) ?? firstYearLine(other, latest) ?? firstYearLine(panel, latest) ?? firstYearLine(overlay, latest);
  const near = [...preferred, ...other, ...panel, ...overlay];
  const scale =
    firstOf(near, readScale) ??
    firstOf(
      page.lines.filter((line) => !others.some((box) => inside(line.bbox, box))),
      readScale,
    );
  const source = firstOf(near, readKeyedSource) ?? (found ? readCaptionSource(found.line.text) : null);
  return { year: found ? { ...found.year, text: found.line.text.trim() } : null, scale, source, lines: near };
}

const firstOf = <T>(lines: PageLine[], read: (text: string) => T | null): T | null => {
  for (const line of lines) {
    const value = read(line.text);
    if (value) return value;
  }
  return null;
};
