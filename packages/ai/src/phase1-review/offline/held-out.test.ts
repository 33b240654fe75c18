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
 * / `Classification:` lines), with every outcome. A second, blind round (ho16-ho25, written before
 * reading the engine) adds a national firm's `1.0 SUMMARY` / `1.1 Findings`, a Fannie Mae summary of
 * findings table, numbered paragraphs (`2.3.1`), a bulleted `The following RECs were identified:`, a
 * CREC and an HREC described by their definitions, an E2600 vapor encroachment REC, one heading per
 * class with a de minimis stain, significant data gaps, and an SBA report with many adjoining
 * listings; states are spelled out. Their truth is in `held-out/*.truth.json`. `HELD_OUT_REPORT=1`
 * prints the figures.
 */
const HELD_OUT_DIR = path.join(import.meta.dirname, 'held-out');
const reviewer = createOfflineReviewer();

interface HeldOut {
  name: string;
  pages: string[];
  truth: Phase1Truth;
}

type ListMetric = 'sites' | 'contaminants' | 'auls';

/**
 * Extractions the reviewer still gets wrong on a held-out report, with the truth left as it is. Each
 * is kept out of its metric's mean and checked to still fall short (precision or recall below 1), so
 * fixing one makes this test fail until its entry is removed.
 */
const KNOWN_GAPS: readonly { report: string; metric: ListMetric; why: string }[] = [
  // Site names: the truth lists the facilities with a listing or a condition; the reviewer also lists the subject's named occupants.
  { report: 'ho16_national_summary_recs.txt', metric: 'sites', why: 'also lists the current tenant Uptown Nails' },
  { report: 'ho18_numbered_paragraphs_recs.txt', metric: 'sites', why: 'also lists the earlier occupant Anaheim Brake & Muffler' },
  { report: 'ho19_bulleted_list_recs.txt', metric: 'sites', why: 'lists the renamed station twice (Williamson Road Esso, Williamson Road Exxon)' },
  { report: 'ho20_crec_described_no_acronym.txt', metric: 'sites', why: 'also lists the current tenant Ardent Packaging Solutions' },
  { report: 'ho24_significant_data_gaps.txt', metric: 'sites', why: "also lists the subject's own names Gate City Warehouse and Gate City Storage & Transfer" },
  { report: 'ho17_lender_table_hrec.txt', metric: 'sites', why: 'misses the quoted database name "Maple Grove Apts - Boiler House" (a dash inside the name)' },
  {
    report: 'ho23_crec_and_deminimis.txt',
    metric: 'sites',
    why: 'misses Houston Plating & Coating, a listing the report sets aside as beyond its search distance',
  },
  {
    report: 'ho25_sba_norecs_many_adjoining.txt',
    metric: 'sites',
    why: 'misses Palm Beach Auto Repair and Lantana Landfill, listings named in no sentence that discusses them',
  },
  // Contaminants: the substance is named away from the sentence that classes the condition, or as a product rather than a constituent.
  {
    report: 'ho16_national_summary_recs.txt',
    metric: 'contaminants',
    why: 'PCE and TCE are named in the findings narrative and the recommendation, not in the REC statements',
  },
  {
    report: 'ho17_lender_table_hrec.txt',
    metric: 'contaminants',
    why: 'reads "heating oil" from the HREC statement; the truth names the analysed petroleum hydrocarbons (EPH)',
  },
  {
    report: 'ho18_numbered_paragraphs_recs.txt',
    metric: 'contaminants',
    why: 'reads "hydraulic oil" as a contaminant beside the PCBs and petroleum hydrocarbons it carries',
  },
  {
    report: 'ho19_bulleted_list_recs.txt',
    metric: 'contaminants',
    why: 'reads "gasoline" (of "gasoline constituents") beside benzene and petroleum hydrocarbons',
  },
  {
    report: 'ho21_hrec_unrestricted_use.txt',
    metric: 'contaminants',
    why: 'reads "gasoline" from the HREC statements; the findings name gasoline-range petroleum hydrocarbons and benzene',
  },
];

const isKnownGap = (report: string, metric: ListMetric) => KNOWN_GAPS.some((gap) => gap.report === report && gap.metric === metric);

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
  /** The known gaps' figures, outside the means. */
  gaps: Map<string, [number, number]>;
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
    gaps: new Map(),
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
    const metrics: [ListMetric, [number, number]][] = [
      ['sites', pair(scored.siteNames)],
      ['contaminants', pair(scored.contaminants)],
      ['auls', pair(scored.auls)],
    ];
    for (const [metric, figure] of metrics) {
      if (isKnownGap(name, metric)) figures.gaps.set(`${name} ${metric}`, figure);
      else figures[metric].push(figure);
    }
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
    ...[...figures.gaps].map(([gap, [precision, recall]]) => `known gap ${gap}: P ${precision.toFixed(2)} R ${recall.toFixed(2)}`),
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
    for (const { report, metric } of KNOWN_GAPS) {
      const [precision, recall] = figures.gaps.get(`${report} ${metric}`) ?? [Number.NaN, Number.NaN];
      expect(Math.min(precision, recall), `${report} ${metric} is no longer a gap: remove it from KNOWN_GAPS`).toBeLessThan(1);
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
