import { z } from 'zod';

/**
 * The regulatory database study (spec 02 sections 2, 3 and 7; issue 16): what the worker reads
 * from a vendor's radius report. `items` are the spec's narrative items (address, target,
 * narrative, document_links) carrying every fact of the record they narrate: the mapped sites
 * (the target property's own listings first), then the orphan (unmapped) records. An item's
 * index in `items` is the `{index}` of `/projects/{id}/regulatory-analysis/{index}`.
 */

/** Distance bands of a radius report's summary, in miles from the subject: TP, < 1/8, 1/8-1/4, 1/4-1/2, 1/2-1, > 1. */
export const DISTANCE_BANDS = ['tp', 'lt_1_8', '1_8_to_1_4', '1_4_to_1_2', '1_2_to_1', 'gt_1'] as const;
export type DistanceBand = (typeof DISTANCE_BANDS)[number];

/** One database row of the report's summary: its search distance and how many sites it has per band (null: not searched there). */
export const databaseSummaryRowSchema = z.object({
  db: z.string().max(200),
  /** The report's search distance for the database, in miles; null when it prints none. */
  search_distance_mi: z.number().min(0).nullable(),
  counts: z.object(
    Object.fromEntries(DISTANCE_BANDS.map((band) => [band, z.number().int().min(0).nullable()])) as Record<DistanceBand, z.ZodNullable<z.ZodNumber>>,
  ),
  total: z.number().int().min(0).nullable(),
  /** The page the row is printed on. */
  page: z.number().int().min(1),
});
export type DatabaseSummaryRow = z.infer<typeof databaseSummaryRowSchema>;

/** Where a record lies relative to the subject. */
export const RECORD_LOCATIONS = ['on-site', 'adjoining', 'nearby', 'unmapped'] as const;
export type RecordLocation = (typeof RECORD_LOCATIONS)[number];

/** A record's regulatory state across its databases: open (any open case or active listing), closed, or historical/informational only. */
export const STATUS_CLASSES = ['open', 'closed', 'historical', 'unknown'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

/** Up/down/cross-gradient as the elevations allow (topographic gradient; not a groundwater survey). */
export const GRADIENTS = ['up', 'down', 'cross'] as const;
export type Gradient = (typeof GRADIENTS)[number];

/** A group of reference links of one database (the spec's shape). */
export const recordLinkGroupSchema = z.object({
  db_name: z.string().max(300),
  links: z.array(z.string().max(2000)).max(200),
});
export type RecordLinkGroup = z.infer<typeof recordLinkGroupSchema>;

/** A dated fact of a record (`Release date`, `Closure date`, `Event 03/09/2013: Inspection conducted`), as printed. */
export const recordDateSchema = z.object({
  db: z.string().max(200),
  label: z.string().max(300),
  date: z.string().max(40),
});

/** An orphan's likely twin: a project property or a mapped site with the same normalised name or address. */
export const orphanMatchSchema = z.object({
  kind: z.enum(['property', 'site']),
  /** The property's direction (subject, north...) or the site's map id. */
  ref: z.string().max(100),
  label: z.string().max(400),
  /** What matched: the address, the name, or both. */
  by: z.enum(['address', 'name', 'name+address']),
  score: z.number().min(0).max(1),
});
export type OrphanMatch = z.infer<typeof orphanMatchSchema>;

/** The facts of one record, every one as printed in the report (`page`: where its detail starts). */
export const databaseRecordFields = {
  /** Stable within the result: the record id, else the map id, else the name and address. */
  id: z.string().max(300),
  map_id: z.string().max(40).nullable(),
  record_id: z.string().max(100).nullable(),
  site_name: z.string().max(300),
  city: z.string().max(200).nullable(),
  state: z.string().max(40).nullable(),
  zip: z.string().max(20).nullable(),
  distance_mi: z.number().min(0).nullable(),
  distance_ft: z.number().min(0).nullable(),
  /** 16-point compass direction from the subject; null on the subject and for orphans. */
  direction: z.string().max(10).nullable(),
  relative_elevation: z.enum(['Higher', 'Lower', 'Equal']).nullable(),
  elevation_ft: z.number().nullable(),
  databases: z.array(z.string().max(200)).max(100),
  statuses: z.record(z.string(), z.string().max(300)),
  facility_ids: z.record(z.string(), z.string().max(100)),
  substances: z.array(z.string().max(200)).max(100),
  dates: z.array(recordDateSchema).max(500),
  is_target: z.boolean(),
  is_orphan: z.boolean(),
  /** Within the search distance of at least one of its databases (the report's distance, else ASTM E1527-21's). */
  within_search_distance: z.boolean(),
  beyond_search_distance: z.boolean(),
  location: z.enum(RECORD_LOCATIONS),
  status_class: z.enum(STATUS_CLASSES),
  gradient: z.enum(GRADIENTS).nullable(),
  /** First page of the record's detail, and every page it is printed on. */
  page: z.number().int().min(1).nullable(),
  pages: z.array(z.number().int().min(1)).max(500),
  orphan_match: orphanMatchSchema.nullable(),
};

/** One narrative item: the spec's four fields and the record's facts. */
export const databaseRecordSchema = z.object({
  /** The record's street address as printed. */
  address: z.string().max(300),
  /** The site name the narrative is about. */
  target: z.string().max(300),
  narrative: z.string().max(20_000),
  document_links: z.array(recordLinkGroupSchema).max(100),
  ...databaseRecordFields,
});
export type DatabaseRecord = z.infer<typeof databaseRecordSchema>;

/** The report as a whole. */
export const radiusReportInfoSchema = z.object({
  vendor: z.string().max(300).nullable(),
  report_id: z.string().max(100).nullable(),
  report_date: z.string().max(40).nullable(),
  subject_name: z.string().max(300).nullable(),
  subject_address: z.string().max(300).nullable(),
  page_count: z.number().int().min(0),
});

/** The regulatory database study's result JSON. */
export const databaseStudyResultSchema = z.object({
  report: radiusReportInfoSchema,
  database_summary: z.array(databaseSummaryRowSchema).max(500),
  items: z.array(databaseRecordSchema).max(5000),
  /** The spec's flat fallback list: one row per record and database. */
  narratives: z.array(z.object({ site_name: z.string(), address: z.string(), database_name: z.string(), distance: z.number().min(0).nullable() })).max(20_000),
  editedAt: z.string().nullable(),
});
export type DatabaseStudyResult = z.infer<typeof databaseStudyResultSchema>;

/** The job's counts (`summary=1`). */
export function databaseStudySummary(result: Pick<DatabaseStudyResult, 'items' | 'database_summary'>): Record<string, number> {
  const sites = result.items.filter((item) => !item.is_orphan);
  return {
    sites: sites.length,
    orphans: result.items.length - sites.length,
    targetListings: sites.filter((item) => item.is_target).length,
    withinSearchDistance: sites.filter((item) => item.within_search_distance).length,
    beyondSearchDistance: sites.filter((item) => item.beyond_search_distance).length,
    open: result.items.filter((item) => item.status_class === 'open').length,
    databases: result.database_summary.length,
  };
}
