import type { GreyImage } from '../grey-image';

/** A drawn rectangle on a photograph, in its pixels. */
export interface OutlineBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Segment {
  /** The row (horizontal) or column (vertical) the line runs along. */
  at: number;
  from: number;
  to: number;
}

/** A thin line is at most this many pixels wide: its two sides are this far from its middle. */
const SIDE = 4;
/** How much a line pixel stands out from both of its sides (grey levels): a white outline over a pale roof stands out little. */
const MIN_CONTRAST = 22;
/** A line may be interrupted (where it crosses something as bright as itself) for this many pixels... */
const MAX_GAP = 10;
/** ...as long as this share of its length stands out. */
const MIN_ON_SHARE = 0.6;

/** How much pixel (x, y) stands out as part of a thin line across the `vertical` direction (bright or dark line). */
function ridge(image: GreyImage, x: number, y: number, vertical: boolean): number {
  const { width, pixels } = image;
  const centre = pixels[y * width + x]!;
  const before = vertical ? pixels[y * width + x - SIDE]! : pixels[(y - SIDE) * width + x]!;
  const after = vertical ? pixels[y * width + x + SIDE]! : pixels[(y + SIDE) * width + x]!;
  return Math.max(centre - Math.max(before, after), Math.min(before, after) - centre);
}

/** Runs of thin-line pixels at least `minLength` long, per row (or column), rows of one line merged. */
function lineSegments(image: GreyImage, vertical: boolean, minLength: number): Segment[] {
  const along = vertical ? image.height : image.width;
  const across = vertical ? image.width : image.height;
  const found: Segment[] = [];
  for (let at = SIDE; at < across - SIDE; at += 1) {
    let start = -1;
    let last = -1;
    let on = 0;
    const close = () => {
      if (start >= 0 && last - start + 1 >= minLength && on / (last - start + 1) >= MIN_ON_SHARE) found.push({ at, from: start, to: last });
      start = -1;
      on = 0;
    };
    for (let position = 0; position < along; position += 1) {
      if (ridge(image, vertical ? at : position, vertical ? position : at, vertical) < MIN_CONTRAST) continue;
      if (start >= 0 && position - last > MAX_GAP) close();
      if (start < 0) start = position;
      last = position;
      on += 1;
    }
    close();
  }
  // A line two or three pixels thick is one segment.
  const merged: Segment[] = [];
  for (const segment of found) {
    const twin = merged.find(
      (other) => Math.abs(other.at - segment.at) <= 3 && Math.abs(other.from - segment.from) <= 4 && Math.abs(other.to - segment.to) <= 4,
    );
    if (!twin) merged.push({ ...segment });
  }
  return merged;
}

const covers = (segments: Segment[], at: number, from: number, to: number) =>
  segments.some((segment) => Math.abs(segment.at - at) <= 4 && segment.from <= from + 6 && segment.to >= to - 6);

/**
 * The subject's outline drawn on a photograph: a thin rectangle (bright or dark lines) whose
 * sides are each one line, between 4 % and 60 % of the photo's width, the one nearest the centre.
 * Null when none is drawn.
 */
export function findSubjectOutline(image: GreyImage): OutlineBox | null {
  const minSide = Math.max(16, Math.round(image.width * 0.04));
  const maxSide = image.width * 0.6;
  const horizontal = lineSegments(image, false, minSide);
  const vertical = lineSegments(image, true, minSide);
  const cx = image.width / 2;
  const cy = image.height / 2;
  let best: { box: OutlineBox; distance: number } | null = null;
  for (const top of horizontal) {
    for (const bottom of horizontal) {
      const height = bottom.at - top.at;
      if (height < minSide || height > maxSide) continue;
      if (Math.abs(top.from - bottom.from) > 6 || Math.abs(top.to - bottom.to) > 6) continue;
      const left = Math.round((top.from + bottom.from) / 2);
      const right = Math.round((top.to + bottom.to) / 2);
      const width = right - left;
      if (width < minSide || width > maxSide || height > width * 3 || width > height * 3) continue;
      if (!covers(vertical, left, top.at, bottom.at) || !covers(vertical, right, top.at, bottom.at)) continue;
      const box = { x: left, y: top.at, width, height };
      const distance = Math.hypot(left + width / 2 - cx, top.at + height / 2 - cy);
      if (distance < image.width * 0.3 && (!best || distance < best.distance)) best = { box, distance };
    }
  }
  return best?.box ?? null;
}
