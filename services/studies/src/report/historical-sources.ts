import { directionSchema, type AerialStudyResult, type CityDirectoryResult, type Direction } from '@groundwork/contracts';
import type { HistoricalMap } from '../use-cases/list-historical-maps';
import type { DatedSource } from './coverage';

const DIRECTIONS: readonly Direction[] = directionSchema.options;

/**
 * The project's studies as dated historical sources of the coverage matrix, each with the
 * reference the report cites (file, page, source), and the first developed use of each property
 * that the studies show.
 */

/** Every photograph of an aerial package shows the subject and its neighbours. */
export function aerialSources(result: Pick<AerialStudyResult, 'photos'>, filename: string): DatedSource[] {
  return result.photos.map((photo) => ({
    kind: 'aerial',
    year: photo.year,
    directions: DIRECTIONS,
    reference: `${filename}, page ${photo.page}${photo.source ? ` (${photo.source})` : ''}: aerial photograph ${photo.year}`,
  }));
}

/**
 * Every year a city directory report covers: the vendor searched each of the project's addresses
 * that year, so a year without a listing (or with VACANT) still covers it.
 */
export function cityDirectorySources(result: Pick<CityDirectoryResult, 'years' | 'sources'>, filename: string): DatedSource[] {
  return result.years.map((year) => {
    const publisher = result.sources[String(year)];
    return { kind: 'city-directory', year, directions: DIRECTIONS, reference: `${filename}: ${year} directory${publisher ? ` (${publisher})` : ''}` };
  });
}

/** A dated topographic or fire insurance map covers the area it shows; an undated one cannot place a year. */
export function mapSources(maps: readonly HistoricalMap[]): DatedSource[] {
  return maps.flatMap((map) =>
    map.year === null || map.status === 'FAILED'
      ? []
      : [{ kind: map.kind, year: map.year, directions: DIRECTIONS, reference: `${map.filename}${map.source ? ` (${map.source})` : ''}: ${map.year}` }],
  );
}

/** Aerial land uses that are not a developed use. */
const UNDEVELOPED = new Set(['undeveloped', 'water']);

/**
 * The first year each property was seen in use: the earliest photograph whose land use there is
 * developed (agriculture counts), or the earliest directory year listing an occupant there.
 */
export function firstDevelopedYears(
  aerial: Pick<AerialStudyResult, 'predictions'> | null,
  cityDirectory: Pick<CityDirectoryResult, 'parsedEntries'> | null,
): Partial<Record<Direction, number>> {
  const first: Partial<Record<Direction, number>> = {};
  const seen = (direction: Direction, year: number) => {
    first[direction] = Math.min(first[direction] ?? year, year);
  };
  for (const prediction of aerial?.predictions ?? []) if (!UNDEVELOPED.has(prediction.label)) seen(prediction.direction, prediction.year);
  for (const entry of cityDirectory?.parsedEntries ?? []) {
    const direction = entry.direction ?? (entry.is_subject ? 'subject' : null);
    if (direction && entry.year !== null) seen(direction, entry.year);
  }
  return first;
}
