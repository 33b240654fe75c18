import { getObjectBytes, headObject, ObjectTooLargeError, putObject, type ObjectStore } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import type { StudyResultRecord } from '../repositories';
import { resultKindOf } from '../studies/result-kinds';

/**
 * The largest result JSON saved or read back: the save route's body limit, and the bound on every
 * read of an object a user can write (a city directory result is a few MB at most).
 */
export const RESULT_MAX_BYTES = 10 * 1024 * 1024;

const JSON_TYPE = 'application/json';

/** What reading and writing JSON objects needs: the store (a `StudiesContext` fits). */
export type JsonStore = { store: ObjectStore };

/**
 * Reads and parses a JSON object of the store; null when missing, larger than `maxBytes` (nothing
 * past the limit is read) or not JSON. Storage errors are thrown: a retry may succeed.
 */
export async function readJsonObject({ store }: JsonStore, key: string, maxBytes = RESULT_MAX_BYTES): Promise<unknown> {
  const object = await getObjectBytes(store, key, { maxBytes }).catch((err: unknown) => {
    if (err instanceof ObjectTooLargeError) return null;
    throw err;
  });
  if (!object) return null;
  try {
    return JSON.parse(Buffer.from(object.bytes).toString('utf8'));
  } catch {
    return null;
  }
}

/** Stores `value` as JSON; answers the new ETag. */
export const writeJsonObject = ({ store }: JsonStore, key: string, value: unknown) =>
  putObject(store, { key, body: JSON.stringify(value), contentType: JSON_TYPE });

/** An ISO time as a Date; null when absent or not a time. */
export const validDate = (text: unknown): Date | null => {
  if (typeof text !== 'string') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A finished job's result record, with its result restored from the extraction's copy when the
 * object was deleted (then untouched again: `editedAt` null). Every write of the result goes
 * through the service (worker, save route, rematch), which records its ETag, `editedAt` and counts
 * as it writes, so an existing object needs no reading here.
 */
export async function syncStudyResult(ctx: StudiesContext, record: StudyResultRecord): Promise<StudyResultRecord> {
  if (await headObject(ctx.store, record.resultKey)) return record;
  const kind = resultKindOf(record.study);
  const original = kind.schema.safeParse(await readJsonObject(ctx, record.originalKey));
  if (!original.success) return record;
  const etag = await writeJsonObject(ctx, record.resultKey, original.data);
  const changes = { etag, editedAt: null, summary: kind.summary(original.data), updatedAt: ctx.now() };
  await ctx.results.updateOne({ _id: record._id }, { $set: changes });
  return { ...record, ...changes };
}
