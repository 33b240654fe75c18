import { MongoServerError } from 'mongodb';

/** E11000: a unique index (or `_id`) refused the write. */
export const isDuplicateKeyError = (err: unknown): boolean => err instanceof MongoServerError && err.code === 11000;
