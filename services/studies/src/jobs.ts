import { directionSchema, processingStudySchema, projectActorSchema, streetAliasSchema } from '@groundwork/contracts';
import { defineJobType, type PayloadOf } from '@groundwork/job-queue';
import { z } from 'zod';

/** A project property as a study job has it: its coordinates when the project has them (the aerial study places it with them). */
const propertySchema = z.object({ address: z.string(), direction: directionSchema, latitude: z.number().optional(), longitude: z.number().optional() });
/** What a finished study or rematch records on its job: the counts of its result (and the pages read). */
const countsSchema = z.record(z.string(), z.number());

/** A `study` job: an upload's intake and extraction (`src/worker/study-job.ts`), fixed when it was queued. */
export const studyJob = defineJobType({
  type: 'study',
  payload: z.object({
    study: processingStudySchema,
    organizationId: z.string().min(1),
    s3Key: z.string().min(1),
    filename: z.string(),
    /** The project's properties (subject and adjoining) the listings are matched to. */
    properties: z.array(propertySchema),
    /** Renamed streets of the project. */
    aliases: z.array(streetAliasSchema),
    projectId: z.string().nullable(),
  }),
  result: countsSchema,
});

/**
 * A `rematch` job (`src/worker/rematch-job.ts`): a finished study's listings placed again with the
 * properties and aliases the project had when it was queued, written into that study's result.
 */
export const rematchJob = defineJobType({
  type: 'rematch',
  payload: z.object({
    organizationId: z.string().min(1),
    projectId: z.string().min(1),
    /** The study job (the run) whose result is placed again (`study_results._id`, `cd_runs._id`). */
    studyJobId: z.string().min(1),
    properties: z.array(propertySchema),
    aliases: z.array(streetAliasSchema),
  }),
  result: countsSchema,
});

/**
 * A `study-completion` job (`src/studies/completions.ts`): a run's completion effects (run
 * completed, the project's check, the activity) when they could not land at once, typically while
 * the projects service is down. Retried with backoff (capped at a minute) for about a week.
 * `study` names the run's study (jobs queued before it was there are city directory runs).
 */
export const studyCompletionJob = defineJobType({
  type: 'study-completion',
  payload: z.object({ organizationId: z.string().min(1), runId: z.string().min(1), study: processingStudySchema.default('cd') }),
  result: z.null(),
  maxAttempts: 10_000,
});

/**
 * A `map-render` job (`src/worker/map-render-job.ts`): a historical map's pages rendered to images
 * for the browser's viewer; its record ends READY or FAILED with the reason.
 */
export const mapRenderJob = defineJobType({
  type: 'map-render',
  payload: z.object({ organizationId: z.string().min(1), projectId: z.string().min(1), mapId: z.string().min(1) }),
  result: z.object({ pages: z.number().int().nonnegative() }),
  maxAttempts: 3,
});

/**
 * A `soils` job (`src/worker/soils-job.ts`): the subject polygon's soils from USDA Soil Data Access;
 * its run (`soil_runs`, `_id` the job's) ends COMPLETED or FAILED with the reason. Two attempts at
 * most: one SDA query may take a minute, and only a crashed or stalled worker retries it.
 */
export const soilsJob = defineJobType({
  type: 'soils',
  payload: z.object({
    organizationId: z.string().min(1),
    projectId: z.string().min(1),
    polygonGeoJson: z.string().min(1),
    startedBy: projectActorSchema.nullable(),
  }),
  result: z.object({ status: z.enum(['COMPLETED', 'FAILED']) }),
  maxAttempts: 2,
});

/**
 * A `report` job (`src/worker/report-job.ts`): a project's report generated from its studies (the
 * analysis, then the Word, Excel and PDF files); its `generated_reports` record (`_id` the job's)
 * follows it. Two attempts: only a crashed or stalled worker retries it.
 */
export const reportJob = defineJobType({
  type: 'report',
  payload: z.object({ organizationId: z.string().min(1), projectId: z.string().min(1), requestedBy: projectActorSchema }),
  result: z.object({ files: z.number().int().nonnegative() }),
  maxAttempts: 2,
});

export type StudyJobPayload = PayloadOf<typeof studyJob>;
export type StudyProperty = z.infer<typeof propertySchema>;
export type RematchJobPayload = PayloadOf<typeof rematchJob>;
