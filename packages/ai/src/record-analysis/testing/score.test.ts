import { describe, expect, it } from 'vitest';
import { generateSupportingDocument } from './generate';
import { normalizeCaseId, type SupportingResult, scoreSupportingDocument } from './score';
import type { SupportingTruth } from './truth';

const truth: SupportingTruth = {
  file: 'letter.txt',
  family: 'supporting_document',
  variant: 'agency_letter',
  doc_type: 'nfa_letter',
  title: 'NO FURTHER ACTION LETTER',
  db_closure_verdict: 'CONFIRMED_CLOSED',
  case_ids: ['LUST 2019-0412', 'T0601900123'],
  agency_names: ['Toxics Cleanup Program', 'County Environmental Health Department'],
  closure_date: '2019-02-03',
  document_date: '2019-02-03',
  site_name: 'HARBOR FUEL STOP',
  site_address: '410 HARBOR BLVD, KENT, WA 98032',
  substance: 'gasoline',
  page_count: 2,
  evidence: [{ page: 1, quote: 'No further action is required, and the case is hereby closed as of February 3, 2019.' }],
  format: 'txt',
};

const pages = [
  { page: 1, text: 'Dear owner:\nNo further action is required, and the case is\nhereby closed as of February 3, 2019.' },
  { page: 2, text: 'The case may be reopened if new information is found.' },
];

const perfect: SupportingResult = {
  db_closure_verdict: 'CONFIRMED_CLOSED',
  evidence: [{ page: 1, quote: 'No further action is required, and the case is hereby closed as of February 3, 2019.' }],
  extracted: {
    case_ids: ['Case No. lust 2019-0412', 'Global ID T0601900123'],
    agency_names: ['Toxics Cleanup Program', 'Environmental Health Department'],
    key_dates: { closure_date: '2019-02-03' },
  },
};

describe('scoreSupportingDocument', () => {
  it('scores a perfect result in full', () => {
    expect(scoreSupportingDocument(perfect, truth, pages)).toEqual({
      verdict: true,
      caseIds: { precision: 1, recall: 1 },
      agencies: { precision: 1, recall: 1 },
      closureDate: true,
      evidenceRecall: 1,
      evidenceOnPage: 0,
    });
  });

  it('counts wrong verdicts, extra ids, unknown agencies, wrong dates and quotes off their page', () => {
    const result: SupportingResult = {
      db_closure_verdict: 'INCONCLUSIVE',
      evidence: [{ page: 2, quote: 'No further action is required, and the case is hereby closed as of February 3, 2019.' }],
      extracted: {
        case_ids: ['LUST 2019-0412', 'RZ-000001'],
        agency_names: ['Department of Toxic Substances Control'],
        key_dates: { closure_date: '2019-02-04' },
      },
    };
    expect(scoreSupportingDocument(result, truth, pages)).toEqual({
      verdict: false,
      caseIds: { precision: 0.5, recall: 0.5 },
      agencies: { precision: 0, recall: 0 },
      closureDate: false,
      evidenceRecall: 0,
      evidenceOnPage: 1,
    });
  });

  it('counts both closure dates null as a match, and leaves the page check out without pages', () => {
    const open = { ...truth, closure_date: null, evidence: [] };
    const result = { ...perfect, extracted: { ...perfect.extracted, key_dates: { closure_date: null } } };
    const score = scoreSupportingDocument(result, open);
    expect(score.closureDate).toBe(true);
    expect(score.evidenceRecall).toBe(1);
    expect(score.evidenceOnPage).toBeNull();
  });

  it('normalises case ids: case, spaces, #, No. and a leading label', () => {
    expect(normalizeCaseId('Case #: 4471')).toBe('4471');
    expect(normalizeCaseId('Case No. RZ-057217')).toBe('RZ-057217');
    expect(normalizeCaseId('ust-id 44-1092')).toBe('UST-ID44-1092');
    expect(normalizeCaseId('Global ID T0601900123')).toBe('T0601900123');
  });

  it("scores a generated document's own truth as a perfect result", async () => {
    const document = await generateSupportingDocument({ style: 'email_printout', kind: 'conditional_closure', seed: 4, format: 'txt' });
    const { truth: generated } = document;
    const result: SupportingResult = {
      db_closure_verdict: generated.db_closure_verdict,
      evidence: generated.evidence,
      extracted: { case_ids: generated.case_ids, agency_names: generated.agency_names, key_dates: { closure_date: generated.closure_date } },
    };
    const score = scoreSupportingDocument(result, generated, document.pages);
    expect(score).toMatchObject({ verdict: true, closureDate: true, evidenceRecall: 1, evidenceOnPage: 0 });
  });
});
