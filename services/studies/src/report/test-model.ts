import { viabilityOf } from '@groundwork/contracts';
import { coverageMatrix } from './coverage';
import { aerialSources } from './historical-sources';
import type { ReportModel } from './model';

/** A report model for the exports' tests: a former dry cleaner on the subject, three aerial photographs. */
const properties = [
  { direction: 'subject', address: '2240 FRONT ST' },
  { direction: 'north', address: '2250 FRONT ST' },
] as const;

export const sampleReportModel = (overrides: Partial<ReportModel> = {}): ReportModel => ({
  title: 'Phase I Environmental Site Assessment',
  project: { siteAddress: '2240 Front St, Bridgeport Junction, NJ 07102', clientName: 'Lakeshore Acquisitions Group', projectNumber: null },
  reportDate: '2026-11-26',
  viability: viabilityOf({ siteVisit: '2026-10-01', databaseSearch: '2026-09-20' }, '2026-11-26'),
  summary: 'A dry cleaner operated on the subject property from 1958 to 1989.',
  riskAssessment: { level: 'high', description: 'A former dry cleaner is a REC.' },
  findings: [
    {
      classification: 'REC',
      direction: 'subject',
      text: 'Front Street Cleaners occupied the subject property from 1958 to 1989.',
      sources: [{ study: 'City directory', document: 'city_directory_01_a.pdf', page: 7, quote: '2240 FRONT ST FRONT STREET CLEANERS' }],
    },
  ],
  recommendations: [{ title: 'Phase II soil vapor survey', description: 'Sample soil vapor beneath the former dry cleaner.', priority: 'high' }],
  properties: [...properties],
  cityDirectory: [{ year: 1965, direction: 'subject', address: '2240 FRONT ST', occupants: ['Front Street Cleaners'] }],
  aerial: { years: [1952, 1965], rows: [{ direction: 'subject', address: '2240 FRONT ST', uses: { '1952': 'undeveloped', '1965': 'commercial' } }] },
  databaseRecords: [{ site: 'Front Street Cleaners', address: '2240 Front St', databases: 'DRYCLEANERS', distanceMiles: 0, closure: null }],
  soils: null,
  maps: [{ kind: 'topography', year: 1953, source: 'USGS', filename: 'topo-1953.pdf' }],
  coverage: coverageMatrix(
    properties,
    aerialSources({ photos: [1952, 1965, 1976].map((year) => ({ year, page: 2, source: 'USGS' })) as never }, 'aerial.pdf'),
    2026,
  ),
  appendices: ['Site location map', 'Regulatory database report'],
  ...overrides,
});
