export { extractAerialPackage, ASSUMED_FEET_PER_INCH } from './extract';
export type { AerialExtraction, AerialReading, ExtractAerialOptions } from './extract';
export { reviewCropPng, encodePhotoJpeg } from './encode';
export { readYear, readScale, readSource } from './labels';
export type { YearReading, ScaleReading } from './labels';
export { DEFAULT_ADJOINING_OFFSET_FT, bearingAndDistance } from './sample-points';
export type { AerialProperty } from './sample-points';
