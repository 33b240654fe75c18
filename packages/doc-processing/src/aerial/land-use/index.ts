export { LAND_USE_FEATURE_COUNT, landUseFeatures } from './features';
export type { MlpEnsemble, MlpWeights } from './mlp';
export { classifyLandUse, type LandUseReading, landUseModel } from './model';
export { PATCH_FT_PER_PX, SAMPLE_WINDOW_FT, samplePatch } from './patch';
