import { describe, expect, it } from 'vitest';
import { isQuoteOnPage } from '../../grounding/quotes';
import { generateSupportingDocument, SUPPORTING_KINDS, SUPPORTING_STYLES, scoreSupportingDocument } from '../testing';
import { analyzeRecordDocument } from './analyze';

/**
 * The offline record reader on agency documents it was not written for: five layouts (letter,
 * memorandum, state form, e-mail printout, database printout) x eight kinds (NFA, certificate of
 * completion, conditional closure, proposed closure, open status, notice of violation, a letter
 * about another case, an inspection report), from the generator in ../testing.
 */
describe('record analysis of generated agency documents', () => {
  it.each([1, 2])(
    'gives every verdict right, and the case ids, agencies and closure dates (seed %i)',
    async (seed) => {
      const wrong: string[] = [];
      const totals = { documents: 0, caseIds: 0, agencies: 0, closureDates: 0, offPage: 0 };
      for (const style of SUPPORTING_STYLES) {
        for (const kind of SUPPORTING_KINDS) {
          const { files, pages, truth } = await generateSupportingDocument({ style, kind, seed, format: 'txt' });
          const document = { documentId: files.name, name: files.name, format: 'txt' as const, pages };
          const result = analyzeRecordDocument(document, { caseIds: [truth.record.case_id] });
          const score = scoreSupportingDocument(result, truth, pages);
          totals.documents += 1;
          if (!score.verdict) wrong.push(`${style}/${kind}: ${result.db_closure_verdict}, not ${truth.db_closure_verdict}`);
          totals.caseIds += (score.caseIds.precision + score.caseIds.recall) / 2;
          totals.agencies += (score.agencies.precision + score.agencies.recall) / 2;
          totals.closureDates += score.closureDate ? 1 : 0;
          totals.offPage += result.evidence.filter((evidence) => !isQuoteOnPage(document, evidence.quote, evidence.page ?? 0)).length;
        }
      }
      expect(wrong).toEqual([]);
      expect(totals.offPage).toBe(0);
      expect(totals.caseIds / totals.documents).toBeGreaterThanOrEqual(0.95);
      expect(totals.agencies / totals.documents).toBeGreaterThanOrEqual(0.9);
      expect(totals.closureDates / totals.documents).toBeGreaterThanOrEqual(0.9);
    },
    60_000,
  );
});
