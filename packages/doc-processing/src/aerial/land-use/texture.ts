/** Uniform local binary patterns: 0..8 for patterns with at most two 0/1 transitions (by their count of ones), 9 for the rest. */
const UNIFORM_BINS = 10;
const RING: Array<[number, number]> = [
  [2, 0],
  [1, 1],
  [0, 2],
  [-1, 1],
  [-2, 0],
  [-1, -1],
  [0, -2],
  [1, -1],
];

/**
 * Histogram of uniform local binary patterns on a ring of radius ~2 pixels: micro-texture that
 * does not change with brightness or contrast. A neighbour counts as brighter only by more than
 * `tolerance` grey levels, so film grain does not decide the pattern.
 */
export function lbpHistogram(values: Float32Array, width: number, height: number, tolerance: number): number[] {
  const histogram = new Array<number>(UNIFORM_BINS).fill(0);
  let total = 0;
  for (let y = 2; y < height - 2; y += 1) {
    for (let x = 2; x < width - 2; x += 1) {
      const centre = values[y * width + x]! + tolerance;
      let ones = 0;
      let transitions = 0;
      let previous = values[(y + RING[7]![1]) * width + x + RING[7]![0]]! > centre;
      for (const [dx, dy] of RING) {
        const on = values[(y + dy) * width + x + dx]! > centre;
        if (on) ones += 1;
        if (on !== previous) transitions += 1;
        previous = on;
      }
      histogram[transitions <= 2 ? ones : UNIFORM_BINS - 1]! += 1;
      total += 1;
    }
  }
  return histogram.map((count) => count / total);
}
