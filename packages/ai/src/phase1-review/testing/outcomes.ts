import type { Phase1Decision } from '@groundwork/contracts';
import type { ConditionClass } from './conditions';

/** What a generated report concludes: the six decisions plus two combinations. */
export const PHASE1_OUTCOMES = [
  'NO_RECs',
  'RECs_PRESENT',
  'HRECs_PRESENT',
  'CRECs_PRESENT',
  'DATA_GAPS_ONLY',
  'INCONCLUSIVE',
  'RECs_AND_HREC',
  'CRECs_AND_HREC',
] as const;
export type Phase1Outcome = (typeof PHASE1_OUTCOMES)[number];

export interface OutcomeSpec {
  decision: Phase1Decision;
  /** The conditions found on the subject property, most severe first. */
  classes: ConditionClass[];
}

export const OUTCOME_SPECS: Record<Phase1Outcome, OutcomeSpec> = {
  NO_RECs: { decision: 'NO_RECs', classes: [] },
  RECs_PRESENT: { decision: 'RECs_PRESENT', classes: ['REC'] },
  HRECs_PRESENT: { decision: 'HRECs_PRESENT', classes: ['HREC'] },
  CRECs_PRESENT: { decision: 'CRECs_PRESENT', classes: ['CREC'] },
  DATA_GAPS_ONLY: { decision: 'DATA_GAPS_ONLY', classes: [] },
  INCONCLUSIVE: { decision: 'INCONCLUSIVE', classes: [] },
  RECs_AND_HREC: { decision: 'RECs_PRESENT', classes: ['REC', 'HREC'] },
  CRECs_AND_HREC: { decision: 'CRECs_PRESENT', classes: ['CREC', 'HREC'] },
};

export const CLASS_NAMES: Record<ConditionClass, { long: string; plural: string }> = {
  REC: { long: 'Recognized Environmental Conditions', plural: 'RECs' },
  CREC: { long: 'Controlled Recognized Environmental Conditions', plural: 'CRECs' },
  HREC: { long: 'Historical Recognized Environmental Conditions', plural: 'HRECs' },
};

/**
 * The negation of a class that is absent from a report that found another class: a sentence a
 * reader must not take for the decision. Null where the negation bears on the decision (a report
 * without conditions, or "no RECs" in a report whose decision is about what RECs it lacks).
 */
export function absentClassNegation(outcome: Phase1Outcome, cls: ConditionClass): string | null {
  const present = OUTCOME_SPECS[outcome].classes;
  if (present.length === 0 || present.includes(cls) || cls === 'REC') return null;
  return `No ${CLASS_NAMES[cls].plural} were identified in connection with the subject property.`;
}
