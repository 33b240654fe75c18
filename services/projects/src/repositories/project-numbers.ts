import type { Db } from 'mongodb';
import { isDuplicateKeyError } from './mongo-errors';

/** The last project number handed out in one organization and year. */
export interface ProjectNumberCounterRecord {
  /** `<organizationId>:<year>` */
  _id: string;
  organizationId: string;
  year: number;
  sequence: number;
}


/** Two first numbers of a year racing to create the counter: one upsert loses and retries. */
const UPSERT_ATTEMPTS = 5;

export function createProjectNumbersRepository(db: Db) {
  const counters = db.collection<ProjectNumberCounterRecord>('project_number_counters');
  return {
    /**
     * The next sequence number of the organization's year (1, 2, ...), from one atomic `$inc`
     * on MongoDB. FerretDB v1 does not make it atomic, so a number may come out twice there:
     * the unique project-number index refuses the second and the caller asks again.
     */
    async next(organizationId: string, year: number): Promise<number> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const counter = await counters.findOneAndUpdate(
            { _id: `${organizationId}:${year}` },
            { $inc: { sequence: 1 }, $setOnInsert: { organizationId, year } },
            { upsert: true, returnDocument: 'after' },
          );
          if (!counter) throw new Error('project number counter upsert returned nothing');
          return counter.sequence;
        } catch (err) {
          if (!isDuplicateKeyError(err) || attempt >= UPSERT_ATTEMPTS) throw err;
        }
      }
    },
  };
}
export type ProjectNumbersRepository = ReturnType<typeof createProjectNumbersRepository>;
