import type { Finding } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { decideFromFindings } from './decision';

const finding = (kind: Finding['kind'], counts = true, location: Finding['location'] = 'subject'): Finding => ({
  kind,
  location,
  counts,
  quote: `${kind} sentence`,
  page: 1,
  reason: '',
});

describe('decideFromFindings', () => {
  it.each([
    [[finding('REC'), finding('HREC'), finding('CREC')], 'RECs_PRESENT'],
    [[finding('CREC'), finding('HREC')], 'CRECs_PRESENT'],
    [[finding('HREC'), finding('NO_REC')], 'HRECs_PRESENT'],
    [[finding('DATA_GAP'), finding('NO_REC')], 'DATA_GAPS_ONLY'],
    [[finding('NO_REC'), finding('DATA_GAP', false)], 'NO_RECs'],
    [[finding('REC', false, 'adjoining'), finding('NO_REC')], 'NO_RECs'],
    [[finding('REC', false, 'adjoining')], 'INCONCLUSIVE'],
    [[], 'INCONCLUSIVE'],
  ] as const)('%# -> %s', (findings, decision) => {
    expect(decideFromFindings(findings).decision).toBe(decision);
  });

  it('makes a report whose conclusion is pending inconclusive unless it states a REC, CREC or HREC', () => {
    expect(decideFromFindings([finding('NO_REC'), finding('PENDING')])).toMatchObject({
      decision: 'INCONCLUSIVE',
      confidence: 0.7,
      evidence: [finding('PENDING')],
    });
    expect(decideFromFindings([finding('HREC'), finding('PENDING')]).decision).toBe('HRECs_PRESENT');
  });

  it('is more confident with more agreeing sentences and less when the report also says there are none', () => {
    const one = decideFromFindings([finding('REC')]).confidence;
    const three = decideFromFindings([finding('REC'), finding('REC'), finding('REC')]).confidence;
    const contradicted = decideFromFindings([finding('REC'), finding('REC'), finding('REC'), finding('NO_REC')]).confidence;
    expect(three).toBeGreaterThan(one);
    expect(contradicted).toBeLessThan(three);
    expect(decideFromFindings([]).confidence).toBeLessThan(0.5);
  });
});
