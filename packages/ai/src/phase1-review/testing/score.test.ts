import type { Finding, Phase1Result } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { generatePhase1Report } from './generate';
import { contaminantKeys, normalizeAddress, sameAul, sameContaminant, scorePhase1Review, scoreQa } from './score';
import type { Phase1Truth } from './truth';

/** What a flawless reviewer would return for a report. */
function perfectResult(truth: Phase1Truth): Phase1Result {
  const findings: Finding[] = [
    ...truth.evidence.map((entry) => ({
      kind: 'REC' as const,
      location: 'subject' as const,
      counts: true,
      quote: entry.quote,
      page: entry.page,
      reason: 'subject',
    })),
    ...truth.distractors.map((entry) => ({
      kind: 'OFFSITE' as const,
      location: 'offsite' as const,
      counts: false,
      quote: entry.quote,
      page: entry.page,
      reason: 'set aside',
    })),
  ];
  return {
    documentId: 'doc-1',
    file: { name: truth.file },
    decision: truth.overallDecision,
    confidence: 1,
    summary: '',
    sections: [],
    findings,
    extractions: {
      subject_address: truth.subject_address,
      site_names: truth.site_names,
      contaminants_of_concern: truth.contaminants_of_concern,
      auls: truth.auls,
    },
    pageCount: truth.page_count,
    engine: 'offline',
    warnings: [],
  };
}

const crecTruth = async () => (await generatePhase1Report({ family: 'astm', outcome: 'CRECs_AND_HREC', seed: 5, format: 'txt' })).truth;

describe('scorePhase1Review', () => {
  it('scores a perfect result 1 everywhere', async () => {
    const truth = await crecTruth();
    expect(scorePhase1Review(perfectResult(truth), truth)).toEqual({
      decision: true,
      subjectAddress: true,
      siteNames: { precision: 1, recall: 1 },
      contaminants: { precision: 1, recall: 1 },
      auls: { precision: 1, recall: 1 },
      evidenceRecall: 1,
      distractorsCounted: 0,
    });
  });

  it('reports a flipped decision, missed evidence and a counted distractor', async () => {
    const truth = await crecTruth();
    const result = perfectResult(truth);
    const distractor = truth.distractors.find((entry) => entry.kind === 'adjoining')!;
    const flipped: Phase1Result = {
      ...result,
      decision: 'NO_RECs',
      findings: [{ kind: 'REC', location: 'adjoining', counts: true, quote: distractor.quote.slice(0, 120), page: distractor.page, reason: 'read as a REC' }],
    };
    const score = scorePhase1Review(flipped, truth);
    expect(score.decision).toBe(false);
    expect(score.evidenceRecall).toBe(0);
    expect(score.distractorsCounted).toBe(1);
  });

  it('credits evidence only on its page', async () => {
    const truth = await crecTruth();
    const evidence = truth.evidence.filter((entry) => entry.kind === 'decision');
    const result = perfectResult(truth);
    const moved = { ...result, findings: result.findings.map((finding) => ({ ...finding, page: (finding.page ?? 0) + 1 })) };
    const score = scorePhase1Review(moved, truth);
    expect(score.evidenceRecall).toBeLessThan(1);
    expect(evidence.length).toBeGreaterThan(0);
  });

  it('matches extractions loosely: address forms, acronyms, AUL wording', async () => {
    const truth = await crecTruth();
    const result = perfectResult(truth);
    const loose: Phase1Result = {
      ...result,
      extractions: {
        subject_address: truth.subject_address.toLowerCase().replace(/,/g, ''),
        site_names: truth.site_names.slice(0, 2).map((name) => name.toUpperCase()),
        contaminants_of_concern: [...truth.contaminants_of_concern, 'lead-based paint'],
        auls: truth.auls.map((aul) => `a recorded ${aul}`),
      },
    };
    const score = scorePhase1Review(loose, truth);
    expect(score.subjectAddress).toBe(true);
    expect(score.siteNames).toEqual({ precision: 1, recall: 2 / truth.site_names.length });
    expect(score.contaminants.recall).toBe(1);
    expect(score.contaminants.precision).toBeLessThan(1);
    expect(score.auls).toEqual({ precision: 1, recall: 1 });
  });
});

describe('matching helpers', () => {
  it('treats acronyms and expansions as one contaminant, lead-based paint as no contaminant', () => {
    expect(sameContaminant('PCE', 'tetrachloroethylene (PCE)')).toBe(true);
    expect(sameContaminant('trichloroethene', 'TCE')).toBe(true);
    expect(sameContaminant('PCBs', 'polychlorinated biphenyls')).toBe(true);
    expect(sameContaminant('total petroleum hydrocarbons (TPH)', 'petroleum hydrocarbons')).toBe(true);
    expect(sameContaminant('PCE', 'TCE')).toBe(false);
    expect(contaminantKeys('lead-based paint').has('lead')).toBe(false);
    expect(sameContaminant('lead', 'lead in soil')).toBe(true);
  });

  it('normalises street words in addresses', () => {
    expect(normalizeAddress('1420 North Commerce Street, Suite 200, Kent, WA 98032')).toBe(normalizeAddress('1420 N COMMERCE ST STE 200 KENT WA 98032'));
  });

  it('counts an AUL when half its words match', () => {
    expect(sameAul('A deed restriction prohibits groundwater use beneath the property', 'deed restriction prohibiting groundwater use')).toBe(true);
    expect(sameAul('asphalt cap engineering control', 'soil management plan')).toBe(false);
  });
});

describe('scoreQa', () => {
  it('checks the citation page and the answer words', async () => {
    const truth = await crecTruth();
    const reconnaissance = truth.qa.find((entry) => entry.question.startsWith('On what date'))!;
    const [iso, person] = reconnaissance.answer.split('; ');
    const [year, month, day] = iso!.split('-').map(Number);
    const spelled = `${new Date(Date.UTC(year!, month! - 1, day!)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${day}, ${year}`;
    const good = {
      answer: `The reconnaissance was done by ${person} on ${spelled}.`,
      quotes: [{ quote: reconnaissance.quote!, page: reconnaissance.page }],
      confidence: 0.9,
    };
    expect(scoreQa(good, reconnaissance)).toEqual({ cited: true, answered: true });
    const wrongPage = { ...good, quotes: [{ quote: reconnaissance.quote!, page: reconnaissance.page + 1 }] };
    expect(scoreQa(wrongPage, reconnaissance).cited).toBe(false);
    expect(scoreQa({ answer: 'Not found in the documents.', quotes: [], confidence: 0 }, reconnaissance)).toEqual({ cited: false, answered: false });
  });
});
