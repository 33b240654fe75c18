import type { NarrativeItem, RecordDocumentResult, RegulatoryAnalysisSession } from '@groundwork/contracts';
import { PROJECT_ID } from '../../../test/render-tab';

export { aDocument } from '../../review-phase1/test/fixtures';

export const SESSION_ID = 'reg-session-1';
export const ITEM_INDEX = 1;
export const JOB_ID = 'db-job-1';
export const SUMMARY = 'BOEING SURPLUS WAREHOUSE, 3277 INDUSTRIAL WAY (map ID 2), is listed in LUST (Open - site assessment).';
export const UPDATED_SUMMARY = `${SUMMARY}\n\nA No Further Action letter (LUST 2001-5798, 2019-06-14) confirms the case is closed [nfa-letter.pdf p. 1].`;
export const NFA_QUOTE = 'the case was closed on June 14, 2019 with No Further Action required';

export function aRegulatorySession(overrides: Partial<RegulatoryAnalysisSession> = {}): RegulatoryAnalysisSession {
  return {
    sessionId: SESSION_ID,
    projectId: PROJECT_ID,
    recordItemIndex: ITEM_INDEX,
    existingSummary: SUMMARY,
    fileCount: 0,
    overallDecision: null,
    updatedSummary: null,
    results: [],
    history: [],
    documents: [],
    analyzing: false,
    saved: null,
    createdAt: '2026-03-03T14:00:00.000Z',
    updatedAt: '2026-03-03T14:00:00.000Z',
    ...overrides,
  };
}

export function aRecordResult(overrides: Partial<RecordDocumentResult> = {}): RecordDocumentResult {
  return {
    documentId: 'doc-1',
    file: { name: 'nfa-letter.pdf' },
    confidence: 0.916,
    db_closure_verdict: 'CONFIRMED_CLOSED',
    summary: 'The agency issued a No Further Action letter for the LUST case.',
    evidence: [
      { page: 1, quote: NFA_QUOTE },
      { page: null, quote: 'cc: County Environmental Health' },
    ],
    extracted: {
      case_ids: ['LUST 2001-5798', 'UST-ID 94-9904'],
      agency_names: ['State Water Resources Control Board'],
      key_dates: { closure_date: '2019-06-14', document_date: '2019-06-20' },
    },
    warnings: ['Page 2 had no text layer.'],
    ...overrides,
  };
}

/** The session once the NFA letter was analysed. */
export const analysedSession = (overrides: Partial<RegulatoryAnalysisSession> = {}) =>
  aRegulatorySession({
    fileCount: 1,
    overallDecision: 'CONFIRMED_CLOSED',
    updatedSummary: UPDATED_SUMMARY,
    results: [aRecordResult()],
    ...overrides,
  });

export function aNarrativeItem(overrides: Partial<NarrativeItem> = {}): NarrativeItem {
  return {
    address: '3277 INDUSTRIAL WAY',
    target: 'BOEING SURPLUS WAREHOUSE',
    narrative: SUMMARY,
    document_links: [
      { db_name: 'LUST', links: ['https://geotracker.test/case/2001-5798', 'https://geotracker.test/case/2001-5798/docs'] },
      { db_name: 'UST', links: ['https://ust.test/94-9904'] },
    ],
    city: 'SACRAMENTO',
    state: 'CA',
    zip: '95816',
    databases: ['LUST', 'UST'],
    distance_mi: 0.12,
    ...overrides,
  };
}

/** The project's narrative JSON: the record at ITEM_INDEX after another one. */
export const narrativeData = (item = aNarrativeItem()) => ({
  items: [aNarrativeItem({ target: 'OTHER SITE', narrative: 'Another record.', document_links: [] }), item],
});

/** The browser's copy of the narrative, as the Database tab keeps it. */
export function storeBrowserCopy(overrides: Record<string, unknown> = {}) {
  const entry = { jobId: JOB_ID, narrativeData: narrativeData(), narratives: [], updatedAt: '2026-03-01T00:00:00.000Z', ...overrides };
  localStorage.setItem(`environmental-db-${PROJECT_ID}`, JSON.stringify(entry));
  return entry;
}

export const browserCopy = () => JSON.parse(localStorage.getItem(`environmental-db-${PROJECT_ID}`) ?? 'null') as Record<string, any> | null;
