import { LOW_CONFIDENCE, type AerialPrediction, type LandUse } from '@groundwork/contracts';

/** The legend's colour of each land use, in LAND_USES order: white tag text on each keeps 4.5:1. */
export const LAND_USE_COLORS: Readonly<Record<LandUse, string>> = {
  undeveloped: '#4d7c0f',
  agricultural: '#a16207',
  residential: '#2563eb',
  commercial: '#9333ea',
  industrial: '#dc2626',
  'road/parking': '#4b5563',
  water: '#0e7490',
};

export const LOW_CONFIDENCE_LABEL = 'Low confidence — please check';

/** Spec 02 section 9: a confidence shown as a whole percentage. */
export const percentOf = (confidence: number): string => `${Math.round(confidence * 100)}%`;

/** A reading at or below LOW_CONFIDENCE that the consultant has not set. */
export const isLowConfidence = (prediction: AerialPrediction): boolean => !prediction.edited && prediction.confidence <= LOW_CONFIDENCE;

/** 'vision: commercial · offline: industrial' when the two readers disagree, else null. */
export function disagreementOf(prediction: AerialPrediction): string | null {
  const { vision, offline } = prediction;
  if (!vision || vision.label === offline.label) return null;
  return `vision: ${vision.label} · offline: ${offline.label}`;
}
