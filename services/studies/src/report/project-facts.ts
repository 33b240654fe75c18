import {
  aerialStudyResultSchema,
  cityDirectoryResultSchema,
  type AerialStudyResult,
  type CityDirectoryResult,
  type NarrativeItem,
  type ProjectReviewFacts,
  type StudyContext,
} from '@groundwork/contracts';
import type { ReviewClient } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import type { SoilRunResult } from '../soils/soil-run-record';
import { listHistoricalMaps, type HistoricalMap } from '../use-cases/list-historical-maps';
import { readProjectRecords } from '../use-cases/record-narratives';
import { readJsonObject, syncStudyResult } from '../use-cases/study-results';

/**
 * Everything a project holds that its report may state: the project and its properties, the
 * current result of each study (the one its tab shows, with the consultant's edits), the soils,
 * the historical maps on file and what the review assistants found. Nothing else is a fact.
 */
export interface ProjectFacts {
  context: StudyContext;
  cityDirectory: { runId: string; filename: string; result: CityDirectoryResult } | null;
  aerial: { runId: string; filename: string; result: AerialStudyResult } | null;
  database: { runId: string; filename: string; items: NarrativeItem[] } | null;
  soils: (SoilRunResult & { queriedAt: Date | null }) | null;
  maps: HistoricalMap[];
  reviews: ProjectReviewFacts;
  /** What could not be read (a study whose result is gone, the review service down), said in the report. */
  unavailable: string[];
}

export const NO_REVIEW_FACTS: ProjectReviewFacts = { phase1Reviews: [], recordAnalyses: [] };

/** The result JSON of finished job `runId`, as `schema` reads it; null when it is missing or unreadable. */
async function readRunResult<T>(ctx: StudiesContext, organizationId: string, runId: string, parse: (value: unknown) => T | null): Promise<T | null> {
  const record = await ctx.results.findOne({ _id: runId, organizationId });
  if (!record) return null;
  const current = await syncStudyResult(ctx, record);
  return parse(await readJsonObject(ctx, current.resultKey));
}

const parser =
  <T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }) =>
  (value: unknown): T | null => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };

/** The city directory run the project's tab shows: the project's `externalJobId` when it is a completed run of it, else the newest completed one. */
async function currentCityDirectory(ctx: StudiesContext, organizationId: string, context: StudyContext) {
  const { id: projectId, externalJobId } = context.project;
  const runs = await ctx.cdRuns.find({ projectId, organizationId, status: 'completed' }).sort({ createdAt: -1 }).limit(20).toArray();
  const run = runs.find((candidate) => candidate._id === externalJobId) ?? runs[0];
  if (!run) return null;
  const result = await readRunResult(ctx, organizationId, run._id, parser(cityDirectoryResultSchema));
  return result && { runId: run._id, filename: run.filename, result };
}

/** The newest aerial run whose job completed, with its result. */
async function currentAerial(ctx: StudiesContext, organizationId: string, context: StudyContext) {
  const projectId = context.project.id;
  const runs = await ctx.aerialRuns.find({ projectId, organizationId }).sort({ createdAt: -1 }).limit(20).toArray();
  for (const run of runs) {
    if ((await ctx.queue.get(run._id))?.status !== 'COMPLETED') continue;
    const result = await readRunResult(ctx, organizationId, run._id, parser(aerialStudyResultSchema));
    if (result) return { runId: run._id, filename: run.filename, result };
  }
  return null;
}

async function currentDatabase(ctx: StudiesContext, organizationId: string, context: StudyContext) {
  const records = await readProjectRecords(ctx, organizationId, context.project.id);
  if (!records) return null;
  const run = await ctx.dbRuns.findOne({ _id: records.jobId, organizationId });
  return { runId: records.jobId, filename: run?.filename ?? 'Regulatory database report', items: records.items };
}

async function currentSoils(ctx: StudiesContext, organizationId: string, context: StudyContext) {
  const run = await ctx.soilRuns.find({ projectId: context.project.id, organizationId, status: 'COMPLETED' }).sort({ startedAt: -1 }).limit(1).next();
  return run?.result ? { ...run.result, queriedAt: run.queriedAt } : null;
}

/**
 * The project's facts for its report. A study that was never run is null; one whose stored result
 * cannot be read, or the review service being unreachable, is named in `unavailable` (the report
 * says so rather than pretending the study found nothing).
 */
export async function gatherProjectFacts(
  ctx: StudiesContext & { review: ReviewClient | null },
  organizationId: string,
  context: StudyContext,
): Promise<ProjectFacts> {
  const projectId = context.project.id;
  const unavailable: string[] = [];
  const checks = context.project.studyChecks;
  const [cityDirectory, aerial, database, soils, maps] = await Promise.all([
    currentCityDirectory(ctx, organizationId, context),
    currentAerial(ctx, organizationId, context),
    currentDatabase(ctx, organizationId, context),
    currentSoils(ctx, organizationId, context),
    listHistoricalMaps(ctx, organizationId, projectId),
  ]);
  if (checks?.cityDirectory && !cityDirectory) unavailable.push('The city directory results could not be read.');
  if (checks?.aerial && !aerial) unavailable.push('The aerial photograph results could not be read.');
  if (checks?.database && !database) unavailable.push('The regulatory database results could not be read.');
  let reviews = NO_REVIEW_FACTS;
  if (ctx.review) {
    try {
      reviews = await ctx.review.projectFindings(projectId, organizationId);
    } catch (err) {
      unavailable.push(`The review assistants' findings could not be read (${err instanceof Error ? err.message : String(err)}).`);
    }
  }
  return { context, cityDirectory, aerial, database, soils, maps, reviews, unavailable };
}
