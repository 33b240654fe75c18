import { describe, expect, it } from 'vitest';
import { extractPages } from '../extract-pages';
import { readAerialTruth, readFixture } from '../testing/fixtures';
import { extractAerialPackage } from './extract';

const FIXTURES = ['aerial_package_01_a.pdf', 'aerial_package_02_d.pdf'];

describe.each(FIXTURES)('%s, read offline', (name) => {
  it('reads every year with its page, date, scale and source; places the subject on its outline; labels >= 0.85 of the cells right', async () => {
    const [pdf, truth] = await Promise.all([readFixture(name), readAerialTruth(name)]);
    const intake = await extractPages(pdf, { concurrency: 1 });
    const properties = truth.properties.map(({ address, direction }) => ({ address, direction }));
    const { result, unrecognised, warnings, images } = await extractAerialPackage(intake, { properties, latestYear: 2026 }, { pdf });

    expect(unrecognised).toBeNull();
    expect(warnings).toEqual([]);
    expect(result.years).toEqual(truth.years.map((year) => year.year));
    expect(result.photos.map(({ year, page, date }) => ({ year, page, date }))).toEqual(truth.years.map(({ year, page, date }) => ({ year, page, date })));
    expect(result.photos.map((photo) => photo.source)).toEqual(truth.years.map((year) => year.source));
    expect(result.scale?.feet_per_inch).toBe(truth.scale.feet_per_inch);
    expect(result.photos.every((photo) => photo.subject.outlined)).toBe(true);
    expect(images.map((image) => image.index)).toEqual(result.photos.map((photo) => photo.index));

    expect(result.predictions).toHaveLength(truth.years.length * truth.properties.length);
    let right = 0;
    for (const row of result.predictions) {
      const expected = truth.years.find((year) => year.year === row.year)!.land_use[row.direction];
      if (row.label === expected) right += 1;
      expect(row.confidence).toBeGreaterThan(0);
      expect(row.confidence).toBeLessThanOrEqual(1);
    }
    const accuracy = right / result.predictions.length;
    console.log(`${name}: ${right}/${result.predictions.length} cells right (${accuracy.toFixed(3)})`);
    expect(accuracy).toBeGreaterThanOrEqual(0.85);
  }, 60_000);
});
