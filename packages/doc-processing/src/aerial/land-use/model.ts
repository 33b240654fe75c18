import { readFileSync } from 'node:fs';
import { LAND_USES, type LandUse } from '@groundwork/contracts';
import type { GreyImage } from '../../grey-image';
import { LAND_USE_FEATURE_COUNT, landUseFeatures } from './features';
import { type MlpEnsemble, probabilities } from './mlp';

export interface LandUseReading {
  label: LandUse;
  /** Calibrated probability of `label` (0..1). */
  confidence: number;
  scores: Record<LandUse, number>;
}

let committed: MlpEnsemble | null = null;

/** The model `scripts/train-land-use.ts` wrote, read once. */
export function landUseModel(): MlpEnsemble {
  if (!committed) {
    const model = JSON.parse(readFileSync(new URL('./model.json', import.meta.url), 'utf8')) as MlpEnsemble;
    const fits =
      model.members.length > 0 &&
      model.members.every((member) => member.mean.length === LAND_USE_FEATURE_COUNT && member.outputBias.length === LAND_USES.length);
    if (!fits) throw new Error(`model.json does not fit ${LAND_USE_FEATURE_COUNT} features and ${LAND_USES.length} labels: run scripts/train-land-use.ts`);
    committed = model;
  }
  return committed;
}

/** Land use of a patch cut with `samplePatch` (PATCH_FT_PER_PX, SAMPLE_WINDOW_FT), by the committed model unless another is given. */
export function classifyLandUse(patch: GreyImage, model: MlpEnsemble = landUseModel()): LandUseReading {
  const scores = probabilities(model, landUseFeatures(patch));
  let best = 0;
  for (let index = 1; index < scores.length; index += 1) if (scores[index]! > scores[best]!) best = index;
  return {
    label: LAND_USES[best]!,
    confidence: scores[best]!,
    scores: Object.fromEntries(LAND_USES.map((label, index) => [label, scores[index]!])) as Record<LandUse, number>,
  };
}
