import { randomUUID } from 'node:crypto';
import { databaseStudyResultSchema, environmentalNarrativesInputSchema, type NarrativeItem } from '@groundwork/contracts';
import { AppError, conflict, headObject, notFound, projectOfOrganization, type AuthContext, type RecordNarrativeUpdateInput } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import type { NarrativesRecord, StudyResultRecord } from '../repositories';
import { NARRATIVES_READ_MAX_BYTES, writeNarratives } from './narratives';
import { projectForStudy } from './project-access';
import { storeStudyResult, withStudyResult } from './save-study-result';
import { readJsonObject, syncStudyResult } from './study-results';
import { versionOf } from './versions';
import { narrativesLockName, withWriteLock } from './write-lock';

const narrativesMissing = () =>
  notFound('No regulatory database results are stored for this project; process the regulatory database report first.', 'NARRATIVES_NOT_FOUND');

const recordMissing = (itemIndex: number, count: number) =>
  notFound(`Record ${itemIndex} is not in this project's regulatory database results (it has ${count} records).`, 'RECORD_NOT_FOUND');

const versionConflict = (version: string | null) =>
  conflict(
    'The regulatory database results were changed by another save since this page loaded them. Reload the page and save again.',
    { version },
    'NARRATIVE_VERSION_CONFLICT',
  );

/**
 * Where a project's record narratives are kept: the result of the run behind its narrative (which
 * rewrites the narrative when saved), or, for a narrative saved for a job without a result of the
 * project's (`PUT .../environmental/narratives`), the narrative itself.
 */
type RecordsSource = { narrative: NarrativesRecord; result: StudyResultRecord | null };

async function recordsSourceOf(ctx: StudiesContext, organizationId: string, projectId: string): Promise<RecordsSource> {
  const narrative = await ctx.narratives.findOne({ _id: projectId, organizationId });
  if (!narrative) throw narrativesMissing();
  return sourceOfNarrative(ctx, narrative);
}

/** Where the records of `narrative` (a project's) are kept: its run's result when the run is the project's. */
async function sourceOfNarrative(ctx: StudiesContext, narrative: NarrativesRecord): Promise<RecordsSource> {
  const { organizationId, _id: projectId, jobId } = narrative;
  const run = await ctx.dbRuns.findOne({ _id: jobId, organizationId, projectId });
  const result = run ? await ctx.results.findOne({ _id: jobId, organizationId, study: 'database' }) : null;
  return { narrative, result };
}

/** The project, when it is the organization's (404 NARRATIVES_NOT_FOUND otherwise); for a save, 409 PROJECT_ARCHIVED when archived. */
async function checkProject(ctx: StudiesContext, organizationId: string, projectId: string, { forWrite }: { forWrite: boolean }) {
  await projectOfOrganization(ctx.projects, organizationId, projectId, { forWrite: forWrite ? 'saving its regulatory database results' : null }).catch(
    (err: unknown) => {
      throw err instanceof AppError && err.code === 'PROJECT_NOT_FOUND' ? narrativesMissing() : err;
    },
  );
}

/** The items of a narrative saved on its own, and its version (the object's ETag on records older than the field). */
async function readNarrativeItems(ctx: StudiesContext, narrative: NarrativesRecord) {
  const stored = await readJsonObject(ctx, narrative.key, NARRATIVES_READ_MAX_BYTES);
  const { updatedAt: _, ...fields } = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const body = environmentalNarrativesInputSchema.safeParse(fields);
  if (!body.success) throw narrativesMissing();
  const version = versionOf(narrative.etag ?? (await headObject(ctx.store, narrative.key))?.etag);
  return { body: body.data, version };
}

/** The items of a run's result, and its version. */
async function readResultItems(ctx: StudiesContext, record: StudyResultRecord) {
  const current = await syncStudyResult(ctx, record);
  const result = databaseStudyResultSchema.safeParse(await readJsonObject(ctx, current.resultKey));
  if (!result.success) throw narrativesMissing();
  return { result: result.data, record: current, version: versionOf(current.etag) };
}

/** The items of the project's records, wherever they are kept, and their version. */
async function readItems(ctx: StudiesContext, { narrative, result }: RecordsSource): Promise<{ items: NarrativeItem[]; version: string | null }> {
  if (!result) {
    const { body, version } = await readNarrativeItems(ctx, narrative);
    return { items: body.narrativeData.items, version };
  }
  const read = await readResultItems(ctx, result);
  return { items: read.result.items, version: read.version };
}

/**
 * `GET /internal/studies/projects/{projectId}/database/items/{itemIndex}?organizationId=...`: record
 * `itemIndex` of the project's regulatory database results, with the version a save names.
 */
export async function getDatabaseRecord(ctx: StudiesContext, organizationId: string, projectId: string, itemIndex: number) {
  await checkProject(ctx, organizationId, projectId, { forWrite: false });
  const source = await recordsSourceOf(ctx, organizationId, projectId);
  const { items, version } = await readItems(ctx, source);
  const item = items[itemIndex];
  if (!item) throw recordMissing(itemIndex, items.length);
  return { jobId: source.narrative.jobId, itemIndex, itemCount: items.length, version: version ?? '', item };
}

interface NarrativeChange {
  jobId: string;
  previous: string;
  versionBefore: string | null;
  versionAfter: string;
  savedAt: string;
}

type UpdateInput = RecordNarrativeUpdateInput & { projectId: string; itemIndex: number };

/** Replaces item `itemIndex` of `items` by one with `narrative`; answers the previous text (404 RECORD_NOT_FOUND out of range). */
function replaceNarrative<Item extends { narrative: string }>(items: Item[], itemIndex: number, narrative: string): string {
  const item = items[itemIndex];
  if (!item) throw recordMissing(itemIndex, items.length);
  items[itemIndex] = { ...item, narrative };
  return item.narrative;
}

const checkVersion = (expected: string | undefined, current: string | null) => {
  if (expected !== undefined && versionOf(expected) !== current) throw versionConflict(current);
};

/** The narrative changed in the run's result, saved as the link saves it (which rewrites the project's narrative). */
function changeInResult(ctx: StudiesContext, input: UpdateInput, jobId: string): Promise<NarrativeChange> {
  const writer = { jobId, organizationId: input.organizationId, userId: input.updatedBy };
  return withStudyResult(ctx, writer, async (locked) => {
    const { result, record, version } = await readResultItems(ctx, locked);
    checkVersion(input.expectedVersion, version);
    const previous = replaceNarrative(result.items, input.itemIndex, input.narrative);
    // An edit of now: `editedAt` null is stored as the save's time.
    const saved = await storeStudyResult(ctx, writer, record, { ...result, editedAt: null });
    return { jobId, previous, versionBefore: version, versionAfter: saved.version, savedAt: saved.editedAt };
  });
}

/** The narrative changed in the project's narrative saved on its own. */
async function changeInNarrative(ctx: StudiesContext, input: UpdateInput, narrative: NarrativesRecord): Promise<NarrativeChange> {
  const { body, version } = await readNarrativeItems(ctx, narrative);
  checkVersion(input.expectedVersion, version);
  const previous = replaceNarrative(body.narrativeData.items, input.itemIndex, input.narrative);
  const { organizationId, projectId, updatedBy } = input;
  const saved = await writeNarratives(ctx, { organizationId, projectId, body, updatedBy });
  return { jobId: narrative.jobId, previous, versionBefore: version, versionAfter: saved.version ?? '', savedAt: saved.updatedAt };
}

/**
 * `PUT /internal/studies/projects/{projectId}/database/items/{itemIndex}/narrative` (the review
 * service's "save to database"): the record's narrative replaced in the run's result and the
 * project's narrative, or in the narrative alone when it has no result (see `RecordsSource`), its
 * previous text kept in `narrative_versions`, the database check marked. One save of a project's
 * records at a time; with `expectedVersion`, results changed since are 409
 * NARRATIVE_VERSION_CONFLICT and nothing is written.
 */
export async function updateRecordNarrative(ctx: StudiesContext, input: UpdateInput) {
  const { organizationId, projectId, itemIndex } = input;
  await checkProject(ctx, organizationId, projectId, { forWrite: true });
  // Marked before anything is written (a projects service that is down then means nothing was
  // saved), and only for a project that has results.
  await recordsSourceOf(ctx, organizationId, projectId);
  await ctx.projects.setStudyChecks(projectId, { database: true });
  const change = await withWriteLock(ctx.writeLocks, narrativesLockName(projectId), async () => {
    const source = await recordsSourceOf(ctx, organizationId, projectId);
    const changed = source.result ? await changeInResult(ctx, input, source.result._id) : await changeInNarrative(ctx, input, source.narrative);
    await ctx.narrativeVersions.insertOne({
      _id: randomUUID(),
      projectId,
      organizationId,
      jobId: changed.jobId,
      itemIndex,
      previous: changed.previous,
      narrative: input.narrative,
      versionBefore: changed.versionBefore ?? '',
      versionAfter: changed.versionAfter,
      savedBy: input.updatedBy,
      savedAt: new Date(changed.savedAt),
      source: input.source,
    });
    return changed;
  });
  return { jobId: change.jobId, itemIndex, version: change.versionAfter, previousNarrative: change.previous, savedAt: change.savedAt };
}

/** `GET /api/projects/{id}/environmental/narratives/items/{index}/versions`: the record's kept narratives, newest first (at most 100). */
export async function listNarrativeVersions(ctx: StudiesContext, auth: AuthContext, projectId: string, itemIndex: number) {
  await projectForStudy(ctx, auth, projectId, { forWrite: false });
  const kept = await ctx.narrativeVersions.find({ projectId, organizationId: auth.organizationId, itemIndex }).sort({ savedAt: -1 }).limit(100).toArray();
  return {
    items: kept.map(({ _id, organizationId: _, savedAt, ...version }) => ({ ...version, savedAt: savedAt.toISOString() })),
  };
}

/** The project's regulatory database records as they stand (edits and saved analyses included), and the run behind them; null when none are stored. */
export async function readProjectRecords(
  ctx: StudiesContext,
  organizationId: string,
  projectId: string,
): Promise<{ jobId: string; items: NarrativeItem[] } | null> {
  const narrative = await ctx.narratives.findOne({ _id: projectId, organizationId });
  if (!narrative) return null;
  const { items } = await readItems(ctx, await sourceOfNarrative(ctx, narrative));
  return { jobId: narrative.jobId, items };
}
