/** Spec 02 section 9: a confidence (0 to 1) as a whole percentage, e.g. `87%`. */
export const formatConfidence = (confidence: number): string => `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`;
