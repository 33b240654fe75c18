import { cityDirectoryResultSchema, cityDirectorySummary } from '@groundwork/contracts';
import { getObjectBytes, headObject, putObject } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import type { StudyResultRecord } from '../repositories';

/** Result JSON larger than this is not read back (an edited result is a few MB at most). */
export const RESULT_MAX_BYTES = 25 * 1024 * 1024;

const JSON_TYPE = 'application/json';

/** Reads and parses a JSON object of the store; null when missing, unreadable or not JSON. */
export async function readJsonObject(ctx: StudiesContext, key: string, maxBytes = RESULT_MAX_BYTES): Promise<unknown> {
  const object = await getObjectBytes(ctx.store, key, { maxBytes }).catch(() => null);
  if (!object) return null;
  try {
    return JSON.parse(Buffer.from(object.bytes).toString('utf8'));
  } catch {
    return null;
  }
}

export const writeJsonObject = (ctx: StudiesContext, key: string, value: unknown) =>
  putObject(ctx.store, { key, body: JSON.stringify(value), contentType: JSON_TYPE });

const validDate = (text: unknown): Date | null => {
  if (typeof text !== 'string') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * Brings a finished job's result record up to date with what the user saved through the presigned
 * PUT link: a changed ETag means an edit, dated by the body's `editedAt` (else the object's time),
 * with the counts taken again. A deleted or unreadable result is restored from the extraction's copy.
 */
export async function syncStudyResult(ctx: StudiesContext, record: StudyResultRecord): Promise<StudyResultRecord> {
  const head = await headObject(ctx.store, record.resultKey);
  if (!head) {
    const original = await readJsonObject(ctx, record.originalKey);
    if (original === null) return record;
    const etag = await writeJsonObject(ctx, record.resultKey, original);
    return updateRecord(ctx, record, { etag, editedAt: null, summary: summaryOf(original) ?? record.summary });
  }
  if (head.etag === record.etag) return record;
  const body = await readJsonObject(ctx, record.resultKey);
  const parsed = cityDirectoryResultSchema.safeParse(body);
  if (!parsed.success) {
    // Not a result any more (a hostile or broken PUT): the extraction's copy takes its place.
    const original = await readJsonObject(ctx, record.originalKey);
    if (original === null) return record;
    const etag = await writeJsonObject(ctx, record.resultKey, original);
    return updateRecord(ctx, record, { etag, summary: summaryOf(original) ?? record.summary });
  }
  const editedAt = validDate(parsed.data.editedAt) ?? head.lastModified ?? ctx.now();
  return updateRecord(ctx, record, { etag: head.etag, editedAt, summary: cityDirectorySummary(parsed.data) });
}

function summaryOf(result: unknown): Record<string, number> | null {
  const parsed = cityDirectoryResultSchema.safeParse(result);
  return parsed.success ? cityDirectorySummary(parsed.data) : null;
}

async function updateRecord(ctx: StudiesContext, record: StudyResultRecord, changes: Partial<StudyResultRecord>) {
  const updated = { ...record, ...changes, updatedAt: ctx.now() };
  await ctx.results.updateOne({ _id: record._id }, { $set: { ...changes, updatedAt: updated.updatedAt } });
  return updated;
}
