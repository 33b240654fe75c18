import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../../grey-image';
import { PATCH_FT_PER_PX, SAMPLE_WINDOW_FT, samplePatch } from './patch';

/** Each pixel's value is its column (a horizontal ramp). */
function ramp(width: number, height: number): GreyImage {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) pixels[y * width + x] = x;
  return { width, height, pixels };
}

const row = (patch: GreyImage, y: number) => Array.from(patch.pixels.subarray(y * patch.width, (y + 1) * patch.width));

describe('samplePatch', () => {
  it('cuts a 240 ft window to 96 pixels at 2.5 ft per pixel', () => {
    const patch = samplePatch(ramp(200, 200), { x: 100, y: 100 }, PATCH_FT_PER_PX);
    expect(SAMPLE_WINDOW_FT / PATCH_FT_PER_PX).toBe(96);
    expect([patch.width, patch.height]).toEqual([96, 96]);
    expect(row(patch, 10)).toEqual(Array.from({ length: 96 }, (_, k) => 52 + k));
  });

  it('averages pixel pairs when the photo is twice as fine', () => {
    const patch = samplePatch(ramp(250, 250), { x: 120, y: 120 }, 1.25);
    // Output pixel k covers source columns 24 + 2k and 25 + 2k.
    expect(row(patch, 0).slice(0, 4)).toEqual([25, 27, 29, 31]);
    expect(patch.width).toBe(96);
  });

  it('interpolates when the photo is coarser than the patch', () => {
    const patch = samplePatch(ramp(120, 120), { x: 60, y: 60 }, 5);
    // Two output pixels per source pixel: centres fall a quarter pixel either side of each source centre.
    expect(row(patch, 48).slice(48, 52)).toEqual([60, 60, 61, 61]);
    expect(patch.pixels[48 * 96 + 47]! - patch.pixels[48 * 96 + 46]!).toBeLessThanOrEqual(1);
  });

  it('repeats the edge for the part of the window outside the image', () => {
    const patch = samplePatch(ramp(100, 100), { x: 5, y: 5 }, PATCH_FT_PER_PX);
    expect(row(patch, 0).slice(0, 44)).toEqual(new Array(44).fill(0));
    expect(row(patch, 0)[50]).toBe(7);
    expect(row(patch, 95)).toEqual(row(patch, 0));
  });

  it('sizes the patch by the window asked for', () => {
    const patch = samplePatch(ramp(100, 100), { x: 50, y: 50 }, 2, 100);
    expect([patch.width, patch.height]).toEqual([40, 40]);
  });
});
