import { z } from 'zod';
import { projectIdSchema } from './projects';
import { directionSchema, polygonGeoJsonSchema } from './properties';
import { databaseRecordFields } from './regulatory-database';

/**
 * Studies and their jobs (spec 02 sections 3, 4, 5, 7, 8 and 9): the processing API mounted at
 * `/api/processing`, the product routes of the city directory and the regulatory narratives,
 * the job status words our service writes and the upload limits. Wire schemas only: how a client
 * polls, reads a status and words it lives in api-client and design-system.
 */

// ---------------------------------------------------------------------------------------------
// Studies

/** The studies the processing API runs: `cd` (city directory), `aerial` and `database`. */
export const PROCESSING_STUDIES = ['cd', 'aerial', 'database'] as const;
export const processingStudySchema = z.enum(PROCESSING_STUDIES, { error: 'study must be cd, aerial or database' });
export type ProcessingStudy = z.infer<typeof processingStudySchema>;

// ---------------------------------------------------------------------------------------------
// Upload rules (spec 02 section 5)

export const PDF_CONTENT_TYPE = 'application/pdf';
/** Largest upload: signed into the presigned POST policy and checked again before processing. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const MAX_FILENAME_LENGTH = 255;
/** The upload-url routes' message for another content type (spec 02 section 5's wording). */
export const NOT_A_PDF_MESSAGE = 'Please select a PDF file.';

const filename = z
  .string({ error: 'filename is required' })
  .trim()
  .min(1, 'filename is required')
  .max(MAX_FILENAME_LENGTH, `filename must be at most ${MAX_FILENAME_LENGTH} characters`);

/** Both upload-url routes take the same body; only PDFs are signed. */
export const uploadUrlInputSchema = z.strictObject({
  filename,
  contentType: z.literal(PDF_CONTENT_TYPE, { error: NOT_A_PDF_MESSAGE }),
});
export type UploadUrlInput = z.infer<typeof uploadUrlInputSchema>;

/** A presigned POST: the form `fields` go first in the multipart body, then the `file`. */
const presignedPostFields = {
  url: z.string(),
  fields: z.record(z.string(), z.string()),
};

/** `POST /api/processing/upload-url` answer. */
export const processingUploadTargetSchema = z.object({ ...presignedPostFields, s3Key: z.string() });
export type ProcessingUploadTarget = z.infer<typeof processingUploadTargetSchema>;

/** `POST /api/city-directory/upload-url` answer (the product route names the key `key`). */
export const cityDirectoryUploadTargetSchema = z.object({ ...presignedPostFields, key: z.string() });
export type CityDirectoryUploadTarget = z.infer<typeof cityDirectoryUploadTargetSchema>;

// ---------------------------------------------------------------------------------------------
// Job status words (spec 02 section 4)

/** The words our own service writes; readers accept more (design-system's `jobPhase`). */
export const JOB_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Job (spec 02 section 3)

/**
 * Links to one result JSON: `get` reads it (a presigned storage GET); `put`, handed to writers only
 * and only for an editable result, saves the user's edits (the whole JSON, `Content-Type:
 * application/json`). Viewers get `{ get }`: they never save.
 */
export const presignedUrlPairSchema = z.object({ get: z.string(), put: z.string().optional() });
export type PresignedUrlPair = z.infer<typeof presignedUrlPairSchema>;

export const jobArtifactsSchema = z.object({
  /** City directory result JSON (`parsedEntries`, `editedAt`). */
  parsedUrls: presignedUrlPairSchema.optional(),
  /** The intake manifest: pages, their text source and positions (read only: `get`). */
  manifestUrls: presignedUrlPairSchema.optional(),
  parsedKey: z.string().optional(),
});
export type JobArtifacts = z.infer<typeof jobArtifactsSchema>;

/** One study's state inside a job (`studies.aerial`, `studies.database`). */
export const studyJobStateSchema = z.object({
  status: z.string(),
  progress: z.number().optional(),
  errorMessage: z.string().optional(),
  /** Counts and headline figures, sent with `summary=1`. */
  summary: z.record(z.string(), z.unknown()).optional(),
  /** The study's result JSON (aerial predictions, database narrative items) and its links. */
  resultKey: z.string().optional(),
  resultUrls: presignedUrlPairSchema.optional(),
  /**
   * The result JSON's version (its storage ETag) when the links were made: a writer sends it as
   * `If-Match` with its PUT so that a save never overwrites one made meanwhile (409).
   */
  resultVersion: z.string().optional(),
});
export type StudyJobState = z.infer<typeof studyJobStateSchema>;

/** Aerial progress as the spec reads it: photos classified out of the total, and the predictions. */
export const aerialSummarySchema = z.object({
  progress: z.number().optional(),
  completed: z.number().optional(),
  total: z.number().optional(),
  predictionS3Key: z.string().optional(),
  predictionUrls: presignedUrlPairSchema.optional(),
  /** With `includePresign`: a presigned GET of each photograph's image (`photos[i]` of the result), for the cells' crops. */
  photoUrls: z.array(z.string()).optional(),
});
export type AerialSummary = z.infer<typeof aerialSummarySchema>;

export const jobSchema = z.object({
  jobId: z.string(),
  /** One of the status words (readers accept more than JOB_STATUSES: design-system's `jobPhase`). */
  status: z.string(),
  /** 0 to 100. */
  progress: z.number().min(0).max(100),
  /** Readable reason when FAILED. */
  errorMessage: z.string().optional(),
  artifacts: jobArtifactsSchema.optional(),
  studies: z
    .object({
      aerial: studyJobStateSchema.optional(),
      database: studyJobStateSchema.optional(),
      /** Older answers name the database study `db`. */
      db: studyJobStateSchema.optional(),
    })
    .optional(),
  summaryAerial: aerialSummarySchema.optional(),
  /** Counts of the finished result, sent with `summary=1` (city directory: entries, vacancies, unassigned...). */
  summary: z.record(z.string(), z.unknown()).optional(),
  /** ISO time of the user's last saved edit of the result; null while untouched. */
  editedAt: z.string().nullable().optional(),
  /**
   * What the consultant should know about a COMPLETED result, shown above its table: pages that
   * yielded nothing, a placing-again of the listings that failed (the earlier placement stays).
   */
  warnings: z.array(z.string()).optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** `GET /api/processing/jobs/{jobId}` path parameter. */
export const jobIdSchema = z
  .string()
  .trim()
  .min(1, 'jobId is required')
  .max(100, 'jobId must be at most 100 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'jobId may hold letters, digits, - and _ only');
export const jobIdParamSchema = z.strictObject({ jobId: jobIdSchema });

const flag = z.enum(['0', '1', 'true', 'false'], { error: 'Use 1 or 0' }).transform((value) => value === '1' || value === 'true');

/** `GET /api/processing/jobs/{jobId}?study=cd|aerial|database&summary=1&includePresign=1`. */
export const jobQuerySchema = z.strictObject({
  study: processingStudySchema.optional(),
  summary: flag.optional(),
  includePresign: flag.optional(),
});
export type JobQueryInput = z.input<typeof jobQuerySchema>;
export type JobQuery = z.output<typeof jobQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Starting a job: `POST /api/processing/cd/process`

export const S3_KEY_MAX_LENGTH = 1024;
const s3KeyOrUri = z
  .string({ error: 's3Key is required' })
  .trim()
  .min(1, 's3Key is required')
  .max(S3_KEY_MAX_LENGTH, `s3Key must be at most ${S3_KEY_MAX_LENGTH} characters`);

/**
 * The object key of an `s3Key`: the aerial screen sends it as an `s3://bucket/key` URI, the
 * others as a bare key.
 */
export function objectKeyOf(s3KeyOrUri: string): string {
  const uri = /^s3:\/\/[^/]+\/(.+)$/.exec(s3KeyOrUri);
  return uri ? uri[1]! : s3KeyOrUri;
}

const decimalText = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
/** A coordinate as a number or a decimal string (properties keep them as strings), in range. */
const coordinate = (name: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(decimalText).transform(Number)], { error: `${name} must be a number` })
    .pipe(z.number().min(min, `${name} must be between ${min} and ${max}`).max(max, `${name} must be between ${min} and ${max}`));

export const ADJOINING_INFO_MAX = 50;

export const adjoiningInfoSchema = z.strictObject({
  address: z.string().trim().min(1, 'address is required').max(300),
  direction: directionSchema,
  latitude: coordinate('latitude', -90, 90).optional(),
  longitude: coordinate('longitude', -180, 180).optional(),
  polygonGeoJson: polygonGeoJsonSchema.optional(),
});
export type AdjoiningInfo = z.infer<typeof adjoiningInfoSchema>;
export type AdjoiningInfoInput = z.input<typeof adjoiningInfoSchema>;

/**
 * Body of `POST /api/processing/cd/process`. `study` defaults to the query's `study`, then `cd`;
 * a `jobId` reprocesses into that job (idempotent per upload). `projectId` (our extension) makes
 * it the project's run: the caller must be able to write to the project, the properties are the
 * project's (`subjectAddress` and `adjoiningInfo` are then ignored) and the server completes the
 * run into the project.
 */
export const processInputSchema = z.strictObject({
  study: processingStudySchema.optional(),
  s3Key: s3KeyOrUri,
  subjectAddress: z.string().trim().max(300).optional(),
  adjoiningInfo: z.array(adjoiningInfoSchema).max(ADJOINING_INFO_MAX, `At most ${ADJOINING_INFO_MAX} properties`).optional(),
  jobId: jobIdSchema.optional(),
  projectId: projectIdSchema.optional(),
});
export type ProcessInput = z.input<typeof processInputSchema>;
export type ProcessRequest = z.output<typeof processInputSchema>;

/** `POST /api/processing/cd/process?study=aerial`: the query may name the study instead. */
export const processQuerySchema = z.strictObject({ study: processingStudySchema.optional() });

/** The study a process call asks for: the body's, else the query's, else `cd`. */
export const processStudyOf = (body: { study?: ProcessingStudy }, query: { study?: ProcessingStudy }): ProcessingStudy => body.study ?? query.study ?? 'cd';

/** The process answer: `{ jobId }`; older services answered `{ id }`, read as the job id. */
export const processResultSchema = z.union([
  z.object({ jobId: z.string().min(1) }).transform(({ jobId }) => ({ jobId })),
  z.object({ id: z.string().min(1) }).transform(({ id }) => ({ jobId: id })),
]);
export type ProcessResult = z.output<typeof processResultSchema>;

// ---------------------------------------------------------------------------------------------
// Product routes (spec 02 section 7)

/** `POST /api/projects/{id}/city-directory/process`. */
export const cityDirectoryProcessInputSchema = z.strictObject({
  s3Key: s3KeyOrUri,
  filename,
  jobId: jobIdSchema.optional(),
});
export type CityDirectoryProcessInput = z.infer<typeof cityDirectoryProcessInputSchema>;

/**
 * Its answer: the run's id, which is its processing job's id. The spec shows it twice, as `jobId`
 * and as `externalJobId` (the field the project keeps); both carry the same one id.
 */
export const cityDirectoryProcessResultSchema = z.object({ jobId: z.string(), externalJobId: z.string() });
export type CityDirectoryProcessResult = z.infer<typeof cityDirectoryProcessResultSchema>;

/** Statuses of the project's local job record. */
export const LOCAL_JOB_STATUSES = ['processing', 'completed', 'failed'] as const;
export type LocalJobStatus = (typeof LOCAL_JOB_STATUSES)[number];

/** One city directory run of a project (`GET /api/projects/{id}/city-directory/jobs`, newest first). */
export const cityDirectoryRunSchema = z.object({
  /** The run's one id: its processing job's, polled at `GET /api/processing/jobs/{jobId}`. */
  jobId: z.string(),
  filename: z.string(),
  status: z.enum(LOCAL_JOB_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  parsedKey: z.string().nullable(),
});
export type CityDirectoryRun = z.infer<typeof cityDirectoryRunSchema>;
export const cityDirectoryRunListSchema = z.object({ items: z.array(cityDirectoryRunSchema) });

/**
 * `POST /api/projects/{id}/city-directory/jobs/{jobId}/rematch` (202): the run whose listings are
 * placed again; poll its job, which shows PROCESSING until they are, then COMPLETED.
 */
export const cityDirectoryRematchResultSchema = z.object({ jobId: z.string() });
export type CityDirectoryRematchResult = z.infer<typeof cityDirectoryRematchResultSchema>;

/** `PATCH /api/projects/{id}/city-directory/jobs/{jobId}`: on completion, status completed with the result links. */
export const cityDirectoryJobPatchInputSchema = z.strictObject({
  status: z.enum(LOCAL_JOB_STATUSES, { error: 'status must be processing, completed or failed' }),
  results: z
    .strictObject({
      parsedUrls: presignedUrlPairSchema.optional(),
      parsedKey: z.string().max(S3_KEY_MAX_LENGTH).optional(),
    })
    .optional(),
});
export type CityDirectoryJobPatchInput = z.infer<typeof cityDirectoryJobPatchInputSchema>;

/**
 * One regulatory database run of a project (`GET /api/projects/{id}/environmental/jobs`, newest
 * first): its job as the queue has it now, so a tab opened while it runs, or after it failed, shows it.
 */
export const databaseRunSchema = z.object({
  /** The run's one id: its processing job's, polled at `GET /api/processing/jobs/{jobId}?study=database`. */
  jobId: z.string(),
  filename: z.string(),
  /** One of the status words (JOB_STATUSES). */
  status: z.string(),
  progress: z.number().min(0).max(100),
  createdAt: z.string(),
  /** Readable reason when FAILED, else null. */
  errorMessage: z.string().nullable(),
});
export type DatabaseRun = z.infer<typeof databaseRunSchema>;
export const databaseRunListSchema = z.object({ items: z.array(databaseRunSchema) });

/** A project's aerial runs (`GET /api/projects/{id}/aerial/jobs`, newest first) are listed as its database runs are. */
export const aerialRunSchema = databaseRunSchema;
export type AerialRun = DatabaseRun;
export const aerialRunListSchema = databaseRunListSchema;

/**
 * The narrative PUT's caps are the regulatory database result's (`databaseStudyResultSchema`), so
 * whatever a run stores as the project's narrative can be saved back: its items, and its flat list
 * (one row per record and database).
 */
export const NARRATIVE_ITEMS_MAX = 5000;
export const NARRATIVE_RECORDS_MAX = 20_000;
export const NARRATIVE_TEXT_MAX = 20_000;

/** A group of reference links of one database inside a narrative item. */
export const documentLinkGroupSchema = z.object({
  db_name: z.string().max(300),
  links: z.array(z.string().max(2000)).max(200),
});

/**
 * One regulatory narrative item (spec 02 section 3), with the facts of its record when the
 * database study wrote it (`databaseRecordFields`, all optional here: a saved item keeps them).
 */
export const narrativeItemSchema = z.object({
  address: z.string().max(300),
  target: z.string().max(300),
  narrative: z.string().max(NARRATIVE_TEXT_MAX),
  document_links: z.array(documentLinkGroupSchema).max(100).default([]),
  ...z.object(databaseRecordFields).partial().shape,
});
export type NarrativeItem = z.infer<typeof narrativeItemSchema>;

/** One record of the flat fallback list (spec 02 section 3): distance in miles. */
export const flatDatabaseRecordSchema = z.object({
  site_name: z.string().max(300),
  address: z.string().max(300),
  database_name: z.string().max(300),
  distance: z.number().min(0).nullable(),
});
export type FlatDatabaseRecord = z.infer<typeof flatDatabaseRecordSchema>;

/** `PUT /api/projects/{id}/environmental/narratives`. */
export const environmentalNarrativesInputSchema = z.strictObject({
  narratives: z.array(flatDatabaseRecordSchema).max(NARRATIVE_RECORDS_MAX),
  narrativeData: z.object({ items: z.array(narrativeItemSchema).max(NARRATIVE_ITEMS_MAX) }),
  jobId: jobIdSchema,
});
export type EnvironmentalNarrativesInput = z.input<typeof environmentalNarrativesInputSchema>;
