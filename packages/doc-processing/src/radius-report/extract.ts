import type { DatabaseRecord, DatabaseStudyResult } from '@groundwork/contracts';
import type { IntakeResult } from '../types';

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

/** Reads a radius report's summary, sites and orphans from its intake. */
export function extractRadiusReport(intake: IntakeResult, _options: ExtractRadiusReportOptions = {}): RadiusReportExtraction {
  return {
    result: {
      report: { vendor: null, report_id: null, report_date: null, subject_name: null, subject_address: null, page_count: intake.pageCount },
      database_summary: [],
      items: [],
      narratives: [],
      editedAt: null,
    },
    unrecognised: { code: 'NO_RECORDS', message: 'No radius report records were recognised in this PDF.' },
    warnings: [],
  };
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
