import { describe, expect, it } from 'vitest';
import { coverageMatrix, type CoverageProperty, type DatedSource } from './coverage';

const ALL = ['subject', 'north', 'south', 'east', 'west'] as const;
const properties: CoverageProperty[] = [
  { direction: 'subject', address: '2240 FRONT ST' },
  { direction: 'north', address: '2250 FRONT ST' },
];
const aerial = (year: number): DatedSource => ({ kind: 'aerial', year, directions: ALL, reference: `aerial photograph ${year}` });
const directory = (year: number, directions: DatedSource['directions']): DatedSource => ({
  kind: 'city-directory',
  year,
  directions,
  reference: `directory ${year}`,
});

describe('coverageMatrix (the Big 4 x property x period)', () => {
  it('puts each source in its property and decade', () => {
    const sources = [
      aerial(1952),
      aerial(1958),
      directory(1955, ['subject']),
      { kind: 'topography', year: 1953, directions: ALL, reference: 'USGS 1953' } as DatedSource,
    ];
    const matrix = coverageMatrix(properties, sources, 2026);
    const [subject, north] = matrix.rows;
    expect(subject!.periods.map((period) => period.from)).toEqual([1940, 1950, 1960, 1970, 1980, 1990, 2000, 2010, 2020]);
    expect(subject!.periods.at(-1)).toMatchObject({ from: 2020, to: 2026 });
    expect(subject!.periods[1]!.years).toEqual({ aerial: [1952, 1958], 'fire-map': [], 'city-directory': [1955], topography: [1953] });
    // The directory year covers only the address it was searched for.
    expect(north!.periods[1]!.years['city-directory']).toEqual([]);
  });

  it('lists a decade without any source as a data gap, with its significance for the EP', () => {
    const sources = [
      aerial(1940),
      aerial(1946),
      aerial(1962),
      aerial(1968),
      aerial(1974),
      aerial(1980),
      aerial(1985),
      aerial(1990),
      aerial(1995),
      aerial(2000),
      aerial(2005),
      aerial(2010),
      aerial(2015),
      aerial(2021),
    ];
    const { rows } = coverageMatrix(properties, sources, 2026);
    expect(rows[0]!.gaps).toEqual([expect.objectContaining({ direction: 'subject', from: 1947, to: 1961, years: 15, level: 'likely' })]);
    expect(rows[0]!.gaps[0]!.significance).toContain('the subject property from 1947 to 1961 (15 years)');
    expect(rows[1]!.gaps[0]!.significance).toContain('the north adjoining property (2250 FRONT ST)');
  });

  it('counts the years before the first source and after the last one', () => {
    const { rows } = coverageMatrix(
      [properties[0]!],
      [
        aerial(1952),
        aerial(1957),
        aerial(1962),
        aerial(1967),
        aerial(1972),
        aerial(1977),
        aerial(1982),
        aerial(1987),
        aerial(1992),
        aerial(1997),
        aerial(2002),
        aerial(2007),
        aerial(2012),
      ],
      2026,
    );
    expect(rows[0]!.gaps.map(({ from, to, level }) => [from, to, level])).toEqual([
      [1940, 1951, 'likely'],
      [2013, 2026, 'likely'],
    ]);
    expect(rows[0]!.gaps[0]!.significance).toContain('before the earliest source');
  });

  it('allows about five years between sources', () => {
    const years = [1940, 1945, 1951, 1957, 1963, 1969, 1975, 1981, 1987, 1993, 1999, 2005, 2011, 2017, 2021];
    expect(coverageMatrix([properties[0]!], years.map(aerial), 2026).rows[0]!.gaps).toEqual([]);
    // Six source-less years in a row is one too many.
    expect(coverageMatrix([properties[0]!], [...years.filter((year) => year !== 1945), 1947].map(aerial), 2026).rows[0]!.gaps).toEqual([
      expect.objectContaining({ from: 1941, to: 1946, years: 6, level: 'possible' }),
    ]);
  });

  it('starts at the first developed use when it is earlier than 1940', () => {
    const { rows } = coverageMatrix(
      [{ ...properties[0]!, firstDevelopedYear: 1921 }],
      [{ kind: 'fire-map', year: 1921, directions: ['subject'], reference: 'Sanborn 1921' }, aerial(1940)],
      1945,
    );
    expect(rows[0]!.startYear).toBe(1921);
    expect(rows[0]!.periods.map((period) => [period.from, period.to])).toEqual([
      [1921, 1929],
      [1930, 1939],
      [1940, 1945],
    ]);
    expect(rows[0]!.gaps.map(({ from, to }) => [from, to])).toEqual([[1922, 1939]]);
  });

  it('keeps 1940 when the first developed use is later, and ignores sources outside the window', () => {
    const { rows } = coverageMatrix([{ ...properties[0]!, firstDevelopedYear: 1975 }], [aerial(1930), aerial(2030)], 2026);
    expect(rows[0]!.startYear).toBe(1940);
    expect(rows[0]!.periods.every((period) => period.years.aerial.length === 0)).toBe(true);
    expect(rows[0]!.gaps).toEqual([expect.objectContaining({ from: 1940, to: 2026, years: 87, level: 'likely' })]);
  });
});
