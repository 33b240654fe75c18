import fs from 'node:fs/promises';
import { readTextDocument } from '@groundwork/doc-processing';
import { describe, expect, it } from 'vitest';
import { loadSupportingFixtures } from './fixtures';
import { scoreSupportingDocument } from './score';

describe('loadSupportingFixtures', () => {
  it('finds the four supporting-document samples with their truth', async () => {
    const fixtures = await loadSupportingFixtures();
    expect(fixtures.map((fixture) => fixture.name)).toEqual([
      'supporting_doc_01_a_nfa_letter.pdf',
      'supporting_doc_02_a_open_status.txt',
      'supporting_doc_03_d_nfa_letter.pdf',
      'supporting_doc_04_d_open_status.txt',
    ]);
    for (const fixture of fixtures) {
      expect(fixture.truth.file).toBe(fixture.name);
      expect(fixture.truth.family).toBe('supporting_document');
      expect(fixture.path.endsWith(`/${fixture.name}`)).toBe(true);
      expect(fixture.format).toBe(fixture.name.split('.').at(-1));
      const file = await fs.stat(fixture.path);
      expect(file.isFile()).toBe(true);
      expect(file.size).toBeGreaterThan(1000);
    }
  });

  it("scores a text fixture's own truth as a perfect result against its pages", async () => {
    const fixture = (await loadSupportingFixtures()).find((entry) => entry.format === 'txt')!;
    const { pages } = await readTextDocument(new Uint8Array(await fs.readFile(fixture.path)), { name: fixture.name });
    const { truth } = fixture;
    const result = {
      db_closure_verdict: truth.db_closure_verdict,
      evidence: truth.evidence,
      extracted: { case_ids: truth.case_ids, agency_names: truth.agency_names, key_dates: { closure_date: truth.closure_date } },
    };
    expect(scoreSupportingDocument(result, truth, pages)).toMatchObject({ verdict: true, evidenceRecall: 1, evidenceOnPage: 0 });
  });
});
