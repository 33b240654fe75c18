import type { DatabaseRecord, DatabaseStudyResult, DatabaseSummaryRow } from '@groundwork/contracts';
import type { IntakeResult } from '../types';
import { DatabaseNames } from './databases';
import { bodyLines, type DocLine } from './lines';
import { mergeOccurrences, type MergedRecord } from './merge';
import { recordNarrative } from './narrative';
import { readRecords } from './records';
import { gradientOf, isBeyondSearchDistance, locationOf, orphanMatchOf, recordStatusClass } from './screen';
import { readDatabaseSummary, readProseSummary } from './summary-table';
import { DATE } from './vocabulary';

/** A project property the records are matched to (orphans, adjoining sites). */
export interface RadiusReportProperty {
  address: string;
  direction: 'subject' | 'north' | 'south' | 'east' | 'west';
}

export interface ExtractRadiusReportOptions {
  properties?: readonly RadiusReportProperty[];
}

export interface RadiusReportExtraction {
  result: DatabaseStudyResult;
  /** Set when nothing of a radius report was recognised: the job fails with this reason. */
  unrecognised: { code: string; message: string } | null;
  /** What the consultant should know (pages that looked like record pages but gave nothing). */
  warnings: string[];
}

/** Reads a radius report's summary, sites and orphans from its intake (see the modules of this folder). */
export function extractRadiusReport(intake: IntakeResult, options: ExtractRadiusReportOptions = {}): RadiusReportExtraction {
  const properties = options.properties ?? [];
  const lines = bodyLines(intake);
  const tableRows = readDatabaseSummary(lines);
  const summaryRows = tableRows.length > 0 ? tableRows : readProseSummary(lines);
  const summary = new Map(summaryRows.map((row) => [row.db.toUpperCase(), row]));
  const databases = new DatabaseNames(summaryRows.map((row) => row.db));
  const { occurrences, linkLists } = readRecords(lines, databases);
  const merged = mergeOccurrences(occurrences).filter((record) => record.databases.length > 0 || record.mapId !== null || record.recordId !== null);
  for (const { mapId, db, url } of linkLists) {
    const record = merged.find((candidate) => candidate.mapId !== null && sameMapId(candidate.mapId, mapId));
    if (!record || !db) continue;
    const facts = record.facts.get(db) ?? { status: null, facilityId: null, substances: [], dates: [], links: [] };
    if (!record.databases.includes(db)) record.databases.push(db);
    if (!facts.links.includes(url)) facts.links.push(url);
    record.facts.set(db, facts);
  }
  fillReportState(merged, lines);
  const ordered = [...merged].sort((a, b) => rank(a) - rank(b) || a.order - b.order);
  const sites = ordered.filter((record) => !record.isOrphan);
  const items = ordered.map((record) => toItem(record, { summary, sites, properties }));
  const result: DatabaseStudyResult = {
    report: reportInfo(intake, lines, items),
    database_summary: summaryRows,
    items,
    narratives: items.flatMap((item) =>
      item.databases.map((db) => ({ site_name: item.site_name, address: item.address, database_name: db, distance: item.distance_mi })),
    ),
    editedAt: null,
  };
  const listed = summaryRows.reduce((sum, row) => sum + (row.total ?? 0), 0);
  if (items.length === 0) {
    if (summaryRows.length > 0 && listed === 0) return { result, unrecognised: null, warnings: ['The report lists no sites in any database.'] };
    return {
      result,
      unrecognised:
        summaryRows.length > 0
          ? {
              code: 'RECORDS_UNREAD',
              message: `The report's summary lists ${listed} sites, but no site record could be read from its pages. Check that this is the full report.`,
            }
          : {
              code: 'NO_RECORDS',
              message:
                'No regulatory database records were recognised in this PDF. Upload the vendor radius report (the database search report with its map findings).',
            },
      warnings: [],
    };
  }
  return { result, unrecognised: null, warnings: countWarnings(summaryRows, items) };
}

/**
 * A report whose records are all in one state (or, with none printed, whose subject is): that state
 * for the records printed without one (orphans and lists with a city only).
 */
function fillReportState(records: MergedRecord[], lines: readonly DocLine[]): void {
  const states = new Set(records.map((record) => record.state).filter((state): state is string => state !== null));
  const subjectState = lines
    .filter((line) => line.page <= 2)
    .map((line) => /,\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/.exec(line.text)?.[1])
    .find(Boolean);
  if (states.size > 1 || (states.size === 0 && !subjectState)) return;
  const state = states.size === 1 ? [...states][0]! : subjectState!;
  for (const record of records) if (record.state === null && record.city !== null) record.state = state;
}

const sameMapId = (a: string, b: string) => a.replace(/^0+/, '') === b.replace(/^0+/, '');
const rank = (record: MergedRecord) => (record.isTarget ? 0 : record.isOrphan ? 2 : 1);

interface ItemContext {
  summary: ReadonlyMap<string, DatabaseSummaryRow>;
  sites: readonly MergedRecord[];
  properties: readonly RadiusReportProperty[];
}

function toItem(record: MergedRecord, { summary, sites, properties }: ItemContext): DatabaseRecord {
  const statuses: Record<string, string> = {};
  const facilityIds: Record<string, string> = {};
  const substances: string[] = [];
  const dates: DatabaseRecord['dates'] = [];
  const links: DatabaseRecord['document_links'] = [];
  for (const db of record.databases) {
    const facts = record.facts.get(db);
    if (!facts) continue;
    if (facts.status) statuses[db] = facts.status;
    if (facts.facilityId) facilityIds[db] = facts.facilityId;
    for (const substance of facts.substances) if (!substances.includes(substance)) substances.push(substance);
    dates.push(...facts.dates.map((date) => ({ db, ...date })));
    if (facts.links.length > 0) links.push({ db_name: db, links: facts.links });
  }
  const beyond = isBeyondSearchDistance(record, summary);
  const facts = {
    address: record.address,
    document_links: links,
    map_id: record.mapId,
    record_id: record.recordId,
    site_name: record.name,
    city: record.city,
    state: record.state,
    zip: record.zip,
    distance_mi: record.distanceMi,
    distance_ft: record.distanceFt,
    direction: record.direction,
    relative_elevation: record.relativeElevation,
    elevation_ft: record.elevationFt,
    databases: record.databases,
    statuses,
    facility_ids: facilityIds,
    substances,
    dates,
    is_target: record.isTarget,
    is_orphan: record.isOrphan,
    within_search_distance: !record.isOrphan && !beyond,
    beyond_search_distance: beyond,
    location: locationOf(record, properties),
    status_class: recordStatusClass(record),
    gradient: gradientOf(record),
    page: record.page,
    pages: record.pages,
    orphan_match: record.isOrphan ? orphanMatchOf(record, sites, properties) : null,
  };
  return {
    ...facts,
    id: record.recordId ?? (record.mapId ? `map-${record.mapId}` : `${record.name}|${record.address}`),
    target: record.name,
    narrative: recordNarrative(facts, summary),
  };
}

const REPORT_ID =
  /\b(?:inquiry (?:number|no\.?)|report (?:no\.?|number|id)|order (?:no\.?|number|#)|job (?:no\.?|number)|project (?:no\.?|number))\s*:?\s*([A-Z0-9][A-Z0-9.-]{3,})/i;

function reportInfo(intake: IntakeResult, lines: readonly DocLine[], items: readonly DatabaseRecord[]): DatabaseStudyResult['report'] {
  const front = lines.filter((line) => line.page <= 2);
  const reportId = front.map((line) => REPORT_ID.exec(line.text)?.[1]).find(Boolean) ?? null;
  const dateLine = front.map((line) => DATE.exec(line.text)?.[1]).find(Boolean) ?? null;
  const target = items.find((item) => item.is_target);
  return {
    vendor: null,
    report_id: reportId,
    report_date: dateLine,
    subject_name: target?.site_name ?? null,
    subject_address: target?.address ?? null,
    page_count: intake.pageCount,
  };
}

/** Where the report's own counts and the records read disagree: the consultant checks those databases. */
function countWarnings(summaryRows: readonly DatabaseSummaryRow[], items: readonly DatabaseRecord[]): string[] {
  const warnings: string[] = [];
  for (const row of summaryRows) {
    if (row.total === null) continue;
    const read = items.filter((item) => !item.is_orphan && item.databases.some((db) => db.toUpperCase() === row.db.toUpperCase())).length;
    if (read < row.total)
      warnings.push(
        `The report's summary counts ${row.total} ${row.db} site${row.total === 1 ? '' : 's'}; ${read} ${read === 1 ? 'was' : 'were'} read. Check the ${row.db} records in the report.`,
      );
  }
  return warnings;
}

/** One record as `pnpm groundwork extract radius-report` prints it (the fixtures' truth shape). */
export interface RadiusReportCliRecord {
  map_id: string | null;
  record_id: string | null;
  site_name: string;
  address: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  distance_mi: number | null;
  direction: string | null;
  relative_elevation: string | null;
  elevation_ft: number | null;
  databases: string[];
  statuses: Record<string, string>;
  facility_ids: Record<string, string>;
  is_target: boolean;
  is_orphan: boolean;
  within_search_distance: boolean;
  beyond_search_distance: boolean;
  document_links: { db: string; links: string[] }[];
  page: number | null;
  detail_page: number | null;
  narrative: string;
}

export interface RadiusReportCliShape {
  database_summary: { db: string; search_distance_mi: number | null; counts: Record<string, number | null>; total: number | null }[];
  sites: RadiusReportCliRecord[];
  orphans: RadiusReportCliRecord[];
}

const cliRecord = (item: DatabaseRecord): RadiusReportCliRecord => ({
  map_id: item.map_id,
  record_id: item.record_id,
  site_name: item.site_name,
  address: item.address,
  city: item.city,
  state: item.state,
  zip: item.zip,
  distance_mi: item.distance_mi,
  direction: item.direction,
  relative_elevation: item.relative_elevation,
  elevation_ft: item.elevation_ft,
  databases: item.databases,
  statuses: item.statuses,
  facility_ids: item.facility_ids,
  is_target: item.is_target,
  is_orphan: item.is_orphan,
  within_search_distance: item.within_search_distance,
  beyond_search_distance: item.beyond_search_distance,
  document_links: item.document_links.map(({ db_name, links }) => ({ db: db_name, links })),
  page: item.page,
  detail_page: item.page,
  narrative: item.narrative,
});

/** The result as the CLI prints it: the summary, the mapped sites and the orphans (truth-file shape). */
export function radiusReportCliShape(result: DatabaseStudyResult): RadiusReportCliShape {
  return {
    database_summary: result.database_summary.map(({ db, search_distance_mi, counts, total }) => ({ db, search_distance_mi, counts, total })),
    sites: result.items.filter((item) => !item.is_orphan).map(cliRecord),
    orphans: result.items.filter((item) => item.is_orphan).map(cliRecord),
  };
}
