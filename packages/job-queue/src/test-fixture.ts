import { ensureIndexes, type MongoConnection } from '@groundwork/service-kit';
import { z } from 'zod';
import { createJobQueue, type JobQueueOptions } from './job-queue';
import { jobQueueIndexes } from './job-records';
import { defineJobType } from './job-type';

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2026, 0, 5, 9)) {
  let current = start;
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

let collections = 0;

/** A queue on a collection of its own, with its indexes created. */
export async function freshQueue(mongo: MongoConnection, options: JobQueueOptions = {}) {
  collections += 1;
  const collection = `jobs_${collections}`;
  await ensureIndexes(mongo.db, [jobQueueIndexes(collection)]);
  return createJobQueue(mongo.db, { ...options, collection });
}

/** The tests' job type: a key to work on, an optional flag. */
export const intakeJob = defineJobType({
  type: 'intake',
  payload: z.strictObject({ key: z.string().min(1), retry: z.boolean().optional() }),
});

/** A job of `intakeJob` for organization `org-a` whose key is its idempotency key. */
export const intake = (key: string, organizationId = 'org-a') => ({ payload: { key }, organizationId, idempotencyKey: key });
