import { cityDirectoryResultSchema, cityDirectorySummary, type CityDirectoryResult } from '@groundwork/contracts';
import { isIntakeError, runExtraction, type IntakeResult, type SecondReadingListing } from '@groundwork/doc-processing';
import { PermanentJobError, type JobHandler } from '@groundwork/job-queue';
import { headObject, type Logger, type ObjectStore } from '@groundwork/service-kit';
import type { Collection } from 'mongodb';
import { secondReadingKeyOf } from '../context';
import type { rematchJob } from '../jobs';
import type { StudyResultRecord, WriteLockRecord } from '../repositories';
import { cityDirectoryWarnings, keepEdits } from '../studies/city-directory';
import { cityDirectoryStudyStep } from '../studies/extract-study';
import { INTAKE_MAX_BYTES, RESULT_UNREADABLE_MESSAGE } from '../use-cases/rematch';
import { readJsonObject, validDate, writeJsonObject } from '../use-cases/study-results';
import { resultLockName, withWriteLock } from '../use-cases/write-lock';
import { limitFields } from './extraction-failure';
import type { StudyLimits } from './study-job';

export interface RematchJobDeps {
  store: ObjectStore;
  results: Collection<StudyResultRecord>;
  /** The service's write locks: the merge and write hold the result's, so a save waits for it (and it for a save). */
  writeLocks?: Collection<WriteLockRecord>;
  logger: Logger;
  /** The isolated extraction's time and memory limits (the page cap does not apply: the pages were read before). */
  limits?: StudyLimits;
  now?: () => Date;
}

/** Tries at placing the user's edits when the result keeps changing under the job. */
const MERGE_TRIES = 3;

const isIntake = (value: unknown): value is IntakeResult => typeof value === 'object' && value !== null && Array.isArray((value as IntakeResult).pages);

/**
 * Runs one rematch job: the city directory study again on the stored pages (the service's own
 * intake, bounded to INTAKE_MAX_BYTES) with the payload's properties and aliases, in
 * doc-processing's isolated runner (killed past its time or memory limit, which fails the job at
 * once with the limit's message), with the user's edits kept (the result is read through its
 * schema and RESULT_MAX_BYTES; a deleted or broken one counts as untouched). When the result changed while it was merged (an edit saved meanwhile), it
 * is merged again, so that edit is kept too. Running the job again gives the same result.
 */
export function createRematchJobHandler({
  store,
  results,
  writeLocks,
  logger,
  limits = {},
  now = () => new Date(),
}: RematchJobDeps): JobHandler<typeof rematchJob> {
  return async (job, { reportProgress, signal }) => {
    const { payload } = job;
    const log = logger.child({ jobId: job.jobId, studyJobId: payload.studyJobId, attempt: job.attempts });
    const started = Date.now();
    const record = await results.findOne({ _id: payload.studyJobId });
    if (!record) throw new PermanentJobError(RESULT_UNREADABLE_MESSAGE);
    const intake = await readJsonObject({ store }, record.intakeKey, INTAKE_MAX_BYTES);
    const original = cityDirectoryResultSchema.safeParse(await readJsonObject({ store }, record.originalKey));
    if (!isIntake(intake) || !original.success) throw new PermanentJobError(RESULT_UNREADABLE_MESSAGE);
    await reportProgress(40);
    const extraListings = await readSecondReading(store, record._id);
    const run = await runExtraction(
      { intakeResult: intake, study: cityDirectoryStudyStep({ properties: payload.properties, aliases: payload.aliases, extraListings }) },
      { limits, signal },
    ).catch((err: unknown) => {
      if (!isIntakeError(err)) throw err;
      log.info({ ms: Date.now() - started, reason: err.message, ...limitFields(err) }, 'rematch job failed');
      throw new PermanentJobError(err.message, { cause: err });
    });
    const fresh = run.study as CityDirectoryResult;
    await reportProgress(80);
    const mergeAndStore = async () => {
      for (let attempt = 1; attempt <= MERGE_TRIES; attempt += 1) {
        const before = await headObject(store, record.resultKey);
        const result = keepEdits(fresh, await readEdited(store, record.resultKey, original.data), original.data);
        const after = await headObject(store, record.resultKey);
        if (after?.etag !== before?.etag) continue;
        const etag = await writeJsonObject({ store }, record.resultKey, result);
        const summary = cityDirectorySummary(result);
        const warnings = cityDirectoryWarnings(result);
        await results.updateOne({ _id: record._id }, { $set: { etag, editedAt: validDate(result.editedAt), summary, warnings, updatedAt: now() } });
        log.info({ ms: Date.now() - started, ...summary }, 'rematch job completed');
        return summary;
      }
      throw new Error('The result kept changing while the listings were placed again.');
    };
    return writeLocks ? withWriteLock(writeLocks, resultLockName(record._id), mergeAndStore) : mergeAndStore();
  };
}

/** The second reader's listings of the study, placed again with the rest; none when it did not run (or the object is unreadable). */
async function readSecondReading(store: ObjectStore, studyJobId: string): Promise<SecondReadingListing[]> {
  const stored = await readJsonObject({ store }, secondReadingKeyOf(studyJobId), INTAKE_MAX_BYTES);
  return Array.isArray(stored) ? (stored as SecondReadingListing[]) : [];
}

/** The user's edited result; the extraction's copy (untouched) when it is gone or broken. */
async function readEdited(store: ObjectStore, key: string, original: CityDirectoryResult): Promise<CityDirectoryResult> {
  const parsed = cityDirectoryResultSchema.safeParse(await readJsonObject({ store }, key));
  return parsed.success ? parsed.data : { ...original, editedAt: null };
}
