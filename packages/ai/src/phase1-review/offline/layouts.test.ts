import { readTextDocument } from '@groundwork/doc-processing';
import { describe, expect, it } from 'vitest';
import { isQuoteOnPage } from '../../grounding/quotes';
import { generatePhase1Report, PHASE1_FAMILIES, PHASE1_OUTCOMES, type Phase1Outcome, scorePhase1Review, scoreQa } from '../testing';
import type { ReviewDocument } from '../types';
import { createOfflineReviewer } from './reviewer';

/**
 * The offline reviewer on reports it was not written for: eight heading families (none the
 * fixtures') x eight outcomes, from the generator in ../testing, with their exact truth. Decisions
 * must all be right and no distractor may count; the extractions and answers hold floors.
 */
const reviewer = createOfflineReviewer();

interface Scores {
  reports: number;
  wrongDecisions: string[];
  distractorsCounted: number;
  evidenceRecall: number;
  addresses: number;
  sites: { precision: number; recall: number };
  contaminants: { precision: number; recall: number };
  auls: { precision: number; recall: number };
  quotesOffPage: number;
  qa: { asked: number; cited: number };
}

async function scoreReports(
  reports: { document: ReviewDocument; truth: Parameters<typeof scorePhase1Review>[1]; label: string }[],
  { withQa }: { withQa: boolean },
) {
  const scores: Scores = {
    reports: 0,
    wrongDecisions: [],
    distractorsCounted: 0,
    evidenceRecall: 0,
    addresses: 0,
    sites: { precision: 0, recall: 0 },
    contaminants: { precision: 0, recall: 0 },
    auls: { precision: 0, recall: 0 },
    quotesOffPage: 0,
    qa: { asked: 0, cited: 0 },
  };
  for (const { document, truth, label } of reports) {
    const result = await reviewer.review(document);
    const score = scorePhase1Review(result, truth);
    scores.reports += 1;
    if (!score.decision) scores.wrongDecisions.push(`${label}: ${result.decision}, not ${truth.overallDecision}`);
    scores.distractorsCounted += score.distractorsCounted;
    scores.evidenceRecall += score.evidenceRecall;
    scores.addresses += score.subjectAddress ? 1 : 0;
    for (const key of ['sites', 'contaminants', 'auls'] as const) {
      const figure = score[key === 'sites' ? 'siteNames' : key];
      scores[key].precision += figure.precision;
      scores[key].recall += figure.recall;
    }
    const quotes = [...result.findings, ...result.sections.flatMap((section) => section.quotes)];
    scores.quotesOffPage += quotes.filter((quote) => !isQuoteOnPage(document, quote.quote, quote.page ?? 0)).length;
    if (!withQa) continue;
    for (const qa of truth.qa) {
      const answer = await reviewer.ask([document], qa.question);
      scores.qa.asked += 1;
      if (scoreQa(answer, qa).cited) scores.qa.cited += 1;
    }
  }
  const mean = (total: number) => total / scores.reports;
  return {
    ...scores,
    evidenceRecall: mean(scores.evidenceRecall),
    addresses: mean(scores.addresses),
    sites: { precision: mean(scores.sites.precision), recall: mean(scores.sites.recall) },
    contaminants: { precision: mean(scores.contaminants.precision), recall: mean(scores.contaminants.recall) },
    auls: { precision: mean(scores.auls.precision), recall: mean(scores.auls.recall) },
    qaCited: scores.qa.cited / Math.max(1, scores.qa.asked),
  };
}

async function textReports(seed: number) {
  const reports = [];
  for (const family of PHASE1_FAMILIES) {
    for (const outcome of PHASE1_OUTCOMES) {
      const { pages, truth, files } = await generatePhase1Report({ family, outcome, seed, format: 'txt' });
      reports.push({ document: { documentId: files.name, name: files.name, format: 'txt' as const, pages }, truth, label: `${family}/${outcome}/${seed}` });
    }
  }
  return reports;
}

describe('the offline reviewer on generated reports of eight other heading styles', () => {
  it.each([1, 2, 3])(
    'decides every outcome of every family right (seed %i, text)',
    async (seed) => {
      const scores = await scoreReports(await textReports(seed), { withQa: seed === 1 });
      expect(scores.reports).toBe(PHASE1_FAMILIES.length * PHASE1_OUTCOMES.length);
      expect(scores.wrongDecisions).toEqual([]);
      expect(scores.distractorsCounted).toBe(0);
      expect(scores.quotesOffPage).toBe(0);
      expect(scores.addresses).toBe(1);
      expect(scores.evidenceRecall).toBeGreaterThanOrEqual(0.9);
      expect(scores.contaminants).toEqual({ precision: 1, recall: 1 });
      expect(scores.auls.precision).toBeGreaterThanOrEqual(0.95);
      expect(scores.auls.recall).toBeGreaterThanOrEqual(0.95);
      expect(scores.sites.precision).toBeGreaterThanOrEqual(0.95);
      expect(scores.sites.recall).toBeGreaterThanOrEqual(0.9);
      if (seed === 1) expect(scores.qaCited).toBeGreaterThanOrEqual(0.9);
    },
    120_000,
  );

  it('reads the same reports from PDF and Word files as from text', async () => {
    const outcomes: Phase1Outcome[] = [...PHASE1_OUTCOMES];
    // Side by side: each PDF is read in a process of its own, on a core of its own.
    const reports = await Promise.all(
      PHASE1_FAMILIES.map(async (family, index) => {
        const outcome = outcomes[index % outcomes.length] as Phase1Outcome;
        const format = index % 2 === 0 ? 'pdf' : 'docx';
        const { files, truth } = await generatePhase1Report({ family, outcome, seed: 4, format });
        const text = await readTextDocument(files.bytes, { name: files.name });
        return {
          document: { documentId: files.name, name: files.name, format: text.format, pages: text.pages },
          truth,
          label: `${family}/${outcome}/${format}`,
        };
      }),
    );
    const scores = await scoreReports(reports, { withQa: false });
    expect(scores.wrongDecisions).toEqual([]);
    expect(scores.distractorsCounted).toBe(0);
    expect(scores.quotesOffPage).toBe(0);
    expect(scores.addresses).toBe(1);
    expect(scores.evidenceRecall).toBeGreaterThanOrEqual(0.85);
  }, 120_000);
});
