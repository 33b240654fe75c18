import { DISTANCE_BANDS, type DatabaseSummaryRow, type DistanceBand, type NarrativeItem } from '@groundwork/contracts';
import { databaseStatuses, isOnSite } from './record-rows';

/** The report's band headings, in miles from the subject. */
export const BAND_TITLES: Readonly<Record<DistanceBand, string>> = {
  tp: 'TP',
  lt_1_8: '< 1/8',
  '1_8_to_1_4': '1/8 - 1/4',
  '1_4_to_1_2': '1/4 - 1/2',
  '1_2_to_1': '1/2 - 1',
  gt_1: '> 1',
};

/** Upper limits (exclusive) of the bands after TP, in miles. */
const BAND_LIMITS: ReadonlyArray<[DistanceBand, number]> = [
  ['lt_1_8', 1 / 8],
  ['1_8_to_1_4', 1 / 4],
  ['1_4_to_1_2', 1 / 2],
  ['1_2_to_1', 1],
];

/** The band of a mapped record; null without a distance. */
export function bandOf(item: NarrativeItem): DistanceBand | null {
  if (isOnSite(item)) return 'tp';
  if (item.distance_mi === null || item.distance_mi === undefined) return null;
  const distance = item.distance_mi;
  return BAND_LIMITS.find(([, limit]) => distance < limit)?.[0] ?? 'gt_1';
}

const emptyCounts = () => Object.fromEntries(DISTANCE_BANDS.map((band) => [band, 0])) as Record<DistanceBand, number>;

/**
 * Counts per database and band computed from the mapped records, for when the report's own summary
 * cannot be read: no search distance, no page.
 */
export function countsFromRecords(items: readonly NarrativeItem[]): Array<Omit<DatabaseSummaryRow, 'page' | 'search_distance_mi'>> {
  const perDatabase = new Map<string, Record<DistanceBand, number>>();
  for (const item of items) {
    const band = item.is_orphan ? null : bandOf(item);
    if (band === null) continue;
    for (const { db } of databaseStatuses(item)) {
      const counts = perDatabase.get(db) ?? emptyCounts();
      counts[band] += 1;
      perDatabase.set(db, counts);
    }
  }
  return [...perDatabase.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([db, counts]) => ({ db, counts, total: DISTANCE_BANDS.reduce((sum, band) => sum + counts[band], 0) }));
}
