import { PHASE1_DECISION_BADGES, type Finding, type FindingKind, type Phase1Decision } from '@groundwork/contracts';
import type { DecisionAnswer } from './answers';

// The model's overall decision checked against the rules applied to the same verified findings
// (decideFromFindings). The rules win a disagreement, unless a verified finding that counts for
// the subject property is of the very kind the model's decision names.

export interface RulesDecision {
  decision: Phase1Decision;
  confidence: number;
}

export interface ReconciledDecision extends RulesDecision {
  summary: string;
  /** Set when the model and the rules disagreed: what each said and what was kept. */
  disagreement: { model: Phase1Decision; rules: Phase1Decision; warning: string } | null;
}

/** The finding kind that establishes each decision (INCONCLUSIVE has none). */
const KIND_OF_DECISION: Partial<Record<Phase1Decision, FindingKind>> = {
  RECs_PRESENT: 'REC',
  CRECs_PRESENT: 'CREC',
  HRECs_PRESENT: 'HREC',
  DATA_GAPS_ONLY: 'DATA_GAP',
  NO_RECs: 'NO_REC',
};

/** How much of its confidence a disputed decision keeps. */
const DISAGREEMENT_FACTOR = 0.5;
const MAX_SUMMARY_CHARS = 8_000;

const clampUnit = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
const roundTo2 = (value: number) => Math.round(value * 100) / 100;
const label = (decision: Phase1Decision) => `${PHASE1_DECISION_BADGES[decision].label} (${decision})`;

/** Whether a verified finding that counts for the subject property is of the kind `decision` names. */
export function isSupportedByFindings(decision: Phase1Decision, findings: readonly Finding[]): boolean {
  const kind = KIND_OF_DECISION[decision];
  return kind !== undefined && findings.some((finding) => finding.counts && finding.location === 'subject' && finding.kind === kind);
}

export function reconcileDecision(model: DecisionAnswer, rules: RulesDecision, findings: readonly Finding[]): ReconciledDecision {
  const summary = model.summary.trim();
  if (model.decision === rules.decision)
    return { decision: model.decision, confidence: roundTo2(clampUnit(model.confidence)), summary: summary.slice(0, MAX_SUMMARY_CHARS), disagreement: null };
  const decision = isSupportedByFindings(model.decision, findings) ? model.decision : rules.decision;
  const kept = decision === model.decision ? 'kept the model’s, which a verified finding supports' : 'kept the rules’';
  const warning = `The language model’s decision, ${label(model.decision)}, differs from the rules applied to the verified findings, ${label(rules.decision)}; ${kept}, with lower confidence.`;
  const preface =
    decision === model.decision
      ? ''
      : `The verified findings support ${PHASE1_DECISION_BADGES[decision].label}; the language model proposed ${PHASE1_DECISION_BADGES[model.decision].label}. `;
  return {
    decision,
    confidence: roundTo2(Math.min(clampUnit(model.confidence), clampUnit(rules.confidence)) * DISAGREEMENT_FACTOR),
    summary: `${preface}${summary}`.slice(0, MAX_SUMMARY_CHARS),
    disagreement: { model: model.decision, rules: rules.decision, warning },
  };
}
