import { describe, expect, it } from 'vitest';
import { coverageMatrix } from './coverage';
import { aerialSources, cityDirectorySources, firstDevelopedYears, mapSources } from './historical-sources';

const photo = (year: number, page: number, source: string | null) => ({ year, page, source }) as never;
const prediction = (year: number, direction: string, label: string) => ({ year, direction, label }) as never;
const entry = (year: number | null, direction: string | null, is_subject = false) => ({ year, direction, is_subject }) as never;

describe('the studies as historical sources', () => {
  it('cites each aerial photograph by file, page and source, for every property', () => {
    const [first] = aerialSources({ photos: [photo(1952, 2, 'Fairchild Aerial Surveys'), photo(1965, 4, null)] }, 'aerial.pdf');
    expect(first).toEqual({
      kind: 'aerial',
      year: 1952,
      directions: ['subject', 'north', 'south', 'east', 'west'],
      reference: 'aerial.pdf, page 2 (Fairchild Aerial Surveys): aerial photograph 1952',
    });
  });

  it('counts every directory year of the report, with its publisher', () => {
    const sources = cityDirectorySources({ years: [2017, 1987], sources: { '1987': 'Polk' } }, 'cd.pdf');
    expect(sources.map((source) => [source.year, source.reference])).toEqual([
      [2017, 'cd.pdf: 2017 directory'],
      [1987, 'cd.pdf: 1987 directory (Polk)'],
    ]);
  });

  it('leaves out undated and failed maps', () => {
    const maps = [
      { id: '1', kind: 'topography', year: 1953, source: 'USGS', filename: 'topo.pdf', status: 'READY' },
      { id: '2', kind: 'fire-map', year: null, source: 'Sanborn', filename: 'sheet.tif', status: 'READY' },
      { id: '3', kind: 'fire-map', year: 1921, source: '', filename: 'broken.tif', status: 'FAILED' },
    ] as const;
    expect(mapSources(maps).map((source) => [source.kind, source.year, source.reference])).toEqual([['topography', 1953, 'topo.pdf (USGS): 1953']]);
  });

  it('reads the first developed use from the photographs and the listings', () => {
    const first = firstDevelopedYears(
      { predictions: [prediction(1952, 'subject', 'undeveloped'), prediction(1958, 'subject', 'industrial'), prediction(1952, 'south', 'agricultural')] },
      { parsedEntries: [entry(1955, 'subject'), entry(1949, null, true), entry(null, 'north'), entry(1961, 'north')] },
    );
    expect(first).toEqual({ subject: 1949, south: 1952, north: 1961 });
  });

  it('gives the matrix a gap where no study covers a decade', () => {
    const sources = [
      ...aerialSources(
        { photos: [1940, 1946, 1962, 1968, 1974, 1980, 1986, 1992, 1997, 2002, 2007, 2012, 2017, 2022].map((year) => photo(year, 1, null)) },
        'aerial.pdf',
      ),
      ...mapSources([{ id: '1', kind: 'topography', year: 1953, source: 'USGS', filename: 'topo.pdf', status: 'READY' }]),
    ];
    const [subject] = coverageMatrix([{ direction: 'subject', address: '1 MAIN ST' }], sources, 2026).rows;
    // The 1953 quadrangle splits 1947-1961 into two intervals of six and eight years.
    expect(subject!.gaps.map(({ from, to }) => [from, to])).toEqual([
      [1947, 1952],
      [1954, 1961],
    ]);
  });
});
