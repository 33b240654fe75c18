import type { GreyImage } from '../../grey-image';

/** Ground resolution every patch is resampled to before its features are taken. */
export const PATCH_FT_PER_PX = 2.5;
/** Side of the square ground window sampled around a property's point (inside a ~350 ft parcel). */
export const SAMPLE_WINDOW_FT = 240;

interface Tap {
  index: number;
  weight: number;
}

const clampIndex = (index: number, length: number) => Math.max(0, Math.min(length - 1, index));

/** Source pixels (clamped to the image) and weights for an output pixel covering [from, from + step) source pixels. */
function tapsFor(from: number, step: number, length: number): Tap[] {
  if (step <= 1) {
    // Enlarging: bilinear between the two source pixel centres around the output pixel's centre.
    const position = from + step / 2 - 0.5;
    const left = Math.floor(position);
    const t = position - left;
    return [
      { index: clampIndex(left, length), weight: 1 - t },
      { index: clampIndex(left + 1, length), weight: t },
    ];
  }
  const taps: Tap[] = [];
  for (let pixel = Math.floor(from); pixel < from + step; pixel += 1) {
    const cover = Math.min(pixel + 1, from + step) - Math.max(pixel, from);
    if (cover > 0) taps.push({ index: clampIndex(pixel, length), weight: cover / step });
  }
  return taps;
}

/**
 * The square window of `windowFt` ground feet around `centre` (image pixels, continuous: pixel i
 * covers [i, i + 1)) of an image at `ftPerPx`, resampled to PATCH_FT_PER_PX: area-averaged when
 * shrinking, bilinear when enlarging. What lies outside the image repeats its edge pixels.
 */
export function samplePatch(image: GreyImage, centre: { x: number; y: number }, ftPerPx: number, windowFt = SAMPLE_WINDOW_FT): GreyImage {
  const size = Math.max(1, Math.round(windowFt / PATCH_FT_PER_PX));
  const step = PATCH_FT_PER_PX / ftPerPx;
  const halfSpan = (size * step) / 2;
  const columns = Array.from({ length: size }, (_, k) => tapsFor(centre.x - halfSpan + k * step, step, image.width));
  const rows = Array.from({ length: size }, (_, k) => tapsFor(centre.y - halfSpan + k * step, step, image.height));
  const resampledRows = new Map<number, Float32Array>();
  const rowOf = (sourceRow: number) => {
    let row = resampledRows.get(sourceRow);
    if (!row) {
      row = new Float32Array(size);
      const offset = sourceRow * image.width;
      columns.forEach((taps, x) => {
        let sum = 0;
        for (const tap of taps) sum += image.pixels[offset + tap.index]! * tap.weight;
        row![x] = sum;
      });
      resampledRows.set(sourceRow, row);
    }
    return row;
  };
  const pixels = new Uint8Array(size * size);
  rows.forEach((taps, y) => {
    const sums = new Float32Array(size);
    for (const tap of taps) {
      const row = rowOf(tap.index);
      for (let x = 0; x < size; x += 1) sums[x] = sums[x]! + row[x]! * tap.weight;
    }
    for (let x = 0; x < size; x += 1) pixels[y * size + x] = Math.max(0, Math.min(255, Math.round(sums[x]!)));
  });
  return { width: size, height: size, pixels };
}
