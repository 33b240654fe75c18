import type { NarrativeItem, StatusClass } from '@groundwork/contracts';

/**
 * The regulatory database table's rows (spec 02 section 2, issue 16): one per narrative item, each
 * knowing its index in `narrativeData.items` (the analysis page's `{index}`), with the text every
 * column shows, copies and exports.
 */
export interface RecordRow {
  /** Index of the item in `narrativeData.items`. */
  index: number;
  item: NarrativeItem;
  mapId: string;
  site: string;
  distance: string;
  elevation: string;
  databases: string;
  status: string;
  summary: string;
  page: string;
}

export const STATUS_LABELS: Readonly<Record<StatusClass, string>> = {
  open: 'Open',
  closed: 'Closed',
  historical: 'Historical',
  unknown: 'Unknown',
};

export const ON_SITE_LABEL = '(on-site)';

const FEET_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const MILES_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

export const siteName = (item: NarrativeItem): string => item.site_name || item.target;

/** 'NORTHGATE, IL 60640', from the parts the report prints. */
export function cityLine(item: NarrativeItem): string {
  const stateZip = [item.state, item.zip].filter(Boolean).join(' ');
  return [item.city, stateZip].filter(Boolean).join(', ');
}

export const isOnSite = (item: NarrativeItem): boolean => item.is_target === true || item.location === 'on-site';

/** '0.123 mi (650 ft) NNE'; '' when the report gives no distance. */
export function distanceText(item: NarrativeItem): string {
  if (item.distance_mi === null || item.distance_mi === undefined) return '';
  const feet = item.distance_ft === null || item.distance_ft === undefined ? '' : ` (${FEET_FORMAT.format(item.distance_ft)} ft)`;
  return [`${MILES_FORMAT.format(item.distance_mi)} mi${feet}`, item.direction ?? ''].filter(Boolean).join(' ');
}

/** 'Higher (205 ft)'. */
export function elevationText(item: NarrativeItem): string {
  const feet = item.elevation_ft === null || item.elevation_ft === undefined ? '' : `${FEET_FORMAT.format(item.elevation_ft)} ft`;
  if (item.relative_elevation && feet) return `${item.relative_elevation} (${feet})`;
  return item.relative_elevation ?? feet;
}

/** Each database of the record with its status as printed: 'LUST: Open - remediation'. */
export function databaseStatuses(item: NarrativeItem): Array<{ db: string; status: string | null }> {
  const names = item.databases ?? item.document_links.map((group) => group.db_name);
  return names.map((db) => ({ db, status: item.statuses?.[db] ?? null }));
}

const statusClassOf = (item: NarrativeItem): StatusClass => item.status_class ?? 'unknown';

function toRow(item: NarrativeItem, index: number): RecordRow {
  const site = [siteName(item), item.address, cityLine(item)].filter(Boolean).join(', ');
  return {
    index,
    item,
    mapId: item.map_id ?? '',
    site: isOnSite(item) ? `${site} ${ON_SITE_LABEL}` : site,
    distance: distanceText(item),
    elevation: elevationText(item),
    databases: databaseStatuses(item)
      .map(({ db, status }) => (status ? `${db}: ${status}` : db))
      .join('; '),
    status: STATUS_LABELS[statusClassOf(item)],
    summary: item.narrative,
    page: item.page ? String(item.page) : '',
  };
}

/** The mapped records (target property listings first, as the report has them) and the orphans, apart. */
export function buildRecordRows(items: readonly NarrativeItem[]): { mapped: RecordRow[]; orphans: RecordRow[] } {
  const rows = items.map(toRow);
  const mapped = rows.filter((row) => row.item.is_orphan !== true);
  const onSite = mapped.filter((row) => isOnSite(row.item));
  return {
    mapped: [...onSite, ...mapped.filter((row) => !isOnSite(row.item))],
    orphans: rows.filter((row) => row.item.is_orphan === true),
  };
}

export type LocationFilter = 'all' | 'on-site' | 'adjoining';
export type RecordOrder = 'report' | 'distance';

export interface RecordFilter {
  location: LocationFilter;
  withinSearchDistance: boolean;
  /** Only records listed in this database. */
  database: string | null;
  status: StatusClass | 'all';
  order: RecordOrder;
}

export const NO_FILTER: RecordFilter = { location: 'all', withinSearchDistance: false, database: null, status: 'all', order: 'report' };

/** Whether any filter hides records (the order hides none). */
export const isFiltered = (filter: RecordFilter): boolean =>
  filter.location !== 'all' || filter.withinSearchDistance || filter.database !== null || filter.status !== 'all';

function matches(item: NarrativeItem, filter: RecordFilter): boolean {
  if (filter.location === 'on-site' && !isOnSite(item)) return false;
  if (filter.location === 'adjoining' && item.location !== 'adjoining') return false;
  if (filter.withinSearchDistance && item.within_search_distance !== true) return false;
  if (filter.database !== null && !databaseStatuses(item).some(({ db }) => db === filter.database)) return false;
  return filter.status === 'all' || statusClassOf(item) === filter.status;
}

/** Nearest first; on-site records lead and records without a distance come last. */
const byDistance = (a: RecordRow, b: RecordRow) => distanceKey(a) - distanceKey(b);
const distanceKey = (row: RecordRow) => (isOnSite(row.item) ? -1 : (row.item.distance_mi ?? Number.POSITIVE_INFINITY));

export function filterRows(rows: readonly RecordRow[], filter: RecordFilter): RecordRow[] {
  const kept = rows.filter((row) => matches(row.item, filter));
  return filter.order === 'distance' ? kept.sort(byDistance) : kept;
}

/** Every database the records are listed in, in alphabetical order. */
export const databasesOf = (rows: readonly RecordRow[]): string[] =>
  [...new Set(rows.flatMap((row) => databaseStatuses(row.item).map(({ db }) => db)))].sort((a, b) => a.localeCompare(b));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Under 'Processing Complete': '27 mapped sites and 8 orphan records.' */
export const recordsSummary = (mapped: number, orphans: number): string =>
  `${plural(mapped, 'mapped site', 'mapped sites')} and ${plural(orphans, 'orphan record', 'orphan records')}.`;
