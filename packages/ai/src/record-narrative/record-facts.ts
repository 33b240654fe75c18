import type { RadiusReportExtraction } from '@groundwork/doc-processing';

// The contract's record (`DatabaseRecord` of @groundwork/contracts), reached through
// doc-processing's types: this package depends on doc-processing, not on contracts.
export type DatabaseRecord = RadiusReportExtraction['result']['items'][number];
type DatabaseSummaryRow = RadiusReportExtraction['result']['database_summary'][number];

const pagesOf = (record: DatabaseRecord) => [...new Set([...(record.page === null ? [] : [record.page]), ...record.pages])].sort((a, b) => a - b);

const entries = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([db, value]) => `${db}: ${value}`)
    .join('; ');

/** The search distance the report's summary gives each of the record's databases: `LUST: 0.5 mi; UST: 0.25 mi`. */
function searchDistances(record: DatabaseRecord, summary: readonly DatabaseSummaryRow[]): string {
  const distances = record.databases.flatMap((db) => {
    const row = summary.find((candidate) => candidate.db === db);
    return row?.search_distance_mi == null ? [] : [`${db}: ${row.search_distance_mi} mi`];
  });
  return distances.join('; ');
}

const orphanMatchText = ({ orphan_match: match }: DatabaseRecord) => (match === null ? null : `${match.label} (same ${match.by})`);

/**
 * A record's facts as lines of `label: value`, every value as the report printed it, nothing
 * derived but the gradient the extraction computed from the elevations; with the report's
 * `summary`, each database's search distance too. The record's part of the facts check, and
 * (bound to the result's summary by `recordFacts`) the `facts` to give writeRecordNarratives.
 */
export function recordFactsText(record: DatabaseRecord, summary: readonly DatabaseSummaryRow[] = []): string {
  const place = [record.address, record.city, record.state, record.zip].filter(Boolean).join(', ');
  const lines: Array<[string, string | number | null]> = [
    ['Site name', record.site_name],
    ['Address', place],
    ['Map id', record.map_id],
    ['Record id', record.record_id],
    ['Location', record.is_target ? 'the subject property itself' : record.is_orphan ? 'unmapped (orphan record)' : record.location],
    ['Distance', record.distance_mi === null ? null : `${record.distance_mi} mi${record.distance_ft === null ? '' : ` (${record.distance_ft} ft)`}`],
    ['Direction from the subject', record.direction],
    ['Relative elevation', record.relative_elevation],
    ['Elevation', record.elevation_ft === null ? null : `${record.elevation_ft} ft`],
    ['Topographic gradient', record.gradient === null ? null : `${record.gradient}-gradient`],
    ['Within the search distance', record.within_search_distance ? 'yes' : 'no'],
    ['Search distance per database', searchDistances(record, summary)],
    ['Possibly the same site as', orphanMatchText(record)],
    ['Databases', record.databases.join(', ')],
    ['Status per database', entries(record.statuses)],
    ['Facility ids', entries(record.facility_ids)],
    ['Overall status', record.status_class],
    ['Substances', record.substances.join(', ')],
    ['Dates', record.dates.map(({ db, label, date }) => `${db} ${label}: ${date}`).join('; ')],
    ['Pages', pagesOf(record).join(', ')],
  ];
  return lines
    .filter(([, value]) => value !== null && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** The `facts` of a study's records: each one's facts with its databases' search distances from the result's summary. */
export const recordFacts =
  (result: Pick<RadiusReportExtraction['result'], 'database_summary'>) =>
  (record: DatabaseRecord): string =>
    recordFactsText(record, result.database_summary);
