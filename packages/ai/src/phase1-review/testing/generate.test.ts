import { describe, expect, it } from 'vitest';
import { generatePhase1Report, type GeneratedReport } from './generate';
import { PHASE1_FAMILIES } from './families';
import { OUTCOME_SPECS, PHASE1_OUTCOMES } from './outcomes';
import { docxPageTexts } from './read-docx';
import { misplacedQuotes, truthQuotes } from './quote-check';

// Every family x outcome at seed 1, as text and Word (PDF in generate-pdf.test.ts): the truth must be exactly what the files say.

function filePageTexts(report: GeneratedReport): string[] {
  const { bytes } = report.files;
  if (report.truth.format === 'txt') return new TextDecoder().decode(bytes).split('\f');
  return docxPageTexts(bytes);
}

describe.each(PHASE1_FAMILIES)('generatePhase1Report, family %s', (family) => {
  describe.each(PHASE1_OUTCOMES)('%s', (outcome) => {
    it.each(['txt', 'docx'] as const)('%s: truth quotes are on their pages', async (format) => {
      const report = await generatePhase1Report({ family, outcome, seed: 1, format });
      const { truth } = report;
      expect(truth.file).toBe(report.files.name);
      expect(truth.format).toBe(format);
      expect(truth.variant).toBe(family);
      expect(truth.overallDecision).toBe(OUTCOME_SPECS[outcome].decision);
      expect(truth.page_count).toBe(report.pages.length);
      expect(report.pages.map((page) => page.page)).toEqual(report.pages.map((_, index) => index + 1));
      expect(truth.evidence.filter((entry) => entry.kind === 'decision').length).toBeGreaterThan(0);
      expect(truth.qa.length).toBeGreaterThanOrEqual(8);
      expect(truth.qa.length).toBeLessThanOrEqual(10);

      const quotes = truthQuotes(report);
      expect(
        misplacedQuotes(
          quotes,
          report.pages.map((page) => page.text),
        ),
      ).toEqual([]);
      const fileTexts = filePageTexts(report);
      if (format === 'txt') expect(fileTexts).toEqual(report.pages.map((page) => page.text));
      expect(fileTexts.length).toBe(truth.page_count);
      expect(misplacedQuotes(quotes, fileTexts)).toEqual([]);
    });
  });
});

describe('generated truth', () => {
  it('keeps distractors apart from the evidence and covers every kind of distractor', async () => {
    const kinds = new Set<string>();
    const reports = PHASE1_FAMILIES.flatMap((family) => PHASE1_OUTCOMES.map((outcome) => generatePhase1Report({ family, outcome, seed: 3, format: 'txt' })));
    for (const { truth } of await Promise.all(reports)) {
      for (const entry of truth.distractors) kinds.add(entry.kind);
      const overlapping = truth.distractors.filter((entry) =>
        truth.evidence.some((evidence) => evidence.page === entry.page && (evidence.quote.includes(entry.quote) || entry.quote.includes(evidence.quote))),
      );
      expect(overlapping).toEqual([]);
    }
    expect([...kinds].sort()).toEqual(['adjoining', 'appendix', 'data_gap', 'de_minimis', 'definition', 'negation', 'non_scope', 'offsite', 'toc']);
  });

  it('is deterministic and varies with the seed', async () => {
    const options = { family: 'caps', outcome: 'CRECs_PRESENT', format: 'txt' } as const;
    const [first, again, other] = await Promise.all([
      generatePhase1Report({ ...options, seed: 7 }),
      generatePhase1Report({ ...options, seed: 7 }),
      generatePhase1Report({ ...options, seed: 8 }),
    ]);
    expect(again.pages).toEqual(first.pages);
    expect(again.truth).toEqual(first.truth);
    expect(other.truth.subject_address).not.toBe(first.truth.subject_address);
  });

  it('lists AULs and contaminants only where the outcome has them', async () => {
    const crec = await generatePhase1Report({ family: 'bare', outcome: 'CRECs_PRESENT', seed: 2, format: 'txt' });
    expect(crec.truth.auls.length).toBeGreaterThan(0);
    expect(crec.truth.evidence.some((entry) => entry.kind === 'aul')).toBe(true);
    for (const outcome of ['NO_RECs', 'DATA_GAPS_ONLY', 'INCONCLUSIVE'] as const) {
      const { truth } = await generatePhase1Report({ family: 'bare', outcome, seed: 2, format: 'txt' });
      expect(truth.auls).toEqual([]);
      expect(truth.contaminants_of_concern).toEqual([]);
    }
  });

  it('numbers each family differently', async () => {
    const findingsHeadings = await Promise.all(
      PHASE1_FAMILIES.map(async (family) => {
        const { truth } = await generatePhase1Report({ family, outcome: 'NO_RECs', seed: 1, format: 'txt' });
        return Object.keys(truth.section_pages).join('|');
      }),
    );
    expect(new Set(findingsHeadings).size).toBe(PHASE1_FAMILIES.length);
  });
});
