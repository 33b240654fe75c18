import type { Db, UpdateFilter } from 'mongodb';
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
     * on MongoDB. FerretDB v1 does not make it atomic: there a number may come out twice, or
     * the counter may even fall back behind numbers already used.
     */
    async next(organizationId: string, year: number): Promise<number> {
      const counter = await upsert(organizationId, year, { $inc: { sequence: 1 } });
      return counter.sequence;
    },
    /** Moves the counter forward to `sequence` if it is behind. */
    async raiseTo(organizationId: string, year: number, sequence: number): Promise<void> {
      await upsert(organizationId, year, { $max: { sequence } });
    },
  };

  async function upsert(organizationId: string, year: number, change: UpdateFilter<ProjectNumberCounterRecord>) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const counter = await counters.findOneAndUpdate(
          { _id: `${organizationId}:${year}` },
          { ...change, $setOnInsert: { organizationId, year } },
          { upsert: true, returnDocument: 'after' },
        );
        if (!counter) throw new Error('project number counter upsert returned nothing');
        return counter;
      } catch (err) {
        if (!isDuplicateKeyError(err) || attempt >= UPSERT_ATTEMPTS) throw err;
      }
    }
  }
}
export type ProjectNumbersRepository = ReturnType<typeof createProjectNumbersRepository>;
