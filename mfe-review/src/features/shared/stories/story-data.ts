import {
  type DocumentPage,
  type HistoryEntry,
  type Phase1Result,
  type Phase1Session,
  phase1UpdatedSummary,
  type RecordDocumentResult,
  type RegulatoryAnalysisSession,
  type SessionDocument,
} from '@groundwork/contracts';
import type { SessionDocuments } from '../components/PageModal';

/**
 * Realistic data for the review remote's stories: the demo site (a former dry cleaner at 3054
 * Pacific Hwy, an open LUST case next door at Victory Motors) as the review service returns it,
 * a Phase I report and its predecessor read section by section, questions answered with quotes,
 * and the agency documents of the Victory Motors record read for its closure.
 */

const CREATED_AT = '2026-03-03T14:00:00.000Z';

const REC_QUOTE = 'The former Ideal Laundry & Dry Cleaners operation on the subject property represents a REC.';
const PCE_QUOTE = 'Tetrachloroethylene (PCE) was detected in soil vapor at 1,400 µg/m³ beneath the former dry cleaning area.';
const ADJOINING_QUOTE = 'Victory Motors, adjoining to the east, is not considered a REC for the subject property given its crossgradient position.';
const HREC_QUOTE = 'The 1994 release from the former 550-gallon waste oil UST was closed by the RWQCB with no further action on 14 June 2011.';

export const currentReport: Phase1Result = {
  documentId: 'doc-phase1-2026',
  file: { name: 'Phase_I_ESA_3054_Pacific_Hwy_2026.pdf' },
  decision: 'RECs_PRESENT',
  confidence: 0.874,
  summary:
    'The report identifies one REC: the former Ideal Laundry & Dry Cleaners on the subject property (1966 to 1999), with PCE in soil vapor. A closed waste oil UST release is an HREC; the open LUST case at Victory Motors, adjoining to the east, is not considered a REC.',
  sections: [
    {
      section: '1.0 Executive Summary',
      summary: 'One REC is identified on the subject property: the former dry cleaner. A Phase II ESA is recommended.',
      quotes: [{ quote: REC_QUOTE, page: 3 }],
    },
    {
      section: '5.0 Records Review',
      summary:
        'City directories list Ideal Laundry & Dry Cleaners at 3054 US Hwy 101 in 1966, 1981 and 1999. The regulatory database report lists the subject property in HIST UST and the adjoining Victory Motors in LUST (open, site assessment).',
      quotes: [
        { quote: '3054 US HWY 101 IDEAL LAUNDRY & DRY CLEANERS', page: 11 },
        { quote: 'VICTORY MOTORS 3197 KENT AVE LUST: Open - site assessment', page: 12 },
      ],
    },
    {
      section: '6.0 Site Reconnaissance',
      summary: 'Floor drains and staining were observed in the former dry cleaning area. Reconnaissance of the roof was limited.',
      quotes: [{ quote: 'Two floor drains with dark staining were observed in the northeast corner of the building.', page: 17 }],
    },
    {
      section: '8.0 Findings and Conclusions',
      summary: 'The former dry cleaner is a REC; the closed waste oil UST release is an HREC; Victory Motors is set aside as crossgradient.',
      quotes: [
        { quote: REC_QUOTE, page: 24 },
        { quote: HREC_QUOTE, page: 24 },
      ],
    },
  ],
  findings: [
    { kind: 'REC', location: 'subject', counts: true, quote: REC_QUOTE, page: 24, reason: 'on the subject property' },
    { kind: 'REC', location: 'subject', counts: true, quote: PCE_QUOTE, page: 19, reason: 'release confirmed by soil vapor data' },
    { kind: 'HREC', location: 'subject', counts: true, quote: HREC_QUOTE, page: 24, reason: 'closed with no further action' },
    { kind: 'OFFSITE', location: 'adjoining', counts: false, quote: ADJOINING_QUOTE, page: 25, reason: 'adjoining property, crossgradient' },
    {
      kind: 'DATA_GAP',
      location: 'subject',
      counts: false,
      quote: 'No reasonably ascertainable records were found for the period 1940 to 1951.',
      page: 26,
      reason: 'not significant',
    },
  ],
  extractions: {
    subject_address: '3054 PACIFIC HWY, MILLBROOK, CA 95826',
    site_names: ['Ideal Laundry & Dry Cleaners', 'Victory Motors'],
    contaminants_of_concern: ['PCE', 'TCE', 'cis-1,2-DCE'],
    auls: [],
  },
  pageCount: 42,
  engine: 'llm',
  warnings: [],
};

export const priorReport: Phase1Result = {
  documentId: 'doc-phase1-2019',
  file: { name: 'Prior_Phase_I_2019_Millbrook_Parcel.docx' },
  decision: 'HRECs_PRESENT',
  confidence: 0.71,
  summary: 'The 2019 report found the closed waste oil UST release to be an HREC and no RECs. It predates the soil vapor sampling.',
  sections: [
    {
      section: 'Conclusions',
      summary: 'No RECs; one HREC for the closed UST release. An activity and use limitation restricts groundwater use.',
      // A .docx has no pages: its quotes cannot be shown on a page.
      quotes: [{ quote: 'This assessment has revealed no evidence of RECs in connection with the property except for the HREC described above.', page: null }],
    },
  ],
  findings: [{ kind: 'HREC', location: 'subject', counts: true, quote: HREC_QUOTE, page: null, reason: 'closed with no further action' }],
  extractions: {
    subject_address: '3054 PACIFIC HWY, MILLBROOK, CA 95826',
    site_names: ['Ideal Laundry & Dry Cleaners'],
    contaminants_of_concern: ['TPH as motor oil'],
    auls: ['Deed restriction recorded 2011: no extraction of groundwater for potable use.'],
  },
  pageCount: 0,
  engine: 'offline',
  warnings: ['No section headings were found after "Conclusions"; the appendices were read as one section.'],
};

export const scannedReport: Phase1Result = {
  documentId: 'doc-phase1-1998',
  file: { name: 'Phase_I_1998_scan.pdf' },
  decision: 'INCONCLUSIVE',
  confidence: 0.2,
  summary: '',
  sections: [],
  findings: [],
  extractions: { subject_address: null, site_names: [], contaminants_of_concern: [], auls: [] },
  pageCount: 31,
  engine: 'offline',
  warnings: ['Pages 1-31 had no text layer: the scan was not read.'],
};

export const phase1Results = [currentReport, priorReport] as const;

const document = (overrides: Partial<SessionDocument> & Pick<SessionDocument, 'documentId' | 'name'>): SessionDocument => ({
  size: 3_250_000,
  format: 'pdf',
  status: 'done',
  progress: 100,
  pageCount: 42,
  error: null,
  uploadedAt: '2026-03-03T14:01:00.000Z',
  ...overrides,
});

export const phase1Session: Phase1Session = {
  sessionId: 'story-phase1-session',
  projectId: 'story-project',
  fileCount: 2,
  overallDecision: 'RECs_PRESENT',
  updatedSummary: phase1UpdatedSummary(phase1Results),
  results: [...phase1Results],
  history: [],
  documents: phase1Results.map((result) => document({ documentId: result.documentId, name: result.file.name })),
  analyzing: false,
  createdAt: CREATED_AT,
  updatedAt: '2026-03-03T14:06:00.000Z',
};

export const emptyPhase1Session: Phase1Session = {
  ...phase1Session,
  fileCount: 0,
  overallDecision: null,
  updatedSummary: null,
  results: [],
  documents: [],
  updatedAt: CREATED_AT,
};

/** Documents still being read, and one whose analysis failed. */
export const documentsInProgress: SessionDocument[] = [
  document({ documentId: 'doc-q', name: 'Phase_I_ESA_Appendix_D_Regulatory.pdf', status: 'queued', progress: 0, size: 18_400_000 }),
  document({ documentId: 'doc-a', name: 'Phase_I_ESA_3054_Pacific_Hwy_2026.pdf', status: 'analyzing', progress: 46 }),
  document({
    documentId: 'doc-f',
    name: 'Phase_I_1998_scan.pdf',
    status: 'failed',
    progress: 100,
    size: 9_800_000,
    error: 'The file has no text layer (a scan without OCR).',
  }),
];

const answer = (value: { answer: string; quotes: { quote: string; page: number | null; file?: string; documentId?: string }[]; confidence: number }) =>
  JSON.stringify(value);

/** A question answered with quotes and confidence, and an older answer kept as plain text. */
export const phase1History: HistoryEntry[] = [
  { role: 'user', text: 'What contaminants of concern does the 2026 report identify, and where?' },
  {
    role: 'assistant',
    text: answer({
      answer:
        'PCE, TCE and cis-1,2-DCE, all tied to the former Ideal Laundry & Dry Cleaners in the northeast corner of the building. PCE was measured in soil vapor beneath the former dry cleaning area.',
      quotes: [
        { quote: PCE_QUOTE, page: 19, documentId: currentReport.documentId },
        { quote: 'Two floor drains with dark staining were observed in the northeast corner of the building.', page: 17, file: currentReport.file.name },
      ],
      confidence: 0.91,
    }),
  },
  { role: 'user', text: 'Does either report mention an activity and use limitation?\nIf so, is it recorded?' },
  {
    role: 'assistant',
    text: 'The 2019 report mentions a deed restriction recorded in 2011 that prohibits extracting groundwater for potable use. The 2026 report lists no AULs.',
  },
];

const NFA_QUOTE = 'Based on the information in the file, no further action related to the release at the site is required.';
const CASE_CLOSED_QUOTE = 'Case #T0601300123 is hereby closed effective June 14, 2011.';

export const closureLetter: RecordDocumentResult = {
  documentId: 'doc-nfa-2011',
  file: { name: 'Victory_Motors_NFA_Letter_2011.pdf' },
  confidence: 0.93,
  db_closure_verdict: 'CONFIRMED_CLOSED',
  summary:
    'The Central Valley RWQCB issued a no further action letter for the waste oil UST release at Victory Motors, 3197 Kent Ave, closing case T0601300123 on 14 June 2011.',
  evidence: [
    { quote: NFA_QUOTE, page: 1 },
    { quote: CASE_CLOSED_QUOTE, page: 2 },
  ],
  extracted: {
    case_ids: ['T0601300123'],
    agency_names: ['Central Valley Regional Water Quality Control Board', 'Sacramento County EMD'],
    key_dates: { closure_date: '2011-06-14', document_date: '2011-06-20' },
  },
  warnings: [],
};

export const openCaseWorkplan: RecordDocumentResult = {
  documentId: 'doc-workplan-2019',
  file: { name: 'Victory_Motors_Site_Assessment_Workplan_2019.pdf' },
  confidence: 0.82,
  db_closure_verdict: 'NOT_CONFIRMED',
  summary:
    'A 2019 workplan for a second release (gasoline, UST 2) at the same address: the LUST case listed as open is a new case, not the one closed in 2011.',
  evidence: [{ quote: 'Case #T10000004512 remains open pending completion of the site assessment.', page: 4 }],
  extracted: {
    case_ids: ['T10000004512'],
    agency_names: ['Sacramento County EMD'],
    key_dates: { closure_date: null, document_date: '2019-09-03' },
  },
  warnings: [],
};

export const unclearCorrespondence: RecordDocumentResult = {
  documentId: 'doc-letter-1998',
  file: { name: 'Agency_Correspondence_1998.pdf' },
  confidence: 0.35,
  db_closure_verdict: 'INCONCLUSIVE',
  summary: 'A letter requesting groundwater monitoring; it neither closes nor keeps open a case.',
  evidence: [],
  extracted: { case_ids: [], agency_names: ['Sacramento County EMD'], key_dates: { closure_date: null, document_date: null } },
  warnings: ['Pages 3-6 had no text layer.', 'No case id was found in the document.'],
};

export const recordResults = [closureLetter, openCaseWorkplan, unclearCorrespondence];

export const regulatorySession: RegulatoryAnalysisSession & { updatedSummary: string } = {
  sessionId: 'story-regulatory-session',
  projectId: 'story-project',
  recordItemIndex: 3,
  existingSummary: 'VICTORY MOTORS (3197 KENT AVE) is listed in LUST and UST 0.024 mi ESE of the subject property (LUST: Open - site assessment).',
  fileCount: recordResults.length,
  overallDecision: 'NOT_CONFIRMED',
  updatedSummary:
    'VICTORY MOTORS (3197 KENT AVE) is listed in LUST and UST 0.024 mi ESE of the subject property (LUST: Open - site assessment).\n\nThe 1994 waste oil release (case T0601300123) was closed with no further action on 14 June 2011 [Victory_Motors_NFA_Letter_2011.pdf, p. 2]. A second case (T10000004512, gasoline) remains open pending site assessment [Victory_Motors_Site_Assessment_Workplan_2019.pdf, p. 4].',
  results: recordResults,
  history: [],
  documents: recordResults.map((result) => document({ documentId: result.documentId, name: result.file.name, pageCount: 6 })),
  analyzing: false,
  saved: null,
  createdAt: CREATED_AT,
  updatedAt: '2026-03-03T14:09:00.000Z',
};

export const savedRegulatorySession: typeof regulatorySession = {
  ...regulatorySession,
  saved: { at: '2026-03-03T14:12:00.000Z', by: 'jordan.ellis@example.com', summary: regulatorySession.updatedSummary, version: 'v7' },
};

export const regulatoryHistory: HistoryEntry[] = [
  { role: 'user', text: 'Which case does the open LUST listing refer to?' },
  {
    role: 'assistant',
    text: answer({
      answer: 'To case T10000004512, a 2019 gasoline release from UST 2. The 1994 waste oil case was closed in 2011.',
      quotes: [
        { quote: 'Case #T10000004512 remains open pending completion of the site assessment.', page: 4, documentId: 'doc-workplan-2019' },
        { quote: CASE_CLOSED_QUOTE, page: 2, file: 'Victory_Motors_NFA_Letter_2011.pdf' },
      ],
      confidence: 0.88,
    }),
  },
];

/** Each quoted page's text as the server read it, the quote somewhere inside. */
const PAGE_TEXTS: Record<string, string> = {
  'doc-phase1-2026:3': `1.0 EXECUTIVE SUMMARY\n\nThis Phase I ESA was performed in conformance with ASTM E1527-21.\n${REC_QUOTE}\nA Phase II ESA is recommended.`,
  'doc-phase1-2026:11':
    'Table 5-1 City directory listings\n1966  3054 US HWY 101 IDEAL LAUNDRY & DRY CLEANERS\n1981  3054 US HWY 101 IDEAL LAUNDRY & DRY CLEANERS',
  'doc-phase1-2026:19': `7.2 Soil vapor\n\nFive sub-slab probes were sampled on 12 February 2026.\n${PCE_QUOTE}\nThe residential screening level is 15 µg/m³.`,
  'doc-phase1-2026:24': `8.0 FINDINGS AND CONCLUSIONS\n\n${REC_QUOTE}\n\n${HREC_QUOTE}`,
  'doc-nfa-2011:1': `CENTRAL VALLEY REGIONAL WATER QUALITY CONTROL BOARD\n\nRE: Victory Motors, 3197 Kent Ave\n\n${NFA_QUOTE}`,
  'doc-nfa-2011:2': `${CASE_CLOSED_QUOTE}\nPlease retain this letter with the property records.`,
};

/** The session's documents for the quote modal: page texts from above, the original file not served. */
export const storyDocuments: SessionDocuments = {
  readPage: async (documentId, page): Promise<DocumentPage> => ({
    documentId,
    name: [...phase1Results, ...recordResults].find((result) => result.documentId === documentId)?.file.name ?? documentId,
    page,
    pageCount: 42,
    text: PAGE_TEXTS[`${documentId}:${page}`] ?? `Page ${page}\n\n(The text of this page is not part of the story data.)`,
  }),
  pageKey: (documentId, page) => ['story-page', documentId, page],
  fileUrl: () => '#',
  fileLocation: async () => 'about:blank',
};

const PICKED = [
  { name: 'Phase_I_ESA_3054_Pacific_Hwy_2026.pdf', kilobytes: 3_250 },
  { name: 'Prior_Phase_I_2019_Millbrook_Parcel.docx', kilobytes: 1_180 },
  { name: 'Phase_I_ESA_Appendix_D_Regulatory.pdf', kilobytes: 2_420 },
];

/** Files a consultant picks for the upload area: the reports above, then appendices (small, enough to count). */
export const pickedFiles = (count: number): File[] =>
  Array.from({ length: count }, (_, index) => {
    const { name, kilobytes } = PICKED[index] ?? { name: `Phase_I_ESA_Appendix_${index + 1}.pdf`, kilobytes: 64 };
    return new File([new Uint8Array(kilobytes * 1024)], name);
  });
