import type { Phase1Result, Phase1Session, SessionDocument } from '@groundwork/contracts';
import { PROJECT_ID } from '../../../test/render-tab';

export const SESSION_ID = 'session-1';

export function aSession(overrides: Partial<Phase1Session> = {}): Phase1Session {
  return {
    sessionId: SESSION_ID,
    projectId: PROJECT_ID,
    fileCount: 0,
    overallDecision: null,
    updatedSummary: null,
    results: [],
    history: [],
    documents: [],
    analyzing: false,
    createdAt: '2026-03-03T14:00:00.000Z',
    updatedAt: '2026-03-03T14:00:00.000Z',
    ...overrides,
  };
}

export function aDocument(overrides: Partial<SessionDocument> = {}): SessionDocument {
  return {
    documentId: 'doc-1',
    name: 'phase1_esa_01.pdf',
    size: 3_250_000,
    format: 'pdf',
    status: 'done',
    progress: 100,
    pageCount: 29,
    error: null,
    uploadedAt: '2026-03-03T14:01:00.000Z',
    ...overrides,
  };
}

export const DECISION_QUOTE = 'The former Elite Cleaners & Dyers operation represents a REC.';

export function aResult(overrides: Partial<Phase1Result> = {}): Phase1Result {
  return {
    documentId: 'doc-1',
    file: { name: 'phase1_esa_01.pdf' },
    decision: 'RECs_PRESENT',
    confidence: 0.874,
    summary: 'The report identifies one REC: the former dry cleaner on the subject property.',
    sections: [
      {
        section: '8.0 Findings',
        summary: 'A former dry cleaner used PCE on site.',
        quotes: [
          { quote: DECISION_QUOTE, page: 13 },
          { quote: 'Site reconnaissance was limited by snow cover.', page: null },
        ],
      },
      { section: '5.0 Records Review', summary: 'The subject property is listed as a former dry cleaner.', quotes: [] },
    ],
    findings: [
      { kind: 'REC', location: 'subject', counts: true, quote: DECISION_QUOTE, page: 13, reason: 'on the subject property' },
      {
        kind: 'REC',
        location: 'adjoining',
        counts: false,
        quote: 'Metro Auto Body is not a REC for the subject property.',
        page: 14,
        reason: 'adjoining property',
      },
    ],
    extractions: {
      subject_address: '2440 FACTORY ST, NORTHGATE, IL 60640',
      site_names: ['Elite Cleaners & Dyers', 'Metro Auto Body & Paint'],
      contaminants_of_concern: ['PCE', 'TCE'],
      auls: [],
    },
    pageCount: 29,
    engine: 'offline',
    warnings: ['Pages 27-29 had no text layer.'],
    ...overrides,
  };
}

export const PAGE_13_TEXT =
  'Section 8.0 Findings\nIn the opinion of the environmental professional,\nthe former Elite Cleaners &  Dyers operation\nrepresents a REC. Further text.';
