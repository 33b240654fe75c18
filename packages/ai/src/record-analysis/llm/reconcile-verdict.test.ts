import { describe, expect, it } from 'vitest';
import { reconcileVerdict } from './reconcile-verdict';

describe('the model’s verdict against the rules’', () => {
  const rules = { verdict: 'NOT_CONFIRMED' as const, confidence: 0.8 };

  it('keeps an agreed verdict at the higher confidence', () => {
    expect(reconcileVerdict({ model: 'NOT_CONFIRMED', rules, evidence: 'NOT_CONFIRMED', modelConfidence: 0.7 })).toEqual({
      verdict: 'NOT_CONFIRMED',
      confidence: 0.8,
      disagreement: null,
    });
  });

  it('keeps the rules’ verdict unless all the verified evidence gives the model’s, halving the confidence either way', () => {
    const overruled = reconcileVerdict({ model: 'CONFIRMED_CLOSED', rules, evidence: 'NOT_CONFIRMED', modelConfidence: 0.9 });
    expect(overruled).toMatchObject({ verdict: 'NOT_CONFIRMED', confidence: 0.4, disagreement: { model: 'CONFIRMED_CLOSED', rules: 'NOT_CONFIRMED' } });
    expect(overruled.disagreement?.warning).toMatch(/kept the rules’, with lower confidence\.$/);

    const supported = reconcileVerdict({
      model: 'CONFIRMED_CLOSED',
      rules: { verdict: 'INCONCLUSIVE', confidence: 0.3 },
      evidence: 'CONFIRMED_CLOSED',
      modelConfidence: 0.7,
    });
    expect(supported).toMatchObject({ verdict: 'CONFIRMED_CLOSED', confidence: 0.15, disagreement: { kept: 'CONFIRMED_CLOSED' } });
  });
});
