import { describe, expect, it } from 'vitest';
import { renderAerialScene } from '../../testing/aerial-scene';
import { LAND_USE_FEATURE_COUNT, landUseFeatures } from './features';
import { samplePatch } from './patch';

const scene = renderAerialScene({ seed: 31, ftPerPx: 2, sizePx: 300, labels: { subject: 'residential' } });
const patch = samplePatch(scene.image, scene.centre, 2);

describe('landUseFeatures', () => {
  it('returns the same fixed-length, finite vector for the same patch', () => {
    const first = landUseFeatures(patch);
    expect(first).toHaveLength(LAND_USE_FEATURE_COUNT);
    expect(first.every(Number.isFinite)).toBe(true);
    expect(landUseFeatures({ ...patch, pixels: patch.pixels.slice() })).toEqual(first);
  });

  it('stays finite on a flat patch and on a tiny one', () => {
    const flat = { width: 96, height: 96, pixels: new Uint8Array(96 * 96).fill(90) };
    const tiny = { width: 8, height: 8, pixels: Uint8Array.from({ length: 64 }, (_, i) => (i * 37) % 256) };
    for (const image of [flat, tiny]) {
      const features = landUseFeatures(image);
      expect(features).toHaveLength(LAND_USE_FEATURE_COUNT);
      expect(features.every(Number.isFinite)).toBe(true);
    }
  });

  it('tells a flat patch from a textured one', () => {
    const flat = landUseFeatures({ width: 96, height: 96, pixels: new Uint8Array(96 * 96).fill(90) });
    expect(flat).not.toEqual(landUseFeatures(patch));
  });
});
