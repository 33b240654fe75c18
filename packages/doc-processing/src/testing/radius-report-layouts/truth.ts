import { summaryRows, type ReportModel, type Site } from './model';

// The truth file of a generated report, in the shared fixtures' radius report shape: what the
// pages print, and null (or empty) where this layout does not print a field.

export interface RadiusReportTruthRecord {
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
  beyond_search_distance: boolean;
  document_links: { db: string; links: string[] }[];
  detail_page: number;
}

export interface RadiusReportSummaryRow {
  db: string;
  search_distance_mi: number;
  counts: Record<'tp' | 'lt_1_8' | '1_8_to_1_4' | '1_4_to_1_2' | '1_2_to_1' | 'gt_1', number>;
  total: number;
}

export interface RadiusReportTruth {
  file: string;
  family: 'radius_report';
  /** The layout family (the fixtures' `a` / `d`). */
  variant: string;
  layout: string;
  seed: number;
  scanned: boolean;
  vendor: string;
  order_number: string;
  report_date: string;
  subject_address: string;
  city: string;
  state: string;
  zip: string;
  target_property_name: string;
  page_count: number;
  database_summary: RadiusReportSummaryRow[];
  sites: RadiusReportTruthRecord[];
  orphans: RadiusReportTruthRecord[];
  format: 'pdf';
}

/** Which record fields a layout prints (for mapped sites and for orphans). */
export interface PrintedFields {
  recordId: boolean;
  facilityIds: boolean;
  links: boolean;
  elevationFt: boolean;
  zip: boolean;
  orphanRecordId: boolean;
  orphanFacilityIds: boolean;
  orphanLinks: boolean;
}

export const PRINTS_ALL: PrintedFields = {
  recordId: true,
  facilityIds: true,
  links: true,
  elevationFt: true,
  zip: true,
  orphanRecordId: true,
  orphanFacilityIds: true,
  orphanLinks: true,
};

/** The first page of each record's detail, as the family draws it. */
export class DetailPages {
  private readonly pages = new Map<Site, number>();

  /** Keeps the first page a record is seen on. */
  seen(site: Site, page: number): void {
    if (!this.pages.has(site)) this.pages.set(site, page);
  }

  page(site: Site): number {
    const page = this.pages.get(site);
    if (page === undefined) throw new Error(`no detail page was recorded for ${site.name}`);
    return page;
  }
}

function record(site: Site, page: number, printed: PrintedFields): RadiusReportTruthRecord {
  const orphan = site.isOrphan;
  const ids = orphan ? printed.orphanFacilityIds : printed.facilityIds;
  const links = orphan ? printed.orphanLinks : printed.links;
  return {
    map_id: site.mapId,
    record_id: (orphan ? printed.orphanRecordId : printed.recordId) ? site.recordId : null,
    site_name: site.name,
    address: site.address,
    city: site.city,
    state: site.state,
    zip: orphan || printed.zip ? site.zip : null,
    distance_mi: site.distanceMi,
    direction: site.direction,
    relative_elevation: site.relative,
    elevation_ft: printed.elevationFt ? site.elevationFt : null,
    databases: site.listings.map((listing) => listing.db),
    statuses: Object.fromEntries(site.listings.map((listing) => [listing.db, listing.status])),
    facility_ids: ids ? Object.fromEntries(site.listings.map((listing) => [listing.db, listing.facilityId])) : {},
    is_target: site.isTarget,
    is_orphan: orphan,
    beyond_search_distance: site.beyond,
    document_links: links ? site.listings.filter((listing) => listing.links.length > 0).map((listing) => ({ db: listing.db, links: listing.links })) : [],
    detail_page: page,
  };
}

export function buildTruth(
  model: ReportModel,
  pages: DetailPages,
  printed: PrintedFields,
  meta: { layout: string; seed: number; pageCount: number },
): RadiusReportTruth {
  return {
    file: `${meta.layout}-${meta.seed}.pdf`,
    family: 'radius_report',
    variant: meta.layout,
    layout: meta.layout,
    seed: meta.seed,
    scanned: false,
    vendor: model.vendor,
    order_number: model.orderNumber,
    report_date: model.reportDate,
    subject_address: model.subject.address,
    city: model.subject.city,
    state: model.subject.state,
    zip: model.subject.zip,
    target_property_name: model.subject.name,
    page_count: meta.pageCount,
    database_summary: summaryRows(model).map(({ db, counts, total }) => ({
      db: db.name,
      search_distance_mi: db.searchMi,
      counts: counts as RadiusReportSummaryRow['counts'],
      total,
    })),
    sites: model.sites.map((site) => record(site, pages.page(site), printed)),
    orphans: model.orphans.map((site) => record(site, pages.page(site), printed)),
    format: 'pdf',
  };
}
