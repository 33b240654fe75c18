import type { DatabaseStudyResult, EnvironmentalNarrativesInput } from '@groundwork/contracts';
import { environmentalNarrativesInputSchema } from '@groundwork/contracts';
import { describeIssues, notFound, validationFailed, type AuthContext } from '@groundwork/service-kit';
import type { z } from 'zod';
import { NARRATIVES_MAX_BODY_BYTES } from '../body-limits';
import type { StudiesContext } from '../context';
import type { DatabaseRunRecord, ResultLinkRecord } from '../repositories';
import { projectForStudy } from './project-access';
import { findOwnJob } from './start-processing';
import { readJsonObject, writeJsonObject } from './study-results';
import { versionOf } from './versions';

type Narratives = z.output<typeof environmentalNarrativesInputSchema>;

export const narrativesKey = (organizationId: string, projectId: string) => `narratives/${organizationId}/${projectId}.json`;

/** A stored narrative is its PUT body as parsed (defaults filled in: at most some 100 KB more) and `updatedAt`. */
export const NARRATIVES_READ_MAX_BYTES = NARRATIVES_MAX_BODY_BYTES + 1024 * 1024;

export interface NarrativesWrite {
  organizationId: string;
  projectId: string;
  body: Narratives;
  updatedBy: string;
  /** The run's start when a run writes it; the save itself otherwise (see `NarrativesRecord.asOf`). */
  asOf?: Date;
}

/**
 * The one writer of a project's regulatory narrative (the PUT route, a run's completion, a saved result): the
 * body in S3 (`{ narratives, narrativeData, jobId, updatedAt }`, as GET answers it), the record
 * in MongoDB (with the body's ETag). Answers what was stored and its version.
 */
export async function writeNarratives(ctx: StudiesContext, { organizationId, projectId, body, updatedBy, asOf }: NarrativesWrite) {
  const key = narrativesKey(organizationId, projectId);
  const updatedAt = ctx.now();
  const etag = await writeJsonObject(ctx, key, { ...body, updatedAt: updatedAt.toISOString() });
  const counts = { items: body.narrativeData.items.length, records: body.narratives.length };
  await ctx.narratives.updateOne(
    { _id: projectId },
    { $set: { organizationId, jobId: body.jobId, key, ...counts, etag, updatedBy, updatedAt, asOf: asOf ?? updatedAt } },
    { upsert: true },
  );
  return { jobId: body.jobId, ...counts, updatedAt: updatedAt.toISOString(), version: versionOf(etag) };
}

/**
 * `PUT /api/projects/{id}/environmental/narratives`: the regulatory narrative of the project; the
 * job must be one of the organization's. Marks the database check.
 */
export async function putNarratives(ctx: StudiesContext, auth: AuthContext, projectId: string, input: Narratives | EnvironmentalNarrativesInput) {
  await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const body = environmentalNarrativesInputSchema.parse(input);
  await findOwnJob(ctx, auth, body.jobId);
  const saved = await writeNarratives(ctx, { organizationId: auth.organizationId, projectId, body, updatedBy: auth.userId });
  await ctx.projects.setStudyChecks(projectId, { database: true });
  return saved;
}

/**
 * A finished regulatory database run's result as its project's narrative. It writes over a
 * missing narrative, its own, or one older than its start; a narrative that stands for a later
 * time (a run started after it, which finished first, or one the user saved after it started)
 * is kept. Answers whether it wrote.
 */
export async function storeRunNarratives(ctx: StudiesContext, run: DatabaseRunRecord, result: DatabaseStudyResult): Promise<boolean> {
  const stored = await ctx.narratives.findOne({ _id: run.projectId });
  if (stored && stored.jobId !== run._id && (stored.asOf ?? stored.updatedAt).getTime() >= run.startedAt.getTime()) return false;
  await writeNarratives(ctx, {
    organizationId: run.organizationId,
    projectId: run.projectId,
    body: { narratives: result.narratives, narrativeData: { items: result.items }, jobId: run._id },
    updatedBy: run.startedBy?.userId ?? 'studies-worker',
    asOf: run.startedAt,
  });
  return true;
}

/** Where a result's issues are in the result: its items are the narrative's `narrativeData.items`. */
const resultIssuesOf = (error: z.core.$ZodError) =>
  describeIssues(error).map((issue) => ({ ...issue, path: issue.path.replace(/^narrativeData\.items/, 'items') }));

/**
 * The project narrative a regulatory database result saved through its link (`PUT
 * /api/processing/results/{jobId}`) or by a record's narrative save (`updateRecordNarrative`)
 * rewrites: the narrative of the project whose run the job is, when it is the job's (a narrative of another job, a newer run's or one the user saved for
 * another job, is left as it is). The result must then be a valid narrative too (400
 * VALIDATION_FAILED, before anything is stored). Answers the write to make once the result is
 * stored (`asOf`: the save), or null when there is none.
 */
export async function narrativesOfSavedResult(
  ctx: StudiesContext,
  writer: Pick<ResultLinkRecord, 'jobId' | 'organizationId' | 'userId'>,
  result: DatabaseStudyResult,
): Promise<NarrativesWrite | null> {
  const { jobId, organizationId } = writer;
  const run = await ctx.dbRuns.findOne({ _id: jobId, organizationId });
  const stored = run ? await ctx.narratives.findOne({ _id: run.projectId, organizationId }) : null;
  if (!run || stored?.jobId !== jobId) return null;
  const body = environmentalNarrativesInputSchema.safeParse({ narratives: result.narratives, narrativeData: { items: result.items }, jobId });
  if (!body.success) throw validationFailed('json', resultIssuesOf(body.error));
  return { organizationId, projectId: run.projectId, body: body.data, updatedBy: writer.userId };
}

/** The stored narrative, as saved (404 when none was). */
export async function getNarratives(ctx: StudiesContext, auth: AuthContext, projectId: string) {
  await projectForStudy(ctx, auth, projectId, { forWrite: false });
  const record = await ctx.narratives.findOne({ _id: projectId, organizationId: auth.organizationId });
  const body = record ? await readJsonObject(ctx, record.key, NARRATIVES_READ_MAX_BYTES) : null;
  if (!record || body === null) throw notFound('No regulatory narrative was saved for this project', 'NARRATIVES_NOT_FOUND');
  return body;
}
