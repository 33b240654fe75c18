import fs from 'node:fs/promises';
import path from 'node:path';
import { readTextDocument } from '@groundwork/doc-processing';
import { readFixture, sharedFixturesDir } from '@groundwork/doc-processing/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { isQuoteOnPage } from '../../grounding/quotes';
import { analyzeRecordDocument } from './analyze';
import { normalizeCaseId } from './identifiers';

/** The shared supporting-document fixtures (letter and memorandum styles, PDF and text) with their truth. */
const FIXTURES = [
  'supporting_doc_01_a_nfa_letter.pdf',
  'supporting_doc_02_a_open_status.txt',
  'supporting_doc_03_d_nfa_letter.pdf',
  'supporting_doc_04_d_open_status.txt',
];

interface Truth {
  db_closure_verdict: string;
  case_ids: string[];
  agency_names: string[];
  closure_date: string | null;
  evidence: { page: number; quote: string }[];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

describe.each(FIXTURES)('record analysis of %s (offline)', (name) => {
  it('gives the truth verdict, case ids, agencies and closure date, on evidence that is on its page', async () => {
    const text = await readTextDocument(await readFixture(name), { name });
    const truth = JSON.parse(await fs.readFile(path.join(sharedFixturesDir, name.replace(/\.\w+$/, '.truth.json')), 'utf8')) as Truth;
    const document = { documentId: name, name, format: text.format, pages: text.pages };
    const result = analyzeRecordDocument(document);
    expect(result.db_closure_verdict).toBe(truth.db_closure_verdict);
    expect(result.confidence).toBeGreaterThanOrEqual(0.7);
    expect(result.extracted.case_ids.map(normalizeCaseId).sort()).toEqual(truth.case_ids.map(normalizeCaseId).sort());
    expect([...result.extracted.agency_names].sort()).toEqual([...truth.agency_names].sort());
    expect(result.extracted.key_dates.closure_date).toBe(truth.closure_date);
    for (const evidence of result.evidence) expect(isQuoteOnPage(document, evidence.quote, evidence.page ?? 0)).toBe(true);
    for (const expected of truth.evidence) {
      expect(
        result.evidence.some((evidence) => evidence.page === expected.page && collapse(expected.quote).includes(collapse(evidence.quote))),
        expected.quote,
      ).toBe(true);
    }
  });

  it('is inconclusive for a record of another case, and says why (the closure date of the letter is still read)', async () => {
    const text = await readTextDocument(await readFixture(name), { name });
    const truth = JSON.parse(await fs.readFile(path.join(sharedFixturesDir, name.replace(/\.\w+$/, '.truth.json')), 'utf8')) as Truth;
    const result = analyzeRecordDocument({ documentId: name, name, format: text.format, pages: text.pages }, { caseIds: ['ZZ-000001'] });
    expect(result.db_closure_verdict).toBe('INCONCLUSIVE');
    expect(result.extracted.key_dates.closure_date).toBe(truth.closure_date);
    expect(result.warnings.some((warning) => warning.endsWith("not the record's case ZZ-000001."))).toBe(true);
  });
});
