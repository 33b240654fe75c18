import { components, largestComponent } from './components';
import { close } from './morphology';

const EPSILON = 1e-6;

/** Bounding box of a mask's pixels, or null when it is empty. */
function boundingBox(mask: Uint8Array, width: number) {
  let [x0, y0, x1, y1] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, -1, -1];
  for (let index = 0; index < mask.length; index += 1) {
    if (!mask[index]) continue;
    const x = index % width;
    const y = (index - x) / width;
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  }
  return x1 < 0 ? null : { x0, y0, x1, y1 };
}

/** Detrended profile's energy (relative to `spread`) and its strongest autocorrelation at lags 2..10: how ribbed it is. */
function ribbing(profile: number[], spread: number): [number, number] {
  if (profile.length < 12) return [0, 0];
  const detrended = profile.map((value, index) => {
    const window = profile.slice(Math.max(0, index - 3), index + 4);
    return value - window.reduce((sum, v) => sum + v, 0) / window.length;
  });
  const variance = detrended.reduce((sum, v) => sum + v * v, 0) / detrended.length;
  let peak = 0;
  for (let lag = 2; lag <= 10; lag += 1) {
    let sum = 0;
    for (let index = 0; index + lag < detrended.length; index += 1) sum += detrended[index]! * detrended[index + lag]!;
    peak = Math.max(peak, sum / (detrended.length - lag) / (variance + EPSILON));
  }
  return [Math.sqrt(variance) / (spread + EPSILON), peak];
}

/** Ribbing of the roof's inner box along columns and along rows, the stronger of the two first. */
function roofRibs(values: Float32Array, roof: Uint8Array, width: number, spread: number): number[] {
  const box = boundingBox(roof, width);
  if (!box || box.x1 - box.x0 < 16 || box.y1 - box.y0 < 16) return [0, 0];
  const [x0, x1, y0, y1] = [box.x0 + 2, box.x1 - 2, box.y0 + 2, box.y1 - 2];
  const columns: number[] = [];
  for (let x = x0; x <= x1; x += 1) {
    let sum = 0;
    for (let y = y0; y <= y1; y += 1) sum += values[y * width + x]!;
    columns.push(sum / (y1 - y0 + 1));
  }
  const rows: number[] = [];
  for (let y = y0; y <= y1; y += 1) {
    let sum = 0;
    for (let x = x0; x <= x1; x += 1) sum += values[y * width + x]!;
    rows.push(sum / (x1 - x0 + 1));
  }
  const [a, b] = [ribbing(columns, spread), ribbing(rows, spread)];
  return a[0] * a[1] >= b[0] * b[1] ? a : b;
}

/**
 * The largest bright region after closing (a roof with its grooves and specks filled in), and
 * what lies inside it: ribbed industrial roofs carry regular dark grooves, commercial roofs a
 * few dark specks. Also the tone of the ground around it (concrete, grass, gravel).
 */
export function roofFeatures(
  values: Float32Array,
  bright: Uint8Array,
  width: number,
  height: number,
  gradients: { gx: Float32Array; gy: Float32Array },
  tone: { median: number; spread: number },
): number[] {
  const roof = largestComponent(close(bright, width, height, 2), width, height);
  let area = 0;
  let holes = 0;
  let [xx, yy, xy] = [0, 0, 0];
  const holeMask = new Uint8Array(roof.length);
  const ground: number[] = [];
  for (let index = 0; index < roof.length; index += 1) {
    if (!roof[index]) {
      ground.push(values[index]!);
      continue;
    }
    area += 1;
    if (!bright[index]) {
      holes += 1;
      holeMask[index] = 1;
    }
    const [a, b] = [gradients.gx[index]!, gradients.gy[index]!];
    xx += a * a;
    yy += b * b;
    xy += a * b;
  }
  const count = roof.length;
  const specks = components(holeMask, width, height).filter((c) => c.area <= 30);
  const elongated = components(holeMask, width, height).filter((c) => Math.max(c.width, c.height) >= 4 * Math.min(c.width, c.height));
  ground.sort((a, b) => a - b);
  const groundMedian = ground.length > 0 ? ground[Math.floor(ground.length / 2)]! : tone.median;
  const energy = area > 0 ? Math.sqrt((xx + yy) / area) / (tone.spread + EPSILON) : 0;
  return [
    area / count,
    area > 0 ? holes / area : 0,
    area > 0 ? Math.sqrt((xx - yy) ** 2 + 4 * xy * xy) / (xx + yy + EPSILON) : 0,
    energy,
    Math.log1p(specks.length),
    Math.log1p(elongated.length),
    groundMedian / 255,
    (groundMedian - tone.median) / (tone.spread + EPSILON),
    ...roofRibs(values, roof, width, tone.spread),
  ];
}
