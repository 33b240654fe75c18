import { LAND_USES, type LandUse } from '@groundwork/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LabelledPatch, labelledPatches } from '../../testing/aerial-scene';
import { classifyLandUse, type LandUseReading } from './model';

/** Scenes the training script never renders (it draws its scenes from seeds 1001, 2002 and 3003). */
const FRESH_SEED = 777_001;

describe('classifyLandUse on freshly generated scenes', () => {
  let patches: LabelledPatch[] = [];
  let readings: LandUseReading[] = [];

  // Rendering and reading 70 scenes is a few seconds of CPU; beside another package's tests on two
  // cores it passed the default 10 s hook limit in CI.
  beforeAll(() => {
    patches = [...labelledPatches({ seed: FRESH_SEED, scenes: 70 })];
    readings = patches.map(({ patch }) => classifyLandUse(patch));
  }, 60_000);

  it('labels at least 85% of the windows right and each land use at least 70%', () => {
    const right = (label: LandUse) =>
      patches.filter((p, i) => p.label === label && readings[i]!.label === label).length / patches.filter((p) => p.label === label).length;
    const accuracy = patches.filter((p, i) => readings[i]!.label === p.label).length / patches.length;
    expect(accuracy).toBeGreaterThanOrEqual(0.85);
    for (const label of LAND_USES) expect(right(label), label).toBeGreaterThanOrEqual(0.7);
  });

  it('gives a probability per label and the label with the highest as its reading', () => {
    for (const reading of readings.slice(0, 20)) {
      const scores = Object.values(reading.scores);
      expect(scores.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 6);
      expect(reading.confidence).toBe(Math.max(...scores));
      expect(reading.scores[reading.label]).toBe(reading.confidence);
      expect(reading.confidence).toBeGreaterThan(0);
      expect(reading.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('is more confident when it is right than when it is wrong', () => {
    const confidence = (right: boolean) => {
      const picked = readings.filter((reading, i) => (reading.label === patches[i]!.label) === right);
      return picked.reduce((sum, reading) => sum + reading.confidence, 0) / Math.max(1, picked.length);
    };
    expect(confidence(true)).toBeGreaterThan(confidence(false));
  });
});
