import type { GreyImage } from './grey-image';

/** Ink this close to the image's edges (share of its size) is ignored: scanner shadows and page edges. */
const BORDER_SHARE = 0.02;
/** A row or column with more ink than this share is a band (shadow, bar), not text. */
const SOLID_BAND_SHARE = 0.6;

/** Otsu's threshold of a histogram of 256 grey levels: the level that best splits ink from paper. */
export function otsuThreshold(histogram: ArrayLike<number>, total: number): number {
  let sumAll = 0;
  for (let level = 0; level < 256; level += 1) sumAll += level * histogram[level]!;
  let background = 0;
  let sumBackground = 0;
  let best = 0;
  let threshold = 127;
  for (let level = 0; level < 256; level += 1) {
    background += histogram[level]!;
    if (background === 0) continue;
    const foreground = total - background;
    if (foreground === 0) break;
    sumBackground += level * histogram[level]!;
    const meanDark = sumBackground / background;
    const meanLight = (sumAll - sumBackground) / foreground;
    const between = background * foreground * (meanDark - meanLight) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/**
 * 1 for the pixels darker than `threshold`, except in the page's border and in rows or columns
 * mostly dark: a scanner's shadow along an edge lies square to the image whatever the page's
 * angle, and would pull the estimate to 0.
 */
function inkMask(small: Uint8Array, width: number, height: number, threshold: number): Uint8Array {
  const mask = new Uint8Array(small.length);
  const rowInk = new Uint32Array(height);
  const columnInk = new Uint32Array(width);
  for (let index = 0; index < small.length; index += 1) {
    if (small[index]! > threshold) continue;
    mask[index] = 1;
    rowInk[Math.floor(index / width)]! += 1;
    columnInk[index % width]! += 1;
  }
  const marginX = Math.ceil(width * BORDER_SHARE);
  const marginY = Math.ceil(height * BORDER_SHARE);
  for (let y = 0; y < height; y += 1) {
    const bandRow = y < marginY || y >= height - marginY || rowInk[y]! > width * SOLID_BAND_SHARE;
    for (let x = 0; x < width; x += 1) {
      if (bandRow || x < marginX || x >= width - marginX || columnInk[x]! > height * SOLID_BAND_SHARE) mask[y * width + x] = 0;
    }
  }
  return mask;
}

export interface InkMask {
  /** 1 for ink, 0 for paper, row after row. */
  mask: Uint8Array;
  width: number;
  height: number;
  /** Pixels of the image per pixel of the mask, either way. */
  factor: number;
}

/**
 * Where the ink is, on a copy box-averaged down to about `targetWidth` pixels and split by
 * Otsu's threshold, without the border and solid bands (see inkMask).
 */
export function reducedInkMask({ width, height, pixels }: GreyImage, targetWidth: number): InkMask {
  const factor = Math.max(1, Math.round(width / targetWidth));
  const smallWidth = Math.floor(width / factor);
  const smallHeight = Math.floor(height / factor);
  const small = new Uint8Array(smallWidth * smallHeight);
  const histogram = new Uint32Array(256);
  const area = factor * factor;
  for (let y = 0; y < smallHeight; y += 1) {
    for (let x = 0; x < smallWidth; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        const row = (y * factor + dy) * width + x * factor;
        for (let dx = 0; dx < factor; dx += 1) sum += pixels[row + dx]!;
      }
      const value = Math.round(sum / area);
      small[y * smallWidth + x] = value;
      histogram[value]! += 1;
    }
  }
  const threshold = otsuThreshold(histogram, small.length);
  return { mask: inkMask(small, smallWidth, smallHeight, threshold), width: smallWidth, height: smallHeight, factor };
}
