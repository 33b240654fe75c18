import type { DatabaseRecord, DatabaseStudyResult, DatabaseSummaryRow, FlatDatabaseRecord } from '@groundwork/contracts';

let sequence = 0;

/** A mapped record as the database study writes it. */
export function aRecord(overrides: Partial<DatabaseRecord> = {}): DatabaseRecord {
  sequence += 1;
  const site = overrides.site_name ?? `SITE ${sequence}`;
  return {
    id: `r-${site}`,
    address: `${100 + sequence} MAIN ST`,
    target: site,
    narrative: `${site} is listed in LUST.`,
    document_links: [],
    map_id: String(sequence),
    record_id: `R-${site}`,
    site_name: site,
    city: 'NORTHGATE',
    state: 'IL',
    zip: '60640',
    distance_mi: 0.2,
    distance_ft: 1056,
    direction: 'N',
    relative_elevation: 'Higher',
    elevation_ft: 205,
    databases: ['LUST'],
    statuses: { LUST: 'Closed - NFR letter' },
    facility_ids: {},
    substances: [],
    dates: [],
    is_target: false,
    is_orphan: false,
    within_search_distance: true,
    beyond_search_distance: false,
    location: 'nearby',
    status_class: 'closed',
    gradient: 'up',
    page: 5,
    pages: [5],
    orphan_match: null,
    ...overrides,
  };
}

export const anOrphan = (overrides: Partial<DatabaseRecord> = {}): DatabaseRecord =>
  aRecord({
    map_id: null,
    distance_mi: null,
    distance_ft: null,
    direction: null,
    relative_elevation: null,
    elevation_ft: null,
    is_orphan: true,
    within_search_distance: false,
    location: 'unmapped',
    gradient: null,
    page: 23,
    pages: [23],
    ...overrides,
  });

/**
 * A far site first (the report's order puts the target first; the tab must too), the target
 * property's own listing, an adjoining open UST, a near closed LUST, then two orphans.
 */
export function sampleItems(): DatabaseRecord[] {
  return [
    aRecord({
      map_id: '9',
      site_name: 'FAR AWAY DUMP',
      address: '9 FAR RD',
      distance_mi: 0.8,
      distance_ft: 4224,
      direction: 'SSW',
      relative_elevation: 'Lower',
      elevation_ft: 180,
      databases: ['SWF/LF'],
      statuses: { 'SWF/LF': 'Historical landfill' },
      status_class: 'historical',
      within_search_distance: false,
      beyond_search_distance: true,
      page: 19,
      narrative: 'FAR AWAY DUMP is a historical landfill 0.8 mi SSW, beyond the search distance.',
    }),
    aRecord({
      map_id: '1',
      site_name: 'FORMER SERVICE STATION',
      address: '1352 MILL RD',
      distance_mi: 0,
      distance_ft: 0,
      direction: null,
      relative_elevation: 'Equal',
      elevation_ft: 200,
      databases: ['LUST', 'UST'],
      statuses: { LUST: 'Open - remediation', UST: 'Active' },
      is_target: true,
      location: 'on-site',
      status_class: 'open',
      page: 8,
      narrative: 'The subject property, FORMER SERVICE STATION, has an open LUST case (remediation) & "active" USTs.',
    }),
    aRecord({
      map_id: '2',
      site_name: 'QUICK STOP',
      address: '1360 MILL RD',
      distance_mi: 0.01,
      distance_ft: 53,
      direction: 'E',
      databases: ['UST'],
      statuses: { UST: 'Active' },
      location: 'adjoining',
      status_class: 'open',
      page: 11,
      narrative: 'QUICK STOP adjoins to the east with active USTs.',
    }),
    aRecord({
      map_id: '3',
      site_name: 'MILL CLEANERS',
      address: '1400 MILL RD',
      distance_mi: 0.15,
      distance_ft: 792,
      direction: 'NNE',
      databases: ['LUST', 'DRYCLEANERS'],
      statuses: { LUST: 'Closed - NFR letter', DRYCLEANERS: 'Inactive' },
      status_class: 'closed',
      page: 14,
      narrative: 'MILL CLEANERS: LUST case closed with an NFR letter in 2004.',
    }),
    anOrphan({
      site_name: 'ARCO FACILITY 05123',
      address: '8962 COMMERCE DR',
      zip: null,
      databases: ['LUST'],
      statuses: { LUST: 'Open - site assessment' },
      status_class: 'open',
      orphan_match: { kind: 'site', ref: '2', label: 'Map 2 - QUICK STOP', by: 'name', score: 0.8 },
      narrative: 'ARCO FACILITY 05123 (unmapped) has an open LUST case.',
    }),
    anOrphan({
      site_name: 'UNKNOWN DRUMS',
      address: 'HWY 12',
      databases: ['ERNS'],
      statuses: { ERNS: 'Spill reported' },
      status_class: 'historical',
      narrative: 'Drums reported along HWY 12.',
    }),
  ];
}

export function flatList(items: readonly DatabaseRecord[]): FlatDatabaseRecord[] {
  return items.flatMap((item) =>
    item.databases.map((db) => ({ site_name: item.site_name, address: item.address, database_name: db, distance: item.distance_mi })),
  );
}

const summaryRow = (db: string, counts: number[], search: number | null, page = 3): DatabaseSummaryRow => {
  const [tp = 0, a = 0, b = 0, c = 0, d = 0, e = null] = counts;
  return {
    db,
    search_distance_mi: search,
    counts: { tp, lt_1_8: a, '1_8_to_1_4': b, '1_4_to_1_2': c, '1_2_to_1': d, gt_1: e },
    total: counts.reduce((sum, count) => sum + count, 0),
    page,
  };
};

/** The study's result JSON of `items`, with the report's own summary. */
export function aStudyResult(items: DatabaseRecord[] = sampleItems()): DatabaseStudyResult {
  return {
    report: {
      vendor: 'TerraSearch Data Corporation',
      report_id: '7380909.1s',
      report_date: '2021-01-06',
      subject_name: 'FORMER SERVICE STATION',
      subject_address: '1352 MILL RD',
      page_count: 27,
    },
    database_summary: [summaryRow('NPL', [0, 0, 0, 0, 0, 1], 1), summaryRow('LUST', [1, 0, 1, 0], 0.5)],
    items,
    narratives: flatList(items),
    editedAt: null,
  };
}
