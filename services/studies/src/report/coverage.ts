import type { Direction } from '@groundwork/contracts';

/**
 * The Big 4 coverage matrix of a Phase I's historical records review (ASTM E1527-21 8.3,
 * DESIGN.md): aerial photographs, fire insurance maps, city directories and topographic maps, for
 * the subject and each adjoining property, from 1940 or the first developed use, whichever is
 * earlier, to now. A stretch of more than `maxIntervalYears` with no source at all is a data gap
 * the EP must confirm or explain.
 */

export const BIG4_SOURCES = ['aerial', 'fire-map', 'city-directory', 'topography'] as const;
export type Big4Source = (typeof BIG4_SOURCES)[number];

export const BIG4_SOURCE_LABELS: Record<Big4Source, string> = {
  aerial: 'Aerial photographs',
  'fire-map': 'Fire insurance maps',
  'city-directory': 'City directories',
  topography: 'Topographic maps',
};

/** ASTM's standard historical research start. */
export const HISTORY_START_YEAR = 1940;
/** ASTM's "approximately five years" between sources; a longer stretch is a gap. */
export const MAX_INTERVAL_YEARS = 5;

/** One dated source the project holds, and the properties it shows. */
export interface DatedSource {
  kind: Big4Source;
  year: number;
  /** The properties it covers: an aerial photograph or a map sheet shows them all; a directory year only the addresses searched. */
  directions: readonly Direction[];
  /** Where it is (study run, file, page) for the report's citation. */
  reference: string;
}

export interface CoverageProperty {
  direction: Direction;
  address: string;
  /** The first year the property was seen developed (aerial land use, directory listing), when known. */
  firstDevelopedYear?: number | null;
}

export interface CoverageCell {
  /** The period's first year (a decade: 1940, 1950, ...; the first period may start earlier). */
  from: number;
  to: number;
  /** For each source kind, the years in the period it covers. */
  years: Record<Big4Source, number[]>;
}

export interface CoverageGap {
  direction: Direction;
  address: string;
  /** First and last year with no source (inclusive). */
  from: number;
  to: number;
  years: number;
  /** What the EP is asked to confirm or edit. */
  significance: string;
  /** `likely` when the gap is over ten years or before any source at all, else `possible`. */
  level: 'likely' | 'possible';
}

export interface CoverageRow {
  direction: Direction;
  address: string;
  /** The year the research must reach for this property. */
  startYear: number;
  periods: CoverageCell[];
  gaps: CoverageGap[];
}

export interface CoverageMatrix {
  endYear: number;
  sources: readonly Big4Source[];
  rows: CoverageRow[];
}

const emptyYears = (): Record<Big4Source, number[]> => ({ aerial: [], 'fire-map': [], 'city-directory': [], topography: [] });

/** Decade periods from `startYear` to `endYear` (the first and last periods trimmed to them). */
function periodsOf(startYear: number, endYear: number): Array<{ from: number; to: number }> {
  const periods: Array<{ from: number; to: number }> = [];
  for (let from = startYear; from <= endYear; from = Math.floor(from / 10) * 10 + 10) {
    periods.push({ from, to: Math.min(Math.floor(from / 10) * 10 + 9, endYear) });
  }
  return periods;
}

function significanceOf(
  property: CoverageProperty,
  from: number,
  to: number,
  years: number,
  beforeAnySource: boolean,
): Pick<CoverageGap, 'significance' | 'level'> {
  const who = property.direction === 'subject' ? 'the subject property' : `the ${property.direction} adjoining property (${property.address})`;
  const span = from === to ? `${from}` : `${from} to ${to}`;
  const level = years > 10 || beforeAnySource ? 'likely' : 'possible';
  const consequence = beforeAnySource
    ? 'Its uses before the earliest source are unknown, so a former use that could have caused a release would not be identified.'
    : 'A use that began and ended inside this interval would not be identified.';
  return {
    level,
    significance: `No aerial photograph, fire insurance map, city directory or topographic map covers ${who} from ${span} (${years} years). ${consequence} The EP should confirm whether other sources (interviews, building or agency records) fill it, or state it as a data gap and its significance.`,
  };
}

/**
 * The matrix and the data gaps of `properties` from `sources`, through `endYear` (the report's
 * year). Each property's research starts at 1940 or its first developed use, whichever is earlier.
 * A gap is a run of more than `maxIntervalYears` years without a source: before the first
 * source, between two, or after the last one up to `endYear`.
 */
export function coverageMatrix(
  properties: readonly CoverageProperty[],
  sources: readonly DatedSource[],
  endYear: number,
  maxIntervalYears = MAX_INTERVAL_YEARS,
): CoverageMatrix {
  const rows = properties.map((property): CoverageRow => {
    const startYear = Math.min(HISTORY_START_YEAR, property.firstDevelopedYear ?? HISTORY_START_YEAR);
    const own = sources.filter((source) => source.directions.includes(property.direction) && source.year >= startYear && source.year <= endYear);
    const periods = periodsOf(startYear, endYear).map(({ from, to }): CoverageCell => {
      const years = emptyYears();
      for (const source of own) {
        if (source.year >= from && source.year <= to && !years[source.kind].includes(source.year)) years[source.kind].push(source.year);
      }
      for (const kind of BIG4_SOURCES) years[kind].sort((a, b) => a - b);
      return { from, to, years };
    });
    const covered = [...new Set(own.map((source) => source.year))].sort((a, b) => a - b);
    const gaps: CoverageGap[] = [];
    // Year boundaries: the research start (a source is needed at it or within the interval) and the report's year.
    const marks = [startYear - 1, ...covered, endYear + 1];
    for (let index = 1; index < marks.length; index += 1) {
      const from = marks[index - 1]! + 1;
      const to = marks[index]! - 1;
      const years = to - from + 1;
      if (years > maxIntervalYears) {
        gaps.push({ direction: property.direction, address: property.address, from, to, years, ...significanceOf(property, from, to, years, index === 1) });
      }
    }
    return { direction: property.direction, address: property.address, startYear, periods, gaps };
  });
  return { endYear, sources: BIG4_SOURCES, rows };
}
