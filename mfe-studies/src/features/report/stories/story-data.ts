import { reportReadiness, type GeneratedReport, type ReportAnalysis, type StudyChecks } from '@groundwork/contracts';

/**
 * Realistic data for the Report tab's stories: a report of the demo site as the server writes
 * it (a former dry cleaner on the subject, an open LUST case next door, a data gap), and the
 * report in each state of its job.
 */

const SUBJECT = '3054 PACIFIC HWY';

export const sampleAnalysis: ReportAnalysis = {
  summary:
    'This assessment of 3054 Pacific Hwy, Millbrook, CA 95826 reviewed city directories of 1955, 1966, 1981 and 1999, aerial photographs of 1952, 1965, 1989 and 2021 and a regulatory database report of 35 records. The review identified 1 REC, 1 off-site condition to evaluate and 1 data gap. IDEAL LAUNDRY & DRY CLEANERS (dry cleaner) was listed at 3054 US HWY 101 on the subject property in the 1966, 1981 and 1999 directories.',
  keyFindings: [
    'REC: IDEAL LAUNDRY & DRY CLEANERS (dry cleaner) was listed at 3054 US HWY 101 on the subject property in the 1966, 1981 and 1999 directories.',
    'off-site: VICTORY MOTORS (3197 KENT AVE) is listed in LUST and UST 0.024 mi ESE of the subject property (crossgradient) (LUST: Open - site assessment).',
    '1 data gap in the historical record.',
  ],
  riskAssessment: { level: 'high', description: '1 REC on the subject property (IDEAL LAUNDRY & DRY CLEANERS).' },
  recommendations: [
    {
      title: 'Phase II Environmental Site Assessment',
      description: 'Investigate soil, groundwater and soil vapor for the 1 REC on the subject property: IDEAL LAUNDRY & DRY CLEANERS.',
      priority: 'high',
    },
    {
      title: 'Vapor encroachment screening (ASTM E2600)',
      description: 'For VICTORY MOTORS: screen for vapor or groundwater migration toward the subject property.',
      priority: 'medium',
    },
    {
      title: 'Fill the historical data gaps',
      description: 'Seek other sources (interviews, building department records, agency files) for 3054 PACIFIC HWY 1940 to 1951.',
      priority: 'low',
    },
  ],
  findings: [
    {
      classification: 'REC',
      direction: 'subject',
      text: 'IDEAL LAUNDRY & DRY CLEANERS (dry cleaner) was listed at 3054 US HWY 101 on the subject property in the 1966, 1981 and 1999 directories.',
      sources: [
        { study: 'City directory', document: 'city_directory_01_a.pdf (1966 directory)', page: 4, quote: '3054 US HWY 101 IDEAL LAUNDRY & DRY CLEANERS' },
        { study: 'City directory', document: 'city_directory_01_a.pdf (1981 directory)', page: 4, quote: '3054 US HWY 101 IDEAL LAUNDRY & DRY CLEANERS' },
        { study: 'City directory', document: 'city_directory_01_a.pdf (1999 directory)', page: 5, quote: '3054 PACIFIC HWY IDEAL LAUNDRY & DRY CLEANERS' },
      ],
    },
    {
      classification: 'off-site',
      direction: 'east',
      text: 'VICTORY MOTORS (3197 KENT AVE) is listed in LUST and UST 0.024 mi ESE of the subject property (crossgradient) (LUST: Open - site assessment).',
      sources: [{ study: 'Regulatory database', document: 'radius_report_01_a.pdf', page: 7, quote: 'VICTORY MOTORS LUST: Open - site assessment' }],
    },
    {
      classification: 'HREC',
      direction: 'subject',
      text: 'FORMER SERVICE STATION (1352 MILL RD) is listed in LUST on the subject property (LUST: Closed). The closure documents reviewed confirm its closure.',
      sources: [
        { study: 'Regulatory database', document: 'radius_report_01_a.pdf', page: 5, quote: 'FORMER SERVICE STATION LUST: Closed' },
        { study: 'Regulatory analysis', document: 'nfa-letter-2011.pdf', page: 1, quote: 'No Further Action is required at this site.' },
      ],
    },
    {
      classification: 'data gap',
      direction: 'subject',
      text: `No historical source covers the subject property (${SUBJECT}) from 1940 to 1951 (12 years).`,
      sources: [
        {
          study: 'Historical records review',
          document: 'Sources reviewed: City directory: city_directory_01_a.pdf; Aerial photographs: aerial_package_01_a.pdf',
          page: null,
          quote: null,
        },
      ],
    },
  ],
  dataGaps: [
    {
      direction: 'subject',
      address: SUBJECT,
      from: 1940,
      to: 1951,
      significance:
        'No aerial photograph, fire insurance map, city directory or topographic map covers the subject property from 1940 to 1951 (12 years). Its uses before the earliest source are unknown, so a former use that could have caused a release would not be identified. The EP should confirm whether other sources (interviews, building or agency records) fill it, or state it as a data gap and its significance.',
    },
  ],
  writer: 'offline',
};

const files = (base: string): GeneratedReport['files'] => [
  { format: 'docx', fileName: `${base}.docx`, bytes: 19_354, url: '#docx' },
  { format: 'pdf', fileName: `${base}.pdf`, bytes: 102_912, url: '#pdf' },
  { format: 'xlsx', fileName: `${base}.xlsx`, bytes: 22_221, url: '#xlsx' },
];

const base = (stamp: string) => `ESA-2026-0004_Phase-I-ESA_${stamp}`;

export const completedReport: GeneratedReport = {
  id: 'report-3',
  fileName: `${base('2026-11-26_1736')}.docx`,
  generatedAt: '2026-11-26T17:36:14.000Z',
  status: 'COMPLETED',
  progress: 100,
  stage: 'Completed',
  error: null,
  analysis: sampleAnalysis,
  files: files(base('2026-11-26_1736')),
  warnings: [],
  requestedAt: '2026-11-26T17:36:11.000Z',
  requestedBy: 'demo@groundwork.app',
};

export const previousReport: GeneratedReport = {
  ...completedReport,
  id: 'report-2',
  fileName: `${base('2026-11-20_0912')}.docx`,
  generatedAt: '2026-11-20T09:12:40.000Z',
  requestedAt: '2026-11-20T09:12:37.000Z',
  files: files(base('2026-11-20_0912')),
};

export const withoutPdf: GeneratedReport = {
  ...completedReport,
  files: completedReport.files.filter((file) => file.format !== 'pdf'),
  warnings: ['No PDF was written: LibreOffice did not convert the report within 60 s.'],
};

export const runningReport: GeneratedReport = {
  ...completedReport,
  id: 'report-4',
  fileName: `${base('2026-11-26_1802')}.docx`,
  generatedAt: null,
  status: 'RUNNING',
  progress: 60,
  stage: 'Writing the Word report',
  analysis: null,
  files: [],
  requestedAt: '2026-11-26T18:02:03.000Z',
};

export const queuedReport: GeneratedReport = { ...runningReport, status: 'QUEUED', progress: 0, stage: 'Waiting for a worker' };

export const failedReport: GeneratedReport = {
  ...runningReport,
  id: 'report-1',
  fileName: `${base('2026-11-19_1640')}.docx`,
  status: 'FAILED',
  stage: 'Failed',
  error: 'The job stalled: no progress for 120 s',
  requestedAt: '2026-11-19T16:40:00.000Z',
};

const properties = [{ direction: 'subject' }, { direction: 'north' }];
const checks = (done: Partial<StudyChecks>): StudyChecks => ({ cityDirectory: false, aerial: false, database: false, ...done });

export const readiness = {
  none: reportReadiness(checks({}), []),
  half: reportReadiness(checks({ cityDirectory: true }), properties),
  ready: reportReadiness(checks({ cityDirectory: true, aerial: true, database: true }), properties),
};
