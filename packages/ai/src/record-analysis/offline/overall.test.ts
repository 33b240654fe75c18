import type { RecordDocumentResult } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { overallVerdict, recordContextFromSummary, updatedRecordSummary } from './overall';

const result = (
  name: string,
  verdict: RecordDocumentResult['db_closure_verdict'],
  date: string | null,
  closure: string | null = null,
): RecordDocumentResult => ({
  documentId: name,
  file: { name },
  confidence: 0.8,
  db_closure_verdict: verdict,
  summary: '',
  evidence: [{ page: 1, quote: `${name} says so.` }],
  extracted: { case_ids: ['RZ-057217'], agency_names: [], key_dates: { closure_date: closure, document_date: date } },
  warnings: [],
});

describe('the record over its documents', () => {
  it('takes the latest dated document that decides', () => {
    expect(overallVerdict([result('open.txt', 'NOT_CONFIRMED', '2011-05-13'), result('nfa.pdf', 'CONFIRMED_CLOSED', '2019-02-03', '2019-02-03')])).toBe(
      'CONFIRMED_CLOSED',
    );
    expect(overallVerdict([result('nfa.pdf', 'CONFIRMED_CLOSED', '2009-01-01', '2009-01-01'), result('reopened.pdf', 'NOT_CONFIRMED', '2015-06-01')])).toBe(
      'NOT_CONFIRMED',
    );
    expect(overallVerdict([result('inspection.pdf', 'INCONCLUSIVE', '2020-01-01')])).toBe('INCONCLUSIVE');
    expect(overallVerdict([])).toBe('INCONCLUSIVE');
  });

  it('keeps the record narrative and adds what each document proves with its citation', () => {
    const summary = updatedRecordSummary('TRIANGLE TRUCK TERMINAL is listed in LUST (Facility ID: RZ-057217).', [
      result('nfa.pdf', 'CONFIRMED_CLOSED', '2019-02-03', '2019-02-03'),
    ]);
    expect(summary).toBe(
      'TRIANGLE TRUCK TERMINAL is listed in LUST (Facility ID: RZ-057217).\n\nRegulatory documents reviewed: closure confirmed closed.\nnfa.pdf, 2019-02-03: Confirmed Closed. "nfa.pdf says so." (nfa.pdf, p. 1)',
    );
    expect(recordContextFromSummary('Listed in LUST (Facility ID: RZ-057217)')).toEqual({ caseIds: ['RZ-057217'] });
    expect(recordContextFromSummary('No ids here.')).toEqual({});
  });
});
