import type { GreyImage } from '../../grey-image';
import { type Component, components } from './components';
import { roofFeatures } from './roof';
import { lbpHistogram } from './texture';

const EPSILON = 1e-6;

function percentile(sorted: Float32Array, share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(share * (sorted.length - 1))))]!;
}

interface ToneStats {
  mean: number;
  std: number;
  median: number;
  /** Robust spread: the 90th minus the 10th percentile, at least a few grey levels. */
  spread: number;
  features: number[];
}

function toneStats(values: Float32Array): ToneStats {
  const sorted = Float32Array.from(values).sort();
  let sum = 0;
  for (const value of values) sum += value;
  const mean = sum / values.length;
  let second = 0;
  let third = 0;
  for (const value of values) {
    const d = value - mean;
    second += d * d;
    third += d * d * d;
  }
  const std = Math.sqrt(second / values.length);
  const [p5, p25, median, p75, p95] = [0.05, 0.25, 0.5, 0.75, 0.95].map((share) => percentile(sorted, share)) as [number, number, number, number, number];
  const spread = Math.max(6, percentile(sorted, 0.9) - percentile(sorted, 0.1));
  const skew = third / values.length / (std ** 3 + EPSILON);
  const features = [
    mean / 255,
    std / 64,
    p5 / 255,
    p25 / 255,
    median / 255,
    p75 / 255,
    p95 / 255,
    Math.tanh(skew / 2),
    (p95 - median) / (spread + EPSILON),
    (median - p5) / (spread + EPSILON),
    (p75 - p25) / (spread + EPSILON),
  ];
  return { mean, std, median, spread, features };
}

interface Gradients {
  gx: Float32Array;
  gy: Float32Array;
  magnitude: Float32Array;
}

function sobel(values: Float32Array, width: number, height: number): Gradients {
  const gx = new Float32Array(values.length);
  const gy = new Float32Array(values.length);
  const magnitude = new Float32Array(values.length);
  const at = (x: number, y: number) => values[Math.max(0, Math.min(height - 1, y)) * width + Math.max(0, Math.min(width - 1, x))]!;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const dx = at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const dy = at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      const index = y * width + x;
      gx[index] = dx / 8;
      gy[index] = dy / 8;
      magnitude[index] = Math.hypot(dx, dy) / 8;
    }
  }
  return { gx, gy, magnitude };
}

/** Coherence of a structure tensor: 1 for one orientation, 0 for none. */
const coherence = (xx: number, yy: number, xy: number) => Math.sqrt((xx - yy) ** 2 + 4 * xy * xy) / (xx + yy + EPSILON);

/** Edge energy, edge density and how strongly the edges share one orientation (over the patch and in blocks). */
function edgeFeatures({ gx, gy, magnitude }: Gradients, width: number, tone: ToneStats): number[] {
  let energy = 0;
  let strong = 0;
  let faint = 0;
  let [xx, yy, xy] = [0, 0, 0];
  const block = 16;
  const blocks = new Map<number, [number, number, number]>();
  for (let index = 0; index < magnitude.length; index += 1) {
    const m = magnitude[index]!;
    energy += m;
    if (m > 0.25 * tone.spread) strong += 1;
    if (m > 0.08 * tone.spread) faint += 1;
    const [a, b] = [gx[index]!, gy[index]!];
    xx += a * a;
    yy += b * b;
    xy += a * b;
    const key = Math.floor(index / width / block) * 100 + Math.floor((index % width) / block);
    const sums = blocks.get(key) ?? [0, 0, 0];
    sums[0] += a * a;
    sums[1] += b * b;
    sums[2] += a * b;
    blocks.set(key, sums);
  }
  let weighted = 0;
  let weights = 0;
  for (const [bxx, byy, bxy] of blocks.values()) {
    weighted += coherence(bxx, byy, bxy) * (bxx + byy);
    weights += bxx + byy;
  }
  const count = magnitude.length;
  return [
    Math.log1p(energy / count),
    energy / count / (tone.std + EPSILON),
    strong / count,
    faint / count,
    coherence(xx, yy, xy),
    weighted / (weights + EPSILON),
    // How axis-aligned the dominant orientation is, whichever of the two axes it follows.
    Math.abs(xx - yy) / (xx + yy + EPSILON),
  ];
}

/** Normalised autocorrelation of the mean-removed patch along x (`dx`) or y at lags 1..maxLag. */
function autocorrelation(values: Float32Array, width: number, height: number, mean: number, along: 'x' | 'y', maxLag: number): number[] {
  let variance = 0;
  for (const value of values) variance += (value - mean) ** 2;
  const result: number[] = [];
  for (let lag = 1; lag <= maxLag; lag += 1) {
    let sum = 0;
    let pairs = 0;
    for (let y = 0; y < height - (along === 'y' ? lag : 0); y += 1) {
      for (let x = 0; x < width - (along === 'x' ? lag : 0); x += 1) {
        const other = along === 'x' ? y * width + x + lag : (y + lag) * width + x;
        sum += (values[y * width + x]! - mean) * (values[other]! - mean);
        pairs += 1;
      }
    }
    result.push(sum / pairs / (variance / values.length + EPSILON));
  }
  return result;
}

/** Repetition across the dominant edge orientation: the autocorrelation's strongest peak after its first dip. */
function periodicity(values: Float32Array, width: number, height: number, mean: number, { gx, gy }: Gradients): number[] {
  let [xx, yy] = [0, 0];
  for (let index = 0; index < gx.length; index += 1) {
    xx += gx[index]! ** 2;
    yy += gy[index]! ** 2;
  }
  const across = autocorrelation(values, width, height, mean, xx >= yy ? 'x' : 'y', 16);
  const along = autocorrelation(values, width, height, mean, xx >= yy ? 'y' : 'x', 16);
  const peakAfterDip = (series: number[]) => {
    let dip = 0;
    while (dip + 1 < series.length && series[dip + 1]! < series[dip]!) dip += 1;
    const rest = series.slice(dip + 1);
    return { dip: series[dip]!, peak: rest.length > 0 ? Math.max(...rest) : series[dip]! };
  };
  const acrossPeak = peakAfterDip(across);
  return [across[0]!, along[0]!, acrossPeak.peak - acrossPeak.dip, acrossPeak.peak, along[7]!, across[3]!];
}

function blobStats(found: Component[], count: number): number[] {
  const small = found.filter((c) => c.area >= 3 && c.area <= 90);
  const largest = found.reduce((most, c) => Math.max(most, c.area), 0);
  const elongated = found.filter((c) => c.area >= 3 && Math.max(c.width, c.height) >= 2.5 * Math.min(c.width, c.height));
  const round = found.filter(
    (c) =>
      c.area >= 25 && c.width / c.height > 0.75 && c.width / c.height < 1.33 && c.area / (c.width * c.height) > 0.62 && c.area / (c.width * c.height) < 0.88,
  );
  let total = 0;
  for (const c of found) total += c.area;
  return [
    Math.log1p(small.length),
    largest / count,
    total / count,
    Math.log1p(elongated.length),
    Math.log1p(round.length),
    small.length > 0 ? small.reduce((s, c) => s + c.area / (c.width * c.height), 0) / small.length : 0,
  ];
}

/** Bright and dark blobs relative to the patch's median: houses, stall marks, roofs, tanks, trees and shadows. */
function toneMasks(values: Float32Array, tone: ToneStats) {
  const offset = Math.max(18, 0.3 * tone.spread);
  const bright = Uint8Array.from(values, (value) => (value > tone.median + offset ? 1 : 0));
  const dark = Uint8Array.from(values, (value) => (value < tone.median - offset ? 1 : 0));
  return { bright, dark };
}

function blobFeatures({ bright, dark }: { bright: Uint8Array; dark: Uint8Array }, width: number, height: number): number[] {
  const count = bright.length;
  // Shadows: dark pixels with something bright a few pixels up-left of them (sun from the north-west).
  let shadowed = 0;
  let darkCount = 0;
  for (let y = 3; y < height; y += 1) {
    for (let x = 3; x < width; x += 1) {
      const index = y * width + x;
      if (!dark[index]) continue;
      darkCount += 1;
      if (bright[index - 3 * width - 3] || bright[index - 2 * width - 2]) shadowed += 1;
    }
  }
  return [
    ...blobStats(components(bright, width, height), count),
    ...blobStats(components(dark, width, height), count),
    shadowed / (darkCount + 1),
    shadowed / count,
  ];
}

/** How uniform local variance is (water and bare fields are flat everywhere; built-up land varies block to block). */
function blockFeatures(values: Float32Array, width: number, height: number, tone: ToneStats): number[] {
  const block = 12;
  const stds: number[] = [];
  const means: number[] = [];
  for (let by = 0; by + block <= height; by += block) {
    for (let bx = 0; bx + block <= width; bx += block) {
      let sum = 0;
      let squares = 0;
      for (let y = by; y < by + block; y += 1) {
        for (let x = bx; x < bx + block; x += 1) {
          const value = values[y * width + x]!;
          sum += value;
          squares += value * value;
        }
      }
      const mean = sum / (block * block);
      means.push(mean);
      stds.push(Math.sqrt(Math.max(0, squares / (block * block) - mean * mean)));
    }
  }
  const average = (list: number[]) => list.reduce((s, v) => s + v, 0) / list.length;
  const deviation = (list: number[]) => Math.sqrt(average(list.map((v) => (v - average(list)) ** 2)));
  const meanStd = average(stds);
  return [
    meanStd / (tone.std + EPSILON),
    deviation(stds) / (meanStd + EPSILON),
    stds.filter((s) => s < 3).length / stds.length,
    Math.log1p(meanStd),
    deviation(means) / (tone.std + EPSILON),
  ];
}

/** Share of the variance carried by column means and by row means (fields and rows line up with the parcel grid). */
function profileFeatures(values: Float32Array, width: number, height: number, tone: ToneStats): number[] {
  const columns = new Float64Array(width);
  const rows = new Float64Array(height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      columns[x] = columns[x]! + values[y * width + x]! / height;
      rows[y] = rows[y]! + values[y * width + x]! / width;
    }
  }
  const share = (profile: Float64Array) => {
    let sum = 0;
    for (const value of profile) sum += (value - tone.mean) ** 2;
    return sum / profile.length / (tone.std ** 2 + EPSILON);
  };
  const [a, b] = [share(columns), share(rows)];
  return [Math.max(a, b), Math.min(a, b)];
}

/** The patch smoothed by a separable [1 2 1] / 4 kernel (edges repeated): film grain no longer makes blobs of its own. */
function smooth121(values: Float32Array, width: number, height: number): Float32Array {
  const across = new Float32Array(values.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const row = y * width;
      across[row + x] = (values[row + Math.max(0, x - 1)]! + 2 * values[row + x]! + values[row + Math.min(width - 1, x + 1)]!) / 4;
    }
  }
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      out[y * width + x] = (across[Math.max(0, y - 1) * width + x]! + 2 * across[y * width + x]! + across[Math.min(height - 1, y + 1) * width + x]!) / 4;
    }
  }
  return out;
}

/**
 * Film grain: the median absolute difference of horizontal neighbours over √2·0.6745 is the
 * noise's standard deviation where most of the patch is smooth. Lets the model discount texture
 * that is only grain.
 */
function grainFeatures(values: Float32Array, width: number, tone: ToneStats): number[] {
  const differences = new Float32Array(values.length - Math.ceil(values.length / width));
  let count = 0;
  for (let index = 0; index < values.length; index += 1) {
    if ((index + 1) % width !== 0) differences[count++] = Math.abs(values[index + 1]! - values[index]!);
  }
  const sorted = differences.subarray(0, count).sort();
  const sigma = (sorted[Math.floor(count / 2)] ?? 0) / (Math.SQRT2 * 0.6745);
  return [Math.log1p(sigma), sigma / (tone.spread + EPSILON)];
}

/** Number of values `landUseFeatures` returns. */
export const LAND_USE_FEATURE_COUNT = 67;

/**
 * A fixed-length description of a patch (at PATCH_FT_PER_PX): tone, edges and their orientation,
 * repetition, bright and dark blobs, shadows and the uniformity of local variance. Most values are
 * relative to the patch's own tones so that a brighter or flatter print describes the same ground.
 */
export function landUseFeatures(patch: GreyImage): number[] {
  const { width, height } = patch;
  const values = Float32Array.from(patch.pixels);
  const tone = toneStats(values);
  const gradients = sobel(values, width, height);
  const smoothed = smooth121(values, width, height);
  const masks = toneMasks(smoothed, tone);
  const features = [
    ...tone.features,
    ...edgeFeatures(gradients, width, tone),
    ...periodicity(values, width, height, tone.mean, gradients),
    ...blobFeatures(masks, width, height),
    ...roofFeatures(smoothed, masks.bright, width, height, gradients, tone),
    ...lbpHistogram(values, width, height, Math.max(3, 0.04 * tone.spread)),
    ...blockFeatures(values, width, height, tone),
    ...profileFeatures(values, width, height, tone),
    ...grainFeatures(values, width, tone),
  ];
  return features.map((value) => (Number.isFinite(value) ? value : 0));
}
