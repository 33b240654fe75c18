import { z } from 'zod';
import { directionSchema } from './properties';

/**
 * The aerial study (spec 02 sections 2, 3, 4, 7 and 9; issue 19): what the worker reads from an
 * aerial photograph package. Per photograph its year (from its printed label), scale and source;
 * per photograph and project property the land use sampled where the property lies on the photo
 * (the subject at the photo's centre or inside its drawn outline, each adjoining property by its
 * bearing from the subject at a distance converted with the photo's scale). The spec's saved
 * prediction rows are `predictions` (year, address, label, direction); ours also carry where the
 * value came from (page, photo, the sampled window) and how sure the reading is.
 */

/** The land-use labels, in the order the legend shows them. */
export const LAND_USES = ['undeveloped', 'agricultural', 'residential', 'commercial', 'industrial', 'road/parking', 'water'] as const;
export const landUseSchema = z.enum(LAND_USES, { error: `label must be one of ${LAND_USES.join(', ')}` });
export type LandUse = z.infer<typeof landUseSchema>;

/** A reading at or below this confidence is marked for the consultant to check. */
export const LOW_CONFIDENCE = 0.6;

/** A rectangle in a photograph's image pixels (origin top-left, north up). */
export const pixelBoxSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number().min(0),
  height: z.number().min(0),
});
export type PixelBox = z.infer<typeof pixelBoxSchema>;

/** A scale as printed (`1" = 500'`, `1:6,000`) and the same in feet per printed inch. */
export const aerialScaleSchema = z.object({
  text: z.string().max(100),
  feet_per_inch: z.number().positive(),
});
export type AerialScale = z.infer<typeof aerialScaleSchema>;

/** One reading of a sample: a label and how sure its reader is (0..1). */
export const landUseReadingSchema = z.object({
  label: landUseSchema,
  confidence: z.number().min(0).max(1),
  /** The vision model's one-line reason, when it gave one. */
  reason: z.string().max(500).optional(),
});
export type LandUseReading = z.infer<typeof landUseReadingSchema>;

/** One photograph of the package. */
export const aerialPhotoSchema = z.object({
  /** Its index in `photos` (the `{index}` of its image). */
  index: z.number().int().min(0),
  year: z.number().int().min(1900).max(2100),
  /** ISO date when the label prints a full date (`August 16, 2022`, `08/16/2022`), else null. */
  date: z.string().max(10).nullable(),
  page: z.number().int().min(1),
  /** The label the year was read from, as printed. */
  label_text: z.string().max(500),
  source: z.string().max(200).nullable(),
  scale: aerialScaleSchema.nullable(),
  /** Ground feet per pixel of the stored image. */
  ft_per_px: z.number().positive(),
  /** The stored image's size in pixels. */
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  /** The subject's position on the image, and whether an outline drawn on the photo placed it (else the photo's centre). */
  subject: z.object({ x: z.number(), y: z.number(), outlined: z.boolean() }),
});
export type AerialPhoto = z.infer<typeof aerialPhotoSchema>;

/** One cell of the table: a property's land use in one photograph year. */
export const aerialPredictionSchema = z.object({
  year: z.number().int().min(1900).max(2100),
  address: z.string().max(300),
  direction: directionSchema,
  /** The value shown: the reading's, or the consultant's edit. */
  label: landUseSchema,
  /** The confidence of the reading shown (1 once the consultant set the label). */
  confidence: z.number().min(0).max(1),
  page: z.number().int().min(1),
  /** The photograph (`photos[photo]`) and the window of it that was read. */
  photo: z.number().int().min(0),
  window: pixelBoxSchema,
  /** The offline classifier's reading (always there: the cross-check of a vision model). */
  offline: landUseReadingSchema,
  /** The vision model's reading when one was configured and answered, else null. */
  vision: landUseReadingSchema.nullable(),
  /** True once the consultant set the label. */
  edited: z.boolean(),
});
export type AerialPrediction = z.infer<typeof aerialPredictionSchema>;

export const AERIAL_PHOTOS_MAX = 200;
export const AERIAL_PREDICTIONS_MAX = AERIAL_PHOTOS_MAX * 60;

/** The aerial study's result JSON (the editable one a writer saves back whole). */
export const aerialStudyResultSchema = z.object({
  /** The photograph years, oldest first. */
  years: z.array(z.number().int()).max(AERIAL_PHOTOS_MAX),
  /** The package's scale as printed (the most common one of its photographs), or null when none is printed. */
  scale: aerialScaleSchema.nullable(),
  photos: z.array(aerialPhotoSchema).max(AERIAL_PHOTOS_MAX),
  predictions: z.array(aerialPredictionSchema).max(AERIAL_PREDICTIONS_MAX),
  /** Which readers made the readings: `offline`, or `offline+vision:<model>`. */
  classifier: z.string().max(200),
  editedAt: z.string().nullable(),
});
export type AerialStudyResult = z.infer<typeof aerialStudyResultSchema>;

/** The job's counts (`summary=1`): photographs, readings, low-confidence readings, disagreements of the two readers, edits. */
export function aerialStudySummary(result: Pick<AerialStudyResult, 'photos' | 'predictions'>): Record<string, number> {
  return {
    photos: result.photos.length,
    predictions: result.predictions.length,
    lowConfidence: result.predictions.filter((row) => row.confidence <= LOW_CONFIDENCE && !row.edited).length,
    disagreements: result.predictions.filter((row) => row.vision !== null && row.vision.label !== row.offline.label).length,
    edited: result.predictions.filter((row) => row.edited).length,
  };
}
