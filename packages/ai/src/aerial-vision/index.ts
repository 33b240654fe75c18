export { aerialVisionReaderFromEnv } from './from-env';
export { AERIAL_LAND_USE_PROMPT, aerialLandUseAnswerSchema } from './sample-message';
export {
  createAerialVisionReader,
  DEFAULT_AERIAL_VISION_BUDGET_MS,
  DEFAULT_AERIAL_VISION_CONCURRENCY,
  DEFAULT_AERIAL_VISION_MAX_SAMPLES,
} from './vision-reader';
export type { AerialVisionReaderOptions } from './vision-reader';
export type { AerialSample, AerialVisionEvent, AerialVisionReader, AerialVisionReading, AerialVisionReadOptions } from './types';
