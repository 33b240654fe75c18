import { z } from 'zod';

/**
 * Historical maps a consultant keeps on a project (spec 02 section 2, Topography and Fire Insurance
 * Map tabs, taken further than the spec's "not sent anywhere"): topographic maps and fire insurance
 * (Sanborn) maps, uploaded to storage, listed with the year, source and notes the consultant
 * enters, rendered to page images on the server for viewing, and counted as historical sources in
 * the report's coverage.
 */

export const MAP_DOCUMENT_KINDS = ['topography', 'fire-map'] as const;
export const mapDocumentKindSchema = z.enum(MAP_DOCUMENT_KINDS);
export type MapDocumentKind = z.infer<typeof mapDocumentKindSchema>;

/** What each kind is called on screen and in the report. */
export const MAP_DOCUMENT_KIND_LABELS: Record<MapDocumentKind, { title: string; singular: string }> = {
  topography: { title: 'Topography', singular: 'Topographic map' },
  'fire-map': { title: 'Fire Insurance Map', singular: 'Fire insurance map' },
};

/** Spec 02 section 2: the formats both tabs take. */
export const MAP_FILE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'tif', 'tiff'] as const;
export type MapFileExtension = (typeof MAP_FILE_EXTENSIONS)[number];
/** The content type each extension is stored with. */
export const MAP_CONTENT_TYPES: Record<MapFileExtension, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};
/** Largest map file: signed into the upload policy and checked again on registration. */
export const MAP_MAX_BYTES = 100 * 1024 * 1024;
/** Most pages of a PDF map that are rendered for viewing. */
export const MAP_MAX_PAGES = 50;

export const MAP_DOCUMENT_MESSAGES = {
  invalidTypeTitle: 'Invalid File Type',
  invalidType: 'Please select a PDF, PNG, JPG, JPEG, TIF or TIFF file.',
  tooLargeTitle: 'File Too Large',
  tooLarge: 'Maps may be at most 100 MB.',
  notThatType: 'The file’s content is not a PDF, PNG, JPEG or TIFF image.',
} as const;

/** The extension of `filename` when it is one the tabs take, else null. */
export function mapFileExtension(filename: string): MapFileExtension | null {
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  return (MAP_FILE_EXTENSIONS as readonly string[]).includes(extension) ? (extension as MapFileExtension) : null;
}

const filename = z
  .string({ error: 'filename is required' })
  .trim()
  .min(1, 'filename is required')
  .max(255, 'filename must be at most 255 characters')
  .refine((name) => mapFileExtension(name) !== null, MAP_DOCUMENT_MESSAGES.invalidType);

/** `POST /api/projects/{id}/{kind}/upload-url`: a presigned POST for one map file. */
export const mapUploadUrlInputSchema = z.strictObject({
  filename,
  size: z.number().int().positive().max(MAP_MAX_BYTES, MAP_DOCUMENT_MESSAGES.tooLarge),
});
export type MapUploadUrlInput = z.infer<typeof mapUploadUrlInputSchema>;

/** The presigned POST: the form `fields` go first in the multipart body, then the `file`. */
export const mapUploadTargetSchema = z.object({ url: z.string(), fields: z.record(z.string(), z.string()), key: z.string() });
export type MapUploadTarget = z.infer<typeof mapUploadTargetSchema>;

/** A map's year: printed on it (survey, revision or publication year). */
export const mapYearSchema = z
  .number()
  .int('Year must be a whole number')
  .min(1700, 'Year must be 1700 or later')
  .max(2100, 'Year must be 2100 or earlier')
  .nullable();

/** What the consultant enters about a map. */
export const mapDetailsSchema = z.strictObject({
  year: mapYearSchema,
  source: z.string().trim().max(200, 'Source must be at most 200 characters'),
  notes: z.string().trim().max(4000, 'Notes must be at most 4000 characters'),
});
export type MapDetails = z.infer<typeof mapDetailsSchema>;

/** `POST /api/projects/{id}/{kind}/maps`: registers an uploaded file (the key the upload-url route gave). */
export const registerMapInputSchema = mapDetailsSchema.extend({
  key: z.string().min(1).max(1024),
  filename,
});
export type RegisterMapInput = z.infer<typeof registerMapInputSchema>;

/** `PATCH /api/projects/{id}/{kind}/maps/{mapId}`: any of the details. */
export const updateMapInputSchema = mapDetailsSchema.partial();
export type UpdateMapInput = z.infer<typeof updateMapInputSchema>;

/** PROCESSING while the server renders the pages, READY to view, FAILED with a reason. */
export const MAP_DOCUMENT_STATUSES = ['PROCESSING', 'READY', 'FAILED'] as const;
export const mapDocumentStatusSchema = z.enum(MAP_DOCUMENT_STATUSES);

/** One rendered page (a TIFF's page, a PDF's page, or the image itself). */
export const mapPageSchema = z.object({
  page: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** A presigned GET of the page's image (PNG or JPEG). */
  url: z.string(),
});
export type MapPage = z.infer<typeof mapPageSchema>;

export const mapDocumentSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  kind: mapDocumentKindSchema,
  filename: z.string(),
  contentType: z.string(),
  bytes: z.number().int().nonnegative(),
  year: z.number().int().nullable(),
  source: z.string(),
  notes: z.string(),
  status: mapDocumentStatusSchema,
  error: z.string().optional(),
  /** Pages in the file (a PDF's or a multi-page TIFF's), once read. */
  pageCount: z.number().int().nullable(),
  /** The rendered pages (empty until READY). */
  pages: z.array(mapPageSchema),
  /** A presigned GET of the original file. */
  fileUrl: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
  updatedAt: z.string(),
});
export type MapDocument = z.infer<typeof mapDocumentSchema>;

/** `GET /api/projects/{id}/{kind}/maps`: the project's maps of that kind, oldest year first (no year last). */
export const mapDocumentListSchema = z.object({ maps: z.array(mapDocumentSchema) });
export type MapDocumentList = z.infer<typeof mapDocumentListSchema>;
