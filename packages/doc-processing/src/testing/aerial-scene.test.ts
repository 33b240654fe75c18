import { LAND_USES } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { labelledPatches, renderAerialScene } from './aerial-scene';

const mean = (pixels: Uint8Array) => pixels.reduce((sum, value) => sum + value, 0) / pixels.length;

describe('renderAerialScene', () => {
  it('draws the same photo from the same seed and another from another seed', () => {
    const options = { seed: 5, ftPerPx: 3, sizePx: 200, labels: { subject: 'industrial' as const } };
    const first = renderAerialScene(options);
    expect(first.image.width).toBe(200);
    expect(first.image.pixels.length).toBe(200 * 200);
    expect(first.centre).toEqual({ x: 100, y: 100 });
    expect(renderAerialScene(options).image.pixels).toEqual(first.image.pixels);
    expect(renderAerialScene({ ...options, seed: 6 }).image.pixels).not.toEqual(first.image.pixels);
  });

  it('puts the asked-for land use at the subject and each neighbour', () => {
    const style = { brightness: 0, contrast: 1, noise: 0, blur: 0 };
    const { image, centre } = renderAerialScene({
      seed: 9,
      ftPerPx: 2.5,
      sizePx: 500,
      labels: { subject: 'water', east: 'commercial' },
      outline: false,
      style,
    });
    const at = (x: number, y: number) => image.pixels[Math.round(y) * image.width + Math.round(x)]!;
    // Water is dark all over its parcel; a commercial lot is concrete and roof.
    expect(at(centre.x, centre.y)).toBeLessThan(100);
    expect(at(centre.x + 30, centre.y - 30)).toBeLessThan(100);
    expect(mean(Uint8Array.from({ length: 40 }, (_, k) => at(centre.x + 120 + k, centre.y)))).toBeGreaterThan(140);
  });

  it('keeps ground sizes when the scale changes', () => {
    const style = { brightness: 0, contrast: 1, noise: 0, blur: 0 };
    const labels = {
      subject: 'water' as const,
      north: 'commercial' as const,
      south: 'commercial' as const,
      east: 'commercial' as const,
      west: 'commercial' as const,
    };
    const width = (ftPerPx: number) => {
      const { image, centre } = renderAerialScene({ seed: 2, ftPerPx, sizePx: Math.round(900 / ftPerPx), labels, outline: false, style });
      let x = Math.round(centre.x);
      while (image.pixels[Math.round(centre.y) * image.width + x + 1]! < 100) x += 1;
      return (x + 1 - centre.x) * ftPerPx;
    };
    // Half the water parcel, in feet, is the same at both scales (within a pixel or two).
    expect(Math.abs(width(1.5) - width(4))).toBeLessThan(10);
    expect(width(2)).toBeGreaterThan(150);
    expect(width(2)).toBeLessThan(200);
  });

  it('draws an outline around the subject only when asked', () => {
    const style = { brightness: 0, contrast: 1, noise: 0, blur: 0 };
    const base = { seed: 3, ftPerPx: 2, sizePx: 300, labels: { subject: 'water' as const }, style };
    const withOutline = renderAerialScene({ ...base, outline: true }).image;
    const without = renderAerialScene({ ...base, outline: false }).image;
    const whites = (image: typeof withOutline) => image.pixels.filter((value) => value > 228).length;
    // A 350 ft square at 2 ft per pixel, at least a pixel wide where the line is not split between pixels: hundreds of white pixels more.
    expect(whites(withOutline) - whites(without)).toBeGreaterThan(250);
  });
});

describe('labelledPatches', () => {
  it('cuts balanced, labelled 96-pixel windows', () => {
    const patches = [...labelledPatches({ seed: 1, scenes: 7 })];
    expect(patches).toHaveLength(35);
    for (const { patch, ftPerPx } of patches) {
      expect([patch.width, patch.height]).toEqual([96, 96]);
      expect(ftPerPx).toBeGreaterThanOrEqual(1.2);
      expect(ftPerPx).toBeLessThanOrEqual(5);
    }
    const counts = LAND_USES.map((label) => patches.filter((p) => p.label === label).length);
    expect(counts).toEqual(new Array(7).fill(5));
  });
});
