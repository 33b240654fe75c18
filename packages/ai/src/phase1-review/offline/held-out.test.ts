import fs from 'node:fs/promises';
import path from 'node:path';
import { readTextDocument } from '@groundwork/doc-processing';
import { beforeAll, describe, expect, it } from 'vitest';
import { isQuoteOnPage } from '../../grounding/quotes';
import { plainTextDocx, plainTextPdf } from '../testing/render-plain';
import { quotesOverlap, scorePhase1Review, scoreQa } from '../testing/score';
import type { Phase1Truth } from '../testing/truth';
import type { ReviewDocument } from '../types';
import { createOfflineReviewer } from './reviewer';

/**
 * Reports written by hand, in heading styles and wordings that neither the shared fixtures nor the
 * generator in ../testing use (spelled-out section numbers, `Part 4 Records Review`, `4) Historical
 * Review`, markdown, trailing colons, underlined headings, a summary table, a letter, a memo, roman
 * numerals with a dash, class-labelled subsections, a checkbox summary, Yes / No columns, `Finding 1:`
 * / `Classification:` lines), with every outcome. Their
 * truth is in `held-out/*.truth.json`. `HELD_OUT_REPORT=1` prints the figures.
 */
const HELD_OUT_DIR = path.join(import.meta.dirname, 'held-out');
const reviewer = createOfflineReviewer();

interface HeldOut {
  name: string;
  pages: string[];
  truth: Phase1Truth;
}

interface Figures {
  rows: string[];
  /** What must not happen: a wrong decision, a distractor counted, a quote off its page. */
  failures: string[];
  /** Truth questions whose answer cites no quote on the truth page. */
  uncited: string[];
  evidence: number[];
  addresses: number;
  sites: [number, number][];
  contaminants: [number, number][];
  auls: [number, number][];
  qa: { asked: number; cited: number };
}

const reports: HeldOut[] = [];

beforeAll(async () => {
  const names = (await fs.readdir(HELD_OUT_DIR)).filter((name) => name.endsWith('.txt')).sort();
  for (const name of names) {
    const text = await fs.readFile(path.join(HELD_OUT_DIR, name), 'utf8');
    const truth = JSON.parse(await fs.readFile(path.join(HELD_OUT_DIR, name.replace(/\.txt$/, '.truth.json')), 'utf8')) as Phase1Truth;
    reports.push({ name, pages: text.split('\f'), truth });
  }
});

async function documentOf(report: HeldOut, format: 'txt' | 'pdf' | 'docx'): Promise<ReviewDocument> {
  const name = report.name.replace(/\.txt$/, `.${format}`);
  const bytes =
    format === 'pdf'
      ? await plainTextPdf(report.pages)
      : format === 'docx'
        ? await plainTextDocx(report.pages)
        : new TextEncoder().encode(report.pages.join('\f'));
  const text = await readTextDocument(bytes, { name });
  return { documentId: name, name, format: text.format, pages: text.pages };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
const pair = ({ precision, recall }: { precision: number; recall: number }): [number, number] => [precision, recall];

/** Reports read from PDF too (reading a PDF costs more): the ones with tables, bullets and checkboxes. */
const PDF_REPORTS = /^ho(?:01|07|10|12)_/;

async function score(format: 'txt' | 'pdf' | 'docx'): Promise<Figures> {
  const figures: Figures = {
    rows: [],
    failures: [],
    uncited: [],
    evidence: [],
    addresses: 0,
    sites: [],
    contaminants: [],
    auls: [],
    qa: { asked: 0, cited: 0 },
  };
  for (const report of reports.filter(({ name }) => format !== 'pdf' || PDF_REPORTS.test(name))) {
    const { name, truth } = report;
    const document = await documentOf(report, format);
    const result = await reviewer.review(document);
    const scored = scorePhase1Review(result, truth);
    if (!scored.decision) figures.failures.push(`${name}: ${result.decision}, not ${truth.overallDecision}`);
    // A distractor may be quoted as what it is (a denial), never as a condition of the subject.
    const counted = result.findings.filter((finding) => finding.counts && finding.kind !== 'NO_REC');
    for (const entry of truth.distractors) {
      if (counted.some((finding) => finding.page === entry.page && quotesOverlap(finding.quote, entry.quote, Number.POSITIVE_INFINITY))) {
        figures.failures.push(`${name}: distractor counted: ${entry.quote}`);
      }
    }
    const quotes = [...result.findings, ...result.sections.flatMap((section) => section.quotes)];
    for (const quote of quotes) {
      if (!isQuoteOnPage(document, quote.quote, quote.page ?? 0)) figures.failures.push(`${name}: quote not on page ${quote.page}: ${quote.quote}`);
    }
    let cited = 0;
    for (const qa of truth.qa) {
      const answer = await reviewer.ask([document], qa.question);
      const onPage = answer.quotes.some((quote) => quote.page === qa.page) && (qa.quote === undefined || scoreQa(answer, qa).cited);
      if (onPage) cited += 1;
      else figures.uncited.push(`${name}: "${qa.question}" cited ${answer.quotes.map((quote) => quote.page).join(',') || 'nothing'}, not ${qa.page}`);
    }
    figures.qa.asked += truth.qa.length;
    figures.qa.cited += cited;
    figures.evidence.push(scored.evidenceRecall);
    figures.addresses += scored.subjectAddress ? 1 : 0;
    figures.sites.push(pair(scored.siteNames));
    figures.contaminants.push(pair(scored.contaminants));
    figures.auls.push(pair(scored.auls));
    const { extractions } = result;
    figures.rows.push(
      `${name} | ${result.decision} | evidence ${scored.evidenceRecall.toFixed(2)} | sites ${extractions.site_names.join('; ')} | coc ${extractions.contaminants_of_concern.join('; ')} | auls ${extractions.auls.join('; ')} | qa ${cited}/${truth.qa.length}`,
    );
  }
  if (process.env.HELD_OUT_REPORT) console.log(summary(format, figures));
  return figures;
}

function summary(format: string, figures: Figures): string {
  const pr = (pairs: [number, number][]) => `P ${mean(pairs.map(([p]) => p)).toFixed(2)} R ${mean(pairs.map(([, r]) => r)).toFixed(2)}`;
  return [
    `--- ${format}`,
    ...figures.rows,
    `decisions ${figures.rows.length - figures.failures.filter((failure) => /, not [A-Za-z_]+$/.test(failure)).length}/${figures.rows.length}; evidence recall ${mean(figures.evidence).toFixed(2)}; addresses ${figures.addresses}/${figures.rows.length}`,
    `sites ${pr(figures.sites)}; contaminants ${pr(figures.contaminants)}; AULs ${pr(figures.auls)}; answers cited on their page ${figures.qa.cited}/${figures.qa.asked}`,
    ...figures.failures,
    ...figures.uncited,
  ].join('\n');
}

describe('the offline reviewer on held-out reports', () => {
  it('has a report of every outcome', () => {
    expect(new Set(reports.map(({ truth }) => truth.overallDecision))).toEqual(
      new Set(['RECs_PRESENT', 'CRECs_PRESENT', 'HRECs_PRESENT', 'DATA_GAPS_ONLY', 'NO_RECs']),
    );
  });

  it('decides every text report right, on its evidence, counting no distractor, quoting only what is on its page', async () => {
    const figures = await score('txt');
    expect(figures.failures).toEqual([]);
    expect(mean(figures.evidence)).toBe(1);
    expect(figures.addresses).toBe(reports.length);
    expect(figures.qa.cited).toBe(figures.qa.asked);
    expect(mean(figures.sites.map(([precision]) => precision))).toBeGreaterThanOrEqual(0.95);
    expect(mean(figures.sites.map(([, recall]) => recall))).toBeGreaterThanOrEqual(0.9);
    for (const key of ['contaminants', 'auls'] as const) {
      expect(mean(figures[key].map(([precision]) => precision)), key).toBe(1);
      expect(mean(figures[key].map(([, recall]) => recall)), key).toBe(1);
    }
  });

  it.each(['pdf', 'docx'] as const)(
    'reads the same reports from %s files alike',
    async (format) => {
      const figures = await score(format);
      expect(figures.failures).toEqual([]);
      expect(figures.qa.cited).toBe(figures.qa.asked);
    },
    60_000,
  );
});
