import type { GreyImage } from './grey-image';
import { reducedInkMask } from './ink-mask';

/** Scans are rarely rotated by more than this; a larger rotation is a different problem (orientation). */
export const MAX_SKEW_DEGREES = 3;
/** Below this a 200 DPI page's rows drop less than 1.5 pixels end to end: not worth resampling. */
export const MIN_SKEW_DEGREES = 0.05;

/** The estimator works on a copy about this wide: plenty for a 0.1 degree resolution, and quick. */
const ESTIMATE_WIDTH = 700;
const COARSE_STEP = 0.25;
const FINE_STEP = 0.05;
/** At most this many ink pixels are projected (evenly sampled): the profile's shape needs no more. */
const MAX_INK_SAMPLES = 60_000;

interface InkPoints {
  xs: Float32Array;
  ys: Float32Array;
  height: number;
}

/** The ink pixels' centres of a reduced copy, evenly sampled down to MAX_INK_SAMPLES. */
function inkPoints(image: GreyImage): InkPoints {
  const { mask, width, height } = reducedInkMask(image, ESTIMATE_WIDTH);
  let inkCount = 0;
  for (const ink of mask) inkCount += ink;
  const stride = Math.max(1, Math.ceil(inkCount / MAX_INK_SAMPLES));
  const xs: number[] = [];
  const ys: number[] = [];
  let seen = 0;
  for (let index = 0; index < mask.length; index += 1) {
    if (!mask[index] || seen++ % stride !== 0) continue;
    xs.push((index % width) + 0.5);
    ys.push(Math.floor(index / width) + 0.5);
  }
  return { xs: Float32Array.from(xs), ys: Float32Array.from(ys), height };
}

/**
 * How sharply the ink falls into rows when the page is turned back by `degrees`: the sum of
 * squares of the row profile. Straight text lines give tall, narrow peaks; a wrong angle smears them.
 */
function profileSharpness({ xs, ys, height }: InkPoints, degrees: number, width: number): number {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const margin = Math.ceil(width * Math.abs(sin)) + 2;
  const rows = new Float64Array(height + 2 * margin);
  for (let index = 0; index < xs.length; index += 1) {
    const row = Math.floor(ys[index]! * cos - xs[index]! * sin) + margin;
    if (row >= 0 && row < rows.length) rows[row]! += 1;
  }
  let sharpness = 0;
  for (const count of rows) sharpness += count * count;
  return sharpness;
}

function bestAngle(points: InkPoints, width: number, from: number, to: number, step: number): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let degrees = from; degrees <= to + step / 2; degrees += step) {
    const score = profileSharpness(points, degrees, width);
    if (score > bestScore) {
      bestScore = score;
      best = degrees;
    }
  }
  return best;
}

/**
 * The angle of the page's text lines in degrees, positive when they run down to the right (a
 * clockwise rotation as displayed), within ±MAX_SKEW_DEGREES: the angle whose row profile of
 * the ink is sharpest, searched coarse to fine on a reduced, binarized copy. 0 for a blank page.
 */
export function estimateSkew(image: GreyImage): number {
  const points = inkPoints(image);
  if (points.xs.length < 50) return 0;
  const width = Math.ceil(points.xs.reduce((widest, x) => Math.max(widest, x), 0));
  const coarse = bestAngle(points, width, -MAX_SKEW_DEGREES, MAX_SKEW_DEGREES, COARSE_STEP);
  const fine = bestAngle(points, width, coarse - COARSE_STEP, coarse + COARSE_STEP, FINE_STEP);
  const clamped = Math.max(-MAX_SKEW_DEGREES, Math.min(MAX_SKEW_DEGREES, fine));
  // `|| 0` turns -0 into 0.
  return Math.round(clamped * 100) / 100 || 0;
}

/**
 * Where a point of the image straightened by `rotateImage(image, degrees)` lies on the original
 * image (both in pixels): the straightening turned the page about its centre.
 */
export function unrotatePoint(x: number, y: number, degrees: number, width: number, height: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const dx = x - width / 2;
  const dy = y - height / 2;
  return { x: width / 2 + dx * cos - dy * sin, y: height / 2 + dx * sin + dy * cos };
}

/**
 * The image turned back by `degrees` about its centre, so that text running at that angle runs
 * level. Each pixel takes its nearest source pixel: bilinear smoothing softened the strokes
 * enough that Tesseract dropped bold numbers and joined rows across a gutter. Corners uncovered
 * by the turn are filled with `background`.
 */
export function rotateImage(image: GreyImage, degrees: number, background = 255): GreyImage {
  const { width, height, pixels } = image;
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const out = new Uint8Array(width * height);
  const centreX = width / 2;
  const centreY = height / 2;
  for (let y = 0; y < height; y += 1) {
    const dy = y + 0.5 - centreY;
    // Source position of this row's first pixel centre, then one step per pixel along the row.
    let sourceX = centreX + (0.5 - centreX) * cos - dy * sin;
    let sourceY = centreY + (0.5 - centreX) * sin + dy * cos;
    let index = y * width;
    for (let x = 0; x < width; x += 1, sourceX += cos, sourceY += sin, index += 1) {
      // Truncation is flooring here: both coordinates are checked positive first.
      out[index] = sourceX < 0 || sourceY < 0 || sourceX >= width || sourceY >= height ? background : pixels[(sourceY | 0) * width + (sourceX | 0)]!;
    }
  }
  return { width, height, pixels: out };
}

export interface StraightenedScan {
  image: GreyImage;
  /** The angle the page was turned back by (0 when it was straight enough to leave as is). */
  skewDegrees: number;
}

/**
 * A scanned page made level for OCR: its skew estimated and, when it is worth it, undone.
 * Tesseract reads level lines better, and rows and columns of the layout line up again.
 */
export function straighten(image: GreyImage): StraightenedScan {
  const skewDegrees = estimateSkew(image);
  if (Math.abs(skewDegrees) < MIN_SKEW_DEGREES) return { image, skewDegrees: 0 };
  return { image: rotateImage(image, skewDegrees), skewDegrees };
}
