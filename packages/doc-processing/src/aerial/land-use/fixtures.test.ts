import type { LandUse } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { AERIAL_FIXTURES, type AerialPosition, propertyPoints, readFixturePhotos } from '../../testing/aerial-fixtures';
import { classifyLandUse } from './model';
import { samplePatch } from './patch';

const POSITIONS: AerialPosition[] = ['subject', 'north', 'south', 'east', 'west'];

describe.each(AERIAL_FIXTURES)('classifyLandUse on %s', (name) => {
  it('labels at least 85% of the windows (every year, every position) and each position at least 7 years in 9', async () => {
    const photos = await readFixturePhotos(name);
    const results: Array<{ position: AerialPosition; year: number; truth: LandUse; read: LandUse }> = [];
    for (const photo of photos) {
      const points = propertyPoints(photo);
      for (const position of POSITIONS) {
        const { label } = classifyLandUse(samplePatch(photo.image, points[position], photo.ftPerPx));
        results.push({ position, year: photo.year, truth: photo.landUse[position], read: label });
      }
    }
    expect(photos).toHaveLength(9);
    const wrong = results.filter((r) => r.truth !== r.read);
    expect(wrong.length / results.length, JSON.stringify(wrong)).toBeLessThanOrEqual(0.15);
    for (const position of POSITIONS) {
      const misses = wrong.filter((r) => r.position === position).length;
      expect(misses, `${position}: ${JSON.stringify(wrong)}`).toBeLessThanOrEqual(2);
    }
  });
});
