import type { Finding, Phase1Decision } from '@groundwork/contracts';

export interface DecisionReading {
  decision: Phase1Decision;
  confidence: number;
  /** The counting findings that establish the decision. */
  evidence: Finding[];
}

/** The decision each counting finding supports, most severe first. */
const SUPPORTS: readonly [Finding['kind'], Phase1Decision][] = [
  ['REC', 'RECs_PRESENT'],
  ['CREC', 'CRECs_PRESENT'],
  ['HREC', 'HRECs_PRESENT'],
  ['DATA_GAP', 'DATA_GAPS_ONLY'],
  ['NO_REC', 'NO_RECs'],
];

/**
 * The report's decision from its findings (ASTM E1527-21): a REC at the subject -> RECs_PRESENT;
 * else a CREC -> CRECs_PRESENT; else an HREC -> HRECs_PRESENT; else a significant data gap ->
 * DATA_GAPS_ONLY; else an explicit "no RECs" conclusion -> NO_RECs; else INCONCLUSIVE. A
 * conclusion stated as not reached (a `PENDING` finding) makes a report without any REC, CREC or HREC
 * INCONCLUSIVE. Confidence grows with the number of sentences that agree and drops when the
 * report also states the opposite.
 */
export function decideFromFindings(findings: readonly Finding[]): DecisionReading {
  const counting = findings.filter((finding) => finding.counts && finding.location === 'subject');
  const pending = counting.filter((finding) => finding.kind === 'PENDING');
  const undetermined = pending.length > 0;
  for (const [kind, decision] of SUPPORTS) {
    const evidence = counting.filter((finding) => finding.kind === kind);
    if (evidence.length === 0) continue;
    const severe = kind === 'REC' || kind === 'CREC' || kind === 'HREC';
    if (!severe && undetermined) break;
    const contradicted =
      severe && counting.some((finding) => finding.kind === 'NO_REC') && !counting.some((finding) => finding.kind !== kind && finding.kind !== 'NO_REC');
    return { decision, confidence: confidenceOf(evidence.length, contradicted && kind === 'REC'), evidence };
  }
  return { decision: 'INCONCLUSIVE', confidence: undetermined ? 0.7 : 0.3, evidence: pending };
}

/** 0.6 for one sentence, up to 0.95 for four or more; less when the report also says the opposite. */
function confidenceOf(agreeing: number, contradicted: boolean): number {
  const base = Math.min(0.95, 0.6 + 0.12 * (agreeing - 1));
  return Math.round((contradicted ? base - 0.2 : base) * 100) / 100;
}
