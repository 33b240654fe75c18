import { z } from 'zod';
import type { QueuedJob } from './job-records';

/**
 * A kind of job, declared once: its name, the schema of its payload and of its result. `enqueue`
 * takes the payload's input type, handlers get the parsed payload and must return the result's
 * input type; the queue parses both with these schemas.
 */
export interface JobType<Type extends string = string, Payload extends z.ZodType = z.ZodType, Result extends z.ZodType = z.ZodType> {
  readonly type: Type;
  readonly payload: Payload;
  readonly result: Result;
  /** Claims a job of this type gets before a failure is final; the queue's default when unset. */
  readonly maxAttempts?: number;
}

export type PayloadOf<T extends JobType> = z.output<T['payload']>;
export type PayloadInputOf<T extends JobType> = z.input<T['payload']>;
export type ResultOf<T extends JobType> = z.output<T['result']>;
export type ResultInputOf<T extends JobType> = z.input<T['result']>;

/** A queued job of type `T`, its payload parsed (and its result, once COMPLETED). */
export type TypedJob<T extends JobType> = Omit<QueuedJob, 'type' | 'payload' | 'result'> & {
  type: T['type'];
  payload: PayloadOf<T>;
  result: ResultOf<T> | null;
};

/** Declares a job type, e.g. `defineJobType({ type: 'study', payload: studyPayloadSchema, result: summarySchema })`. */
export function defineJobType<const Type extends string, Payload extends z.ZodType, Result extends z.ZodType = z.ZodUnknown>(definition: {
  type: Type;
  payload: Payload;
  result?: Result;
  maxAttempts?: number;
}): JobType<Type, Payload, Result> {
  if (!definition.type.trim()) throw new Error('A job type needs a name');
  if (definition.maxAttempts !== undefined && !(Number.isInteger(definition.maxAttempts) && definition.maxAttempts >= 1)) {
    throw new RangeError(`maxAttempts must be a positive integer, got ${definition.maxAttempts}`);
  }
  return { ...definition, result: (definition.result ?? z.unknown()) as Result };
}

/** The issues of a failed parse in one line: `payload.s3Key: Required; ...`. */
export const describeIssues = (error: z.ZodError, root: string) =>
  error.issues
    .slice(0, 5)
    .map((issue) => `${[root, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');

/**
 * The job as one of type `jobType`: null when it is another type, or its payload (or a stored
 * result) does not parse.
 */
export function jobOfType<T extends JobType>(jobType: T, job: QueuedJob): TypedJob<T> | null {
  if (job.type !== jobType.type) return null;
  const payload = jobType.payload.safeParse(job.payload);
  if (!payload.success) return null;
  const found = { ...job, type: jobType.type, payload: payload.data as PayloadOf<T> };
  if (job.result === null || job.result === undefined) return { ...found, result: null };
  const result = jobType.result.safeParse(job.result);
  return result.success ? { ...found, result: result.data as ResultOf<T> } : null;
}
