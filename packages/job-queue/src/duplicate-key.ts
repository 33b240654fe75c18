import { MongoServerError } from 'mongodb';

/**
 * A unique index (or `_id`) refused the write: E11000, or FerretDB v1, which may report the same
 * refusal as an InternalError naming SQLite's "UNIQUE constraint failed".
 */
export const isDuplicateKeyError = (err: unknown): boolean =>
  err instanceof MongoServerError && (err.code === 11000 || /UNIQUE constraint failed/.test(err.message));
