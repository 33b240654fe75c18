import type { DatabaseRecord } from '@groundwork/contracts';
import type { ExtractRadiusReportOptions, IntakeResult, RadiusReportExtraction } from '@groundwork/doc-processing';

// A stand-in of `extractRadiusReport` for the CLI's tests (run in the isolated process as a study
// step): one site named after the first property, one orphan, one summary row and a warning.

const record = (overrides: Partial<DatabaseRecord>): DatabaseRecord => ({
  id: 'r1',
  address: '3197 KENT AVE',
  target: 'VICTORY MOTORS',
  narrative: 'VICTORY MOTORS is listed.',
  document_links: [{ db_name: 'LUST', links: ['https://records.example.gov/documents/372483/closure_letter.pdf'] }],
  map_id: 'A4',
  record_id: '1019720409',
  site_name: 'VICTORY MOTORS',
  city: 'NORTHGATE',
  state: 'IL',
  zip: '60640',
  distance_mi: 0.024,
  distance_ft: 127,
  direction: 'ESE',
  relative_elevation: 'Equal',
  elevation_ft: 200,
  databases: ['LUST', 'UST'],
  statuses: { LUST: 'Open - site assessment', UST: 'Active' },
  facility_ids: { LUST: 'TN416615', UST: '26973' },
  substances: [],
  dates: [],
  is_target: false,
  is_orphan: false,
  within_search_distance: true,
  beyond_search_distance: false,
  location: 'adjoining',
  status_class: 'open',
  gradient: 'cross',
  page: 7,
  pages: [7],
  orphan_match: null,
  ...overrides,
});

export function extractStandInRadiusReport(intake: IntakeResult, { properties = [] }: ExtractRadiusReportOptions): RadiusReportExtraction {
  const site = record({ site_name: properties[0]?.address ?? 'VICTORY MOTORS' });
  const orphan = record({ id: 'o1', map_id: null, is_orphan: true, location: 'unmapped', direction: null, distance_mi: null, page: intake.pageCount });
  return {
    result: {
      report: { vendor: 'Stand-in', report_id: null, report_date: null, subject_name: null, subject_address: null, page_count: intake.pageCount },
      database_summary: [
        {
          db: 'LUST',
          search_distance_mi: 0.5,
          counts: { tp: 0, lt_1_8: 1, '1_8_to_1_4': 0, '1_4_to_1_2': 0, '1_2_to_1': null, gt_1: null },
          total: 1,
          page: 2,
        },
      ],
      items: [site, orphan],
      narratives: [],
      editedAt: null,
    },
    unrecognised: null,
    warnings: ['Page 9 looked like a record page\nbut gave nothing.'],
  };
}
