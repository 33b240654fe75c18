import type { Random } from '../city-directory-layouts/random';

/** How a photograph as a whole looks: older prints are darker, flatter, grainier and softer. */
export interface PhotoStyle {
  /** Added to every tone (-255..255). */
  brightness?: number;
  /** Tones are stretched around mid-grey by this factor. */
  contrast?: number;
  /** Standard deviation of the film grain, in grey levels. */
  noise?: number;
  /** Gaussian blur sigma, in pixels. */
  blur?: number;
}

export const randomPhotoStyle = (random: Random): Required<PhotoStyle> => ({
  brightness: random.between(-38, 18),
  contrast: random.between(0.62, 1.18),
  noise: random.between(0.5, 12),
  blur: random.between(0.2, 1.4),
});

function gaussianKernel(sigma: number): Float32Array {
  const radius = Math.max(1, Math.ceil(sigma * 3));
  const kernel = new Float32Array(radius * 2 + 1);
  let total = 0;
  for (let offset = -radius; offset <= radius; offset += 1) {
    const weight = Math.exp(-(offset * offset) / (2 * sigma * sigma));
    kernel[offset + radius] = weight;
    total += weight;
  }
  return kernel.map((weight) => weight / total);
}

/** Separable Gaussian blur with the edges repeated. */
export function blurValues(values: Float32Array, width: number, height: number, sigma: number): Float32Array {
  if (sigma < 0.15) return values;
  const kernel = gaussianKernel(sigma);
  return blurPass(blurPass(values, width, height, kernel, 1, width), width, height, kernel, width, height);
}

/** One 1-D pass: `stride` 1 along rows (`length` = width), `stride` width along columns (`length` = height). */
function blurPass(source: Float32Array, width: number, height: number, kernel: Float32Array, stride: number, length: number): Float32Array {
  const radius = (kernel.length - 1) / 2;
  const target = new Float32Array(source.length);
  const lines = stride === 1 ? height : width;
  const lineStep = stride === 1 ? width : 1;
  for (let line = 0; line < lines; line += 1) {
    const base = line * lineStep;
    for (let position = 0; position < length; position += 1) {
      let sum = 0;
      for (let k = -radius; k <= radius; k += 1) {
        const at = Math.max(0, Math.min(length - 1, position + k));
        sum += source[base + at * stride]! * kernel[k + radius]!;
      }
      target[base + position * stride] = sum;
    }
  }
  return target;
}

/** A standard normal draw (Box-Muller). */
export const gaussian = (random: Random) => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());

/** Tone curve, blur and grain applied in place of `values`. */
export function applyPhotoStyle(values: Float32Array, width: number, height: number, style: Required<PhotoStyle>, random: Random): Float32Array {
  for (let index = 0; index < values.length; index += 1) values[index] = (values[index]! - 128) * style.contrast + 128 + style.brightness;
  const blurred = blurValues(values, width, height, style.blur);
  if (style.noise > 0) for (let index = 0; index < blurred.length; index += 1) blurred[index] = blurred[index]! + style.noise * gaussian(random);
  return blurred;
}
