import type { AerialVisionReader } from '@groundwork/ai';
import { MAX_UPLOAD_BYTES, type ProcessingStudy } from '@groundwork/contracts';
import {
  cityDirectoryStep,
  fileTooLargeError,
  isIntakeError,
  runExtraction,
  type CityDirectoryExtraction,
  type ExtractionLimits,
  type PageListingReader,
} from '@groundwork/doc-processing';
import { PermanentJobError, type JobHandler } from '@groundwork/job-queue';
import { getObjectBytes, headObject, putObject, type Logger, type ObjectStore } from '@groundwork/service-kit';
import type { Collection } from 'mongodb';
import { jobAttachmentKey, jobObjectKeys, secondReadingKeyOf } from '../context';
import type { studyJob } from '../jobs';
import type { StudyResultRecord } from '../repositories';
import { crossCheckWithVision } from '../studies/aerial-vision';
import { readCityDirectoryTwice } from '../studies/city-directory-second-reading';
import { writeDatabaseNarratives, type NarrativeWriter } from '../studies/database-narratives';
import { STUDY_EXTRACTORS, studyStep, type StudyExtraction, type StudyExtractor } from '../studies/extract-study';
import { limitFields } from './extraction-failure';

export { STUDY_EXTRACTORS, type StudyExtractor } from '../studies/extract-study';

/** The isolated extraction's limits (the worker's INTAKE_* and STUDY_JOB_TIMEOUT_MS); doc-processing's defaults where unset. The page cap applies to a study's intake only. */
export type StudyLimits = Partial<ExtractionLimits> & { maxPages?: number };

export interface StudyJobDeps {
  store: ObjectStore;
  results: Collection<StudyResultRecord>;
  logger: Logger;
  /** Pages read at once (default: the machine's cores). */
  intakeConcurrency?: number;
  limits?: StudyLimits;
  /**
   * Stand-ins run in this process after the isolated intake (tests). By default each study's
   * extractor (STUDY_EXTRACTORS) runs in the isolated process, right after the intake.
   */
  extractors?: Partial<Record<ProcessingStudy, StudyExtractor>>;
  /**
   * The city directory's second reader (the LLM, when configured): it reads the pages where the
   * rules found little; its listings are kept only when their page prints them.
   */
  secondReader?: PageListingReader | null;
  /**
   * The regulatory database's narrative writer (the LLM, when configured): it writes each
   * record's narrative again from the record's facts; a paragraph adding a fact, and every
   * record it cannot write in its budget, keeps the offline narrative.
   */
  narrativeWriter?: NarrativeWriter | null;
  /**
   * The aerial study's vision model (the AI layer, when configured): it reads every cell's crop
   * again; the offline classifier's reading stays beside it as the cross-check.
   */
  visionReader?: AerialVisionReader | null;
  now?: () => Date;
}

const JSON_TYPE = 'application/json';
const MISSING_UPLOAD_MESSAGE = 'The uploaded file is no longer in storage. Please upload the report again.';
/** Progress milestones: the intake runs from 5 to 80 %, the extraction to 95 %. */
const INTAKE_FROM = 5;
const INTAKE_TO = 80;
const EXTRACTED = 95;

/** The stored upload's bytes, its size checked again first (a local S3 may ignore the signed policy). */
async function readUpload(store: ObjectStore, key: string): Promise<Uint8Array> {
  const head = await headObject(store, key);
  if (!head) throw new PermanentJobError(MISSING_UPLOAD_MESSAGE);
  if (head.size > MAX_UPLOAD_BYTES) throw new PermanentJobError(fileTooLargeError(head.size).message);
  const object = await getObjectBytes(store, key, { maxBytes: MAX_UPLOAD_BYTES });
  if (!object) throw new PermanentJobError(MISSING_UPLOAD_MESSAGE);
  return object.bytes;
}

/** An intake's or extraction's refusal (a bad file, a limit, nothing recognised) fails the job at once. */
const permanentIfIntakeError = (err: unknown): never => {
  throw isIntakeError(err) ? new PermanentJobError(err.message, { cause: err }) : err;
};

/** Maps intake progress (pages done) onto INTAKE_FROM..INTAKE_TO, recording only rises. */
function intakeProgress(reportProgress: (progress: number) => Promise<boolean>, log: Logger) {
  let shown = INTAKE_FROM;
  return ({ done, total }: { done: number; total: number }) => {
    const progress = Math.floor(INTAKE_FROM + ((INTAKE_TO - INTAKE_FROM) * done) / Math.max(total, 1));
    if (progress <= shown) return;
    shown = progress;
    reportProgress(progress).catch((err: unknown) => log.warn({ err }, 'progress not recorded'));
  };
}

/**
 * Runs one study job: reads the stored upload, runs the shared intake (content checks, page cap,
 * text layer or OCR per page) and the study's extraction in doc-processing's isolated runner
 * (a child process killed when a page, the whole run or its memory overruns its limit), stores
 * the pages, the editable result and an untouched copy, with one result record per job. A bad
 * file or a limit fails at once with the intake's message; anything else is retried by the
 * queue. Running it again (a lost lease) overwrites the same objects and record.
 */
export function createStudyJobHandler({
  store,
  results,
  logger,
  intakeConcurrency,
  limits = {},
  extractors,
  secondReader = null,
  narrativeWriter = null,
  visionReader = null,
  now = () => new Date(),
}: StudyJobDeps): JobHandler<typeof studyJob> {
  return async (job, { reportProgress, touch, signal }) => {
    const { payload } = job;
    const started = Date.now();
    const log = logger.child({ jobId: job.jobId, study: payload.study, attempt: job.attempts });
    try {
      const standIn = extractors?.[payload.study];
      if (!standIn && !STUDY_EXTRACTORS[payload.study]) throw new PermanentJobError(`The ${payload.study} study cannot be processed yet.`);
      const bytes = await readUpload(store, payload.s3Key);
      await reportProgress(INTAKE_FROM);

      // With a second reader, the rules' extraction comes back as it is (nothing recognised is not yet a failure).
      const twice = !standIn && payload.study === 'cd' && secondReader !== null;
      const step = standIn ? undefined : twice ? cityDirectoryStep({ properties: payload.properties, aliases: payload.aliases }) : studyStep(payload);
      const run = await runExtraction(
        { pdf: bytes, intake: { concurrency: intakeConcurrency, maxPages: limits.maxPages }, study: step },
        { limits, onProgress: intakeProgress(reportProgress, log), signal },
      ).catch(permanentIfIntakeError);
      const { intake } = run;
      const keys = jobObjectKeys(job.jobId);
      await putObject(store, { key: keys.intakeKey, body: JSON.stringify(intake), contentType: JSON_TYPE });
      await reportProgress(INTAKE_TO);

      let extracted: StudyExtraction;
      if (standIn) extracted = await standIn(intake, payload, { pdf: bytes });
      else if (twice && secondReader) {
        const first = run.study as CityDirectoryExtraction;
        const reading = await readCityDirectoryTwice({ intake, first, payload, reader: secondReader, limits, signal, log, touch }).catch(
          permanentIfIntakeError,
        );
        await putObject(store, { key: secondReadingKeyOf(job.jobId), body: JSON.stringify(reading.listings), contentType: JSON_TYPE });
        extracted = reading.extraction;
      } else extracted = run.study as StudyExtraction;
      const written =
        payload.study === 'database' && narrativeWriter
          ? await writeDatabaseNarratives({ extraction: extracted, writer: narrativeWriter, signal, log, touch })
          : null;
      if (written) extracted = written.extraction;
      if (payload.study === 'aerial' && visionReader) {
        extracted = (await crossCheckWithVision({ extraction: extracted, reader: visionReader, signal, log, touch })) ?? extracted;
      }
      const { result, summary, warnings = [], attachments = [] } = extracted;
      for (const file of attachments) {
        await putObject(store, { key: jobAttachmentKey(job.jobId, file.name), body: Buffer.from(file.base64, 'base64'), contentType: file.contentType });
      }
      const body = JSON.stringify(result);
      await putObject(store, { key: keys.originalKey, body, contentType: JSON_TYPE });
      const etag = await putObject(store, { key: keys.resultKey, body, contentType: JSON_TYPE });
      await reportProgress(EXTRACTED);
      const at = now();
      await results.updateOne(
        { _id: job.jobId },
        {
          $set: { study: payload.study, organizationId: payload.organizationId, ...keys, etag, editedAt: null, summary, warnings, updatedAt: at },
          $setOnInsert: { createdAt: at },
        },
        { upsert: true },
      );
      log.info(
        {
          ms: Date.now() - started,
          extractionMs: run.ms,
          peakRssMb: run.peakRssMb,
          pages: intake.pageCount,
          textPages: intake.textPages,
          ocrPages: intake.ocrPages,
          ...(written && { narratives: written.report }),
          ...summary,
        },
        'study job completed',
      );
      return { pages: intake.pageCount, ...summary };
    } catch (err) {
      const permanent = err instanceof PermanentJobError;
      log[permanent ? 'info' : 'warn'](
        { ms: Date.now() - started, err: permanent ? undefined : err, reason: err instanceof Error ? err.message : String(err), ...limitFields(err) },
        permanent ? 'study job failed' : 'study job error (will retry)',
      );
      throw err;
    }
  };
}
