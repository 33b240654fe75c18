import type { Finding } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { reconcileDecision } from './reconcile-decision';

const finding = (overrides: Partial<Finding>): Finding => ({
  kind: 'REC',
  location: 'subject',
  counts: true,
  quote: 'a quote of the report',
  page: 3,
  reason: '',
  ...overrides,
});
const model = (decision: Parameters<typeof reconcileDecision>[0]['decision'], confidence = 0.9) => ({ decision, confidence, summary: 'The model’s summary.' });

describe('reconcileDecision', () => {
  it('keeps the model’s decision and confidence when the rules agree', () => {
    expect(reconcileDecision(model('HRECs_PRESENT', 1.4), { decision: 'HRECs_PRESENT', confidence: 0.8 }, [finding({ kind: 'HREC' })])).toEqual({
      decision: 'HRECs_PRESENT',
      confidence: 1,
      summary: 'The model’s summary.',
      disagreement: null,
    });
  });

  it('keeps the rules’ decision when no counting finding of the subject supports the model’s', () => {
    const findings = [finding({ kind: 'HREC' }), finding({ kind: 'REC', location: 'adjoining', counts: false })];
    const decided = reconcileDecision(model('RECs_PRESENT'), { decision: 'HRECs_PRESENT', confidence: 0.8 }, findings);
    expect(decided).toMatchObject({ decision: 'HRECs_PRESENT', confidence: 0.4, disagreement: { model: 'RECs_PRESENT', rules: 'HRECs_PRESENT' } });
    expect(decided.summary).toBe('The verified findings support HRECs Present; the language model proposed RECs Present. The model’s summary.');
    expect(decided.disagreement?.warning).toMatch(/kept the rules’, with lower confidence/);
  });

  it('keeps the model’s decision when a verified counting finding of its kind supports it, with lower confidence', () => {
    const findings = [finding({ kind: 'REC' }), finding({ kind: 'HREC' })];
    const decided = reconcileDecision(model('HRECs_PRESENT', 0.7), { decision: 'RECs_PRESENT', confidence: 0.8 }, findings);
    expect(decided).toMatchObject({ decision: 'HRECs_PRESENT', confidence: 0.35, summary: 'The model’s summary.' });
    expect(decided.disagreement?.warning).toMatch(/kept the model’s, which a verified finding supports/);
  });

  it('never lets INCONCLUSIVE, or a finding that does not count, overrule the rules', () => {
    expect(reconcileDecision(model('INCONCLUSIVE'), { decision: 'NO_RECs', confidence: 0.8 }, []).decision).toBe('NO_RECs');
    const notCounting = [finding({ kind: 'CREC', counts: false })];
    expect(reconcileDecision(model('CRECs_PRESENT'), { decision: 'INCONCLUSIVE', confidence: 0.2 }, notCounting)).toMatchObject({
      decision: 'INCONCLUSIVE',
      confidence: 0.1,
    });
  });
});
