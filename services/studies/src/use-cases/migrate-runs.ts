import { isDuplicateKeyError } from '@groundwork/job-queue';
import type { Collection } from 'mongodb';
import type { StudiesContext } from '../context';
import { rematchJob } from '../jobs';
import type { CityDirectoryRunRecord } from '../repositories';

/** A run as stored before a run was its study job: its own id, the followed job beside it. */
type LegacyRun = Omit<CityDirectoryRunRecord, 'reported'> & { externalJobId: string; reportedStudyJobId?: string | null };

/**
 * Moves runs stored before one id per run: a run whose `externalJobId` named its study job (or a
 * rematch of it) becomes the run `_id` = that study job's id, `reported` when its completion had
 * been reported for that study; a rematch it followed becomes its result's `rematchJobId`.
 * Idempotent and safe to run beside another worker doing the same. Answers how many runs moved.
 */
export async function migrateRunIds(ctx: StudiesContext): Promise<number> {
  const legacy = ctx.cdRuns as unknown as Collection<LegacyRun>;
  let moved = 0;
  for await (const run of legacy.find({ externalJobId: { $exists: true } })) {
    const rematch = await ctx.queue.getAs(rematchJob, run.externalJobId);
    const studyJobId = rematch ? rematch.payload.studyJobId : run.externalJobId;
    const { externalJobId: _followed, reportedStudyJobId, ...fields } = run;
    const migrated: CityDirectoryRunRecord = { ...fields, _id: studyJobId, reported: reportedStudyJobId === studyJobId };
    if (studyJobId === run._id) {
      await ctx.cdRuns.replaceOne({ _id: run._id }, migrated);
    } else {
      await ctx.cdRuns.insertOne(migrated).catch((err: unknown) => {
        if (!isDuplicateKeyError(err)) throw err;
      });
      await ctx.cdRuns.deleteOne({ _id: run._id });
    }
    if (rematch) await ctx.results.updateOne({ _id: studyJobId, rematchJobId: { $exists: false } }, { $set: { rematchJobId: rematch.jobId } });
    moved += 1;
  }
  return moved;
}
