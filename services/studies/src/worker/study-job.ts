import { MAX_UPLOAD_BYTES, cityDirectorySummary, type ProcessingStudy } from '@groundwork/contracts';
import { extractPages, fileTooLargeError, isIntakeError, type IntakeResult } from '@groundwork/doc-processing';
import { getObjectBytes, headObject, putObject, type Logger, type ObjectStore } from '@groundwork/service-kit';
import type { Collection } from 'mongodb';
import { jobObjectKeys } from '../context';
import { PermanentJobError, type JobHandler } from '../queue';
import type { StudyJobPayload, StudyResultRecord } from '../repositories';
import { runCityDirectoryStudy } from '../studies/city-directory';

/** A study's extraction from the intake: the result JSON and its counts. */
export type StudyExtractor = (intake: IntakeResult, payload: StudyJobPayload) => { result: unknown; summary: Record<string, number> };

export const STUDY_EXTRACTORS: Partial<Record<ProcessingStudy, StudyExtractor>> = {
  cd: (intake, { properties, aliases }) => {
    const result = runCityDirectoryStudy(intake, { properties, aliases });
    return { result, summary: cityDirectorySummary(result) };
  },
};

export interface StudyJobDeps {
  store: ObjectStore;
  results: Collection<StudyResultRecord>;
  logger: Logger;
  /** Pages read at once (default: the machine's cores). */
  intakeConcurrency?: number;
  extractors?: Partial<Record<ProcessingStudy, StudyExtractor>>;
  now?: () => Date;
}

const JSON_TYPE = 'application/json';
/** Progress milestones: the intake runs from 5 to 80 %, the extraction to 95 %. */
const INTAKE_FROM = 5;
const INTAKE_TO = 80;
const EXTRACTED = 95;

/**
 * Runs one study job: checks the stored upload's size again (a local S3 may ignore the signed
 * policy), runs the shared intake (content checks, text layer or OCR per page) and stores the pages,
 * then the study's extraction, stored as the editable result and an untouched copy, with one
 * result record per job. A bad file fails at once with the intake's message; anything else is
 * retried by the queue. Running it again (a lost lease) overwrites the same objects and record.
 */
export function createStudyJobHandler({ store, results, logger, intakeConcurrency, extractors = STUDY_EXTRACTORS, now = () => new Date() }: StudyJobDeps): JobHandler {
  return async (job, { reportProgress }) => {
    const payload = job.payload as StudyJobPayload;
    const started = Date.now();
    const log = logger.child({ jobId: job.jobId, study: payload.study, attempt: job.attempts });
    try {
      const extractor = extractors[payload.study];
      if (!extractor) throw new PermanentJobError(`The ${payload.study} study cannot be processed yet.`);
      const head = await headObject(store, payload.s3Key);
      if (!head) throw new PermanentJobError('The uploaded file is no longer in storage. Please upload the report again.');
      if (head.size > MAX_UPLOAD_BYTES) throw new PermanentJobError(fileTooLargeError(head.size).message);
      const object = await getObjectBytes(store, payload.s3Key, { maxBytes: MAX_UPLOAD_BYTES });
      if (!object) throw new PermanentJobError('The uploaded file is no longer in storage. Please upload the report again.');
      await reportProgress(INTAKE_FROM);

      let shown = INTAKE_FROM;
      const intake = await extractPages(object.bytes, {
        concurrency: intakeConcurrency,
        onProgress: ({ done, total }) => {
          const progress = Math.floor(INTAKE_FROM + ((INTAKE_TO - INTAKE_FROM) * done) / Math.max(total, 1));
          if (progress <= shown) return;
          shown = progress;
          reportProgress(progress).catch((err: unknown) => log.warn({ err }, 'progress not recorded'));
        },
      }).catch((err: unknown) => {
        throw isIntakeError(err) ? new PermanentJobError(err.message) : err;
      });
      const keys = jobObjectKeys(job.jobId);
      await putObject(store, { key: keys.intakeKey, body: JSON.stringify(intake), contentType: JSON_TYPE });
      await reportProgress(INTAKE_TO);

      const { result, summary } = extractor(intake, payload);
      const body = JSON.stringify(result);
      await putObject(store, { key: keys.originalKey, body, contentType: JSON_TYPE });
      const etag = await putObject(store, { key: keys.resultKey, body, contentType: JSON_TYPE });
      await reportProgress(EXTRACTED);
      const at = now();
      await results.updateOne(
        { _id: job.jobId },
        {
          $set: { study: payload.study, organizationId: payload.organizationId, ...keys, etag, editedAt: null, summary, updatedAt: at },
          $setOnInsert: { createdAt: at },
        },
        { upsert: true },
      );
      log.info(
        { ms: Date.now() - started, pages: intake.pageCount, textPages: intake.textPages, ocrPages: intake.ocrPages, ...summary },
        'study job completed',
      );
      return { pages: intake.pageCount, ...summary };
    } catch (err) {
      const permanent = err instanceof PermanentJobError;
      log[permanent ? 'info' : 'warn']({ ms: Date.now() - started, err: permanent ? undefined : err, reason: err instanceof Error ? err.message : String(err) }, permanent ? 'study job failed' : 'study job error (will retry)');
      throw err;
    }
  };
}
