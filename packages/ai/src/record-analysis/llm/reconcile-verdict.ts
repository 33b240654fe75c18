import { CLOSURE_VERDICT_BADGES, type ClosureVerdict } from '@groundwork/contracts';

// The model's verdict checked against the offline engine's on the same document. The rules win
// a disagreement, unless the rules applied to everything verified (the model's statements, what
// the rules read in its quotes, the offline engine's statements, the ids of both) give the
// model's verdict: then the model found what the rules had missed.

export interface VerdictCheck {
  /** The verdict of the model's verified statements (INCONCLUSIVE for a document about another case). */
  model: ClosureVerdict;
  /** The offline engine's verdict and confidence. */
  rules: { verdict: ClosureVerdict; confidence: number };
  /** The rules' verdict over all the verified evidence of both readers. */
  evidence: ClosureVerdict;
  /** The model's verdict's confidence, had it stood alone. */
  modelConfidence: number;
}

export interface ReconciledVerdict {
  verdict: ClosureVerdict;
  confidence: number;
  /** Set when the model and the rules disagreed: what each said and what was kept. */
  disagreement: { model: ClosureVerdict; rules: ClosureVerdict; kept: ClosureVerdict; warning: string } | null;
}

/** How much of its confidence a disputed verdict keeps. */
const DISAGREEMENT_FACTOR = 0.5;

const roundTo2 = (value: number) => Math.round(value * 100) / 100;
const label = (verdict: ClosureVerdict) => `${CLOSURE_VERDICT_BADGES[verdict].label} (${verdict})`;

export function reconcileVerdict({ model, rules, evidence, modelConfidence }: VerdictCheck): ReconciledVerdict {
  if (model === rules.verdict) return { verdict: model, confidence: roundTo2(Math.max(modelConfidence, rules.confidence)), disagreement: null };
  const verdict = evidence === model ? model : rules.verdict;
  const kept = verdict === model ? 'kept the model’s, which the verified evidence supports' : 'kept the rules’';
  const warning = `The language model’s verdict, ${label(model)}, differs from the rules applied to the document, ${label(rules.verdict)}; ${kept}, with lower confidence.`;
  return {
    verdict,
    confidence: roundTo2(Math.min(modelConfidence, rules.confidence) * DISAGREEMENT_FACTOR),
    disagreement: { model, rules: rules.verdict, kept: verdict, warning },
  };
}
