import type { GreyImage } from '../../grey-image';
import type { Random } from '../city-directory-layouts/random';
import { blurValues, gaussian } from './style';

/** One of the eight rotations and mirrorings of a square patch (0 is the patch itself). */
export function dihedral(patch: GreyImage, variant: number): GreyImage {
  const { width: size, pixels } = patch;
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let [sx, sy] = variant & 4 ? [y, x] : [x, y];
      if (variant & 1) sx = size - 1 - sx;
      if (variant & 2) sy = size - 1 - sy;
      out[y * size + x] = pixels[sy * size + sx]!;
    }
  }
  return { width: size, height: size, pixels: out };
}

/** The patch as a coarser photo would give it: box-shrunk by `factor` and enlarged back bilinearly. */
export function coarsen(patch: GreyImage, factor: number): GreyImage {
  if (factor <= 1.05) return patch;
  const { width: size, pixels } = patch;
  const small = Math.max(2, Math.round(size / factor));
  const step = size / small;
  const reduced = new Float32Array(small * small);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const index = Math.min(small - 1, Math.floor(y / step)) * small + Math.min(small - 1, Math.floor(x / step));
      reduced[index] = reduced[index]! + pixels[y * size + x]!;
    }
  }
  const cell = step * step;
  const at = (x: number, y: number) => reduced[Math.max(0, Math.min(small - 1, y)) * small + Math.max(0, Math.min(small - 1, x))]! / cell;
  const out = new Uint8Array(size * size);
  for (let y = 0; y < size; y += 1) {
    const sy = (y + 0.5) / step - 0.5;
    const y0 = Math.floor(sy);
    for (let x = 0; x < size; x += 1) {
      const sx = (x + 0.5) / step - 0.5;
      const x0 = Math.floor(sx);
      const [tx, ty] = [sx - x0, sy - y0];
      const top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx;
      const bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx;
      out[y * size + x] = Math.round(top * (1 - ty) + bottom * ty);
    }
  }
  return { width: size, height: size, pixels: out };
}

/** A different print of the same ground: tone curve, blur and grain drawn from `random`. */
export function restyle(patch: GreyImage, random: Random): GreyImage {
  const contrast = random.between(0.6, 1.3);
  const brightness = random.between(-40, 25);
  const values = Float32Array.from(patch.pixels, (value) => (value - 128) * contrast + 128 + brightness);
  const blurred = blurValues(values, patch.width, patch.height, random.chance(0.5) ? random.between(0.2, 1) : 0);
  const noise = random.between(0, 9);
  const pixels = Uint8Array.from(blurred, (value) => Math.max(0, Math.min(255, Math.round(value + noise * gaussian(random)))));
  return { width: patch.width, height: patch.height, pixels };
}
