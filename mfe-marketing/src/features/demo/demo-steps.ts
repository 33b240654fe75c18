import { API_ROUTES } from '@groundwork/contracts';
/** The demo's canned content (spec 02 sections 2 and 9). Every figure is simulated sample data. */

export const DEMO_FIGURES = {
  directoryEntries: 250,
  directoryYears: 5,
  aerialPhotos: 8,
  aerialFirstYear: 1950,
  aerialLastYear: 2020,
  databaseRecords: 60,
  databases: 6,
  searchRadiusMiles: 0.5,
  reportSections: 12,
  reportPages: 45,
  /** The large language model the demo names as the report writer. */
  reportWriter: 'GPT-4',
} as const;

/** Where the demo's buttons lead: the server's login redirect. */
export const DEMO_LOGIN_PATH = API_ROUTES.login.path;

export type DemoStepId = 'mapping' | 'processing' | 'database' | 'report';

export interface DemoReveal {
  /** Progress (percent) at which the piece appears. */
  at: number;
  label: string;
}

export interface DemoStep {
  id: DemoStepId;
  title: string;
  summary: string;
  reveals: readonly DemoReveal[];
}

const f = DEMO_FIGURES;

export const DEMO_STEPS: readonly DemoStep[] = [
  {
    id: 'mapping',
    title: 'Property Mapping',
    summary: 'Outline the subject property on a satellite map, then mark the adjoining properties around it.',
    reveals: [
      { at: 10, label: 'Subject property outlined' },
      { at: 30, label: 'North adjoining property added' },
      { at: 50, label: 'South adjoining property added' },
      { at: 70, label: 'East adjoining property added' },
      { at: 90, label: 'West adjoining property added' },
    ],
  },
  {
    id: 'processing',
    title: 'ERIS Report Processing',
    summary: 'Upload the vendor reports: OCR reads the city directory and machine learning classifies the aerial photos.',
    reveals: [
      { at: 10, label: 'City directory and aerial photo reports uploaded' },
      { at: 35, label: 'OCR extracting directory listings' },
      { at: 60, label: `${f.directoryEntries} entries across ${f.directoryYears} years` },
      { at: 85, label: `${f.aerialPhotos} aerial photos analysed, ${f.aerialFirstYear}-${f.aerialLastYear}` },
    ],
  },
  {
    id: 'database',
    title: 'Environmental Database Search',
    summary: 'Regulatory records around the site are matched to the subject and adjoining properties.',
    reveals: [
      { at: 15, label: `Search radius of ${f.searchRadiusMiles} mi around the subject property` },
      { at: 40, label: `${f.databases} federal and state databases searched` },
      { at: 65, label: `${f.databaseRecords} records found across ${f.databases} databases` },
      { at: 90, label: 'Records sorted by distance from the site' },
    ],
  },
  {
    id: 'report',
    title: 'AI Report Generation',
    summary: 'Every study feeds a Phase I ESA summary with findings and recommendations, ready to export.',
    reveals: [
      { at: 15, label: 'Findings gathered from every study' },
      { at: 40, label: `${f.reportWriter}, a large language model, drafts the summary` },
      { at: 65, label: `${f.reportSections} sections written` },
      { at: 90, label: `${f.reportPages}-page report ready to export` },
    ],
  },
];

/** Sample directory listings shown once the entries are revealed. */
export const SAMPLE_DIRECTORY_ENTRIES = [
  { year: 2020, direction: 'subject', business: 'Riverside Auto Care' },
  { year: 2010, direction: 'north', business: 'Bright Star Dry Cleaners' },
  { year: 2000, direction: 'east', business: 'Main Street Printing Co.' },
  { year: 1990, direction: 'west', business: 'Valley Gas & Service' },
] as const;

/** Aerial photo years: eight photos from 1950 to 2020. */
export const AERIAL_YEARS = [1950, 1960, 1970, 1980, 1990, 2000, 2010, 2020] as const;

/** Records per database; the counts add up to the demo's 60 records. */
export const DATABASE_HITS = [
  { database: 'NPL', records: 2 },
  { database: 'RCRA Generators', records: 14 },
  { database: 'LUST', records: 11 },
  { database: 'UST / AST', records: 19 },
  { database: 'Brownfields', records: 5 },
  { database: 'Dry Cleaners', records: 9 },
] as const;

/** The generated report's outline: twelve sections. */
export const REPORT_SECTIONS = [
  'Executive Summary',
  'Introduction',
  'Site Description',
  'User-Provided Information',
  'Records Review',
  'Historical Use Information',
  'Site Reconnaissance',
  'Interviews',
  'Findings',
  'Opinions',
  'Conclusions',
  'Recommendations',
] as const;
