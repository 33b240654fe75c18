import { ensureIndexes, type MongoConnection } from '@groundwork/service-kit';
import { createJobQueue, jobQueueIndexes, type JobQueueOptions } from '../src/queue';

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
