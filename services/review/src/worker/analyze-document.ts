import { recordContextFromSummary, type ReviewDocument, type ReviewOptions } from '@groundwork/ai';
import type { Phase1Result, RecordDocumentResult } from '@groundwork/contracts';
import { isIntakeError, type TextDocument } from '@groundwork/doc-processing';
import { PermanentJobError, type JobContext, type JobHandler } from '@groundwork/job-queue';
import { getObjectBytes, type Logger } from '@groundwork/service-kit';
import type { ReviewContext } from '../context';
import type { AnalyzeDocumentPayload, analyzeDocumentJob, analyzeRecordDocumentJob } from '../jobs';
import { recordResultOf, resultOf, type DocumentRecord, type PageRecord } from '../repositories';
import { readReport, type ReadReportOptions } from './read-report';

export type ReadLimits = Omit<ReadReportOptions, 'name' | 'signal'>;

export interface AnalyzeDocumentDeps {
  /** Its reviewer reviews a Phase I report; its analyzer reads an agency document. */
  ctx: ReviewContext;
  logger: Logger;
  limits: ReadLimits;
  /** Reads a report's text (tests may stand in for it). */
  read?: typeof readReport;
}

/** Progress: reading runs from 5 to 40 %, storing the pages to 50 %, the review to 99 %. */
const READ_FROM = 5;
const READ_TO = 40;
const PAGES_STORED = 50;
const REVIEWED = 99;
/** A page's text beyond this is cut (a Mongo document must stay far under 16 MB). */
const PAGE_MAX_CHARS = 1_000_000;
const PAGES_PER_WRITE = 100;
const MISSING_FILE = 'The uploaded file is no longer in storage. Please upload it again.';

/** What the handler needs of a document job (both kinds share their payload). */
interface Job {
  jobId: string;
  attempts: number;
  maxAttempts: number;
  payload: AnalyzeDocumentPayload;
}

/** What a kind of analysis does with a document once its text is read. */
interface DocumentAnalysis<Result> {
  analyze(document: DocumentRecord, text: ReviewDocument, options: ReviewOptions): Promise<Result>;
  /** The analysis already stored by an earlier attempt. */
  stored(document: DocumentRecord): Result | null;
  /** What the log line of a finished analysis says of it. */
  logFields(result: Result): Record<string, unknown>;
}

/** How often a reading that reports no progress tells the queue it is still alive. */
const READING_KEEPALIVE_MS = 10_000;

/**
 * Runs `work` while counting as progress: a long PDF (OCR page after page) reports none, but its
 * isolated process has its own page, total time and memory limits, so the stall watch is not needed.
 */
async function whileAlive<T>({ touch }: JobContext, work: () => Promise<T>): Promise<T> {
  const keepAlive = setInterval(touch, READING_KEEPALIVE_MS);
  try {
    return await work();
  } finally {
    clearInterval(keepAlive);
  }
}

/**
 * Records progress on the document and the job, only when it rises by a whole percent. `settle`
 * waits for the writes in flight: FerretDB v1 rewrites a whole document on update, so one landing
 * after the final write would put the document back to analyzing.
 */
function progressRecorder(ctx: ReviewContext, documentId: string, { reportProgress }: JobContext, log: Logger) {
  let shown = 0;
  const pending = new Set<Promise<unknown>>();
  const record = (percent: number): Promise<void> => {
    const progress = Math.floor(Math.min(100, Math.max(0, percent)));
    if (progress <= shown) return Promise.resolve();
    shown = progress;
    const write = Promise.all([
      ctx.documents.updateOne({ _id: documentId }, { $set: { status: 'analyzing', progress, updatedAt: ctx.now() } }),
      reportProgress(progress),
    ]).then(
      () => {},
      (err: unknown) => log.warn({ err }, 'progress not recorded'),
    );
    pending.add(write);
    void write.finally(() => pending.delete(write));
    return write;
  };
  return { record, settle: () => Promise.all([...pending]) };
}

/** The page texts, one Mongo document per page, replacing what an earlier attempt stored. */
async function storePages(ctx: ReviewContext, document: DocumentRecord, text: TextDocument): Promise<void> {
  await ctx.pages.deleteMany({ documentId: document._id });
  const records: PageRecord[] = text.pages.map(({ page, text: pageText }) => ({
    _id: `${document._id}:${page}`,
    sessionId: document.sessionId,
    documentId: document._id,
    page,
    text: pageText.slice(0, PAGE_MAX_CHARS),
  }));
  for (let start = 0; start < records.length; start += PAGES_PER_WRITE) await ctx.pages.insertMany(records.slice(start, start + PAGES_PER_WRITE));
}

async function readStoredReport(ctx: ReviewContext, document: DocumentRecord, maxBytes: number): Promise<Uint8Array> {
  const object = await getObjectBytes(ctx.store, document.s3Key, { maxBytes });
  if (!object) throw new PermanentJobError(MISSING_FILE);
  return object.bytes;
}

/** The failure the consultant reads: the reader's own words for a bad file, else what happened and what to do. */
function failureMessage(err: unknown, document: DocumentRecord, job: Job): string | null {
  if (isIntakeError(err)) return err.message;
  if (err instanceof PermanentJobError) return err.message;
  if (job.attempts < job.maxAttempts) return null;
  return `"${document.name}" could not be analysed after ${job.attempts} attempts. Please upload it again; if it fails again, contact support.`;
}

/**
 * Runs one analysis: the stored document read (its text page by page), its pages stored, the
 * analysis stored and the document done. A bad file fails the document at once with the reader's
 * message; anything else is retried by the queue, the document queued again meanwhile, and failed
 * with a clear message on the last attempt. Run again after a lost lease, it redoes the same writes.
 */
async function runDocumentAnalysis<Result>(
  { ctx, logger, limits, read = readReport }: AnalyzeDocumentDeps,
  analysis: DocumentAnalysis<Result>,
  job: Job,
  jobContext: JobContext,
): Promise<{ result: Result; pageCount: number }> {
  const { documentId } = job.payload;
  const log = logger.child({ jobId: job.jobId, documentId, attempt: job.attempts });
  const started = Date.now();
  const document = await ctx.documents.findOne({ _id: documentId });
  // Its upload is still being recorded (or was refused): the queue asks again shortly.
  if (!document) throw new Error(`Document ${documentId} is not recorded`);
  const done = document.status === 'done' ? analysis.stored(document) : null;
  if (done) return { result: done, pageCount: document.pageCount ?? 0 };
  const { record: progress, settle } = progressRecorder(ctx, documentId, jobContext, log);
  try {
    await progress(READ_FROM);
    const bytes = await readStoredReport(ctx, document, limits.maxBytes);
    const text = await whileAlive(jobContext, () => read(bytes, { name: document.name, ...limits, signal: jobContext.signal }));
    await progress(READ_TO);
    await storePages(ctx, document, text);
    await progress(PAGES_STORED);
    const result = await analysis.analyze(
      document,
      { documentId, name: document.name, format: text.format, pages: text.pages, warnings: text.warnings },
      { signal: jobContext.signal, onProgress: (percent: number) => void progress(PAGES_STORED + ((REVIEWED - PAGES_STORED) * percent) / 100) },
    );
    await settle();
    await ctx.documents.updateOne(
      { _id: documentId },
      { $set: { status: 'done', progress: 100, pageCount: text.pageCount, error: null, result: JSON.stringify(result), updatedAt: ctx.now() } },
    );
    log.info({ ms: Date.now() - started, pages: text.pageCount, ...analysis.logFields(result) }, 'document analysed');
    return { result, pageCount: text.pageCount };
  } catch (err) {
    await settle();
    if (jobContext.signal.aborted && !(err instanceof PermanentJobError) && !isIntakeError(err)) {
      // The job is another worker's now (or stalled and failed by the queue): its document is left to it.
      log.warn({ ms: Date.now() - started, reason: String(jobContext.signal.reason) }, 'analysis stopped');
      throw err;
    }
    const message = failureMessage(err, document, job);
    const update = message === null ? { status: 'queued' as const, progress: 0 } : { status: 'failed' as const, error: message };
    await ctx.documents.updateOne({ _id: documentId }, { $set: { ...update, updatedAt: ctx.now() } });
    log[message === null ? 'warn' : 'info'](
      { ms: Date.now() - started, err, reason: message },
      message === null ? 'analysis error (will retry)' : 'analysis failed',
    );
    throw isIntakeError(err) ? new PermanentJobError(err.message, { cause: err }) : err;
  }
}

/** `phase1-review.analyze`: a Phase I report reviewed by the reviewer. */
export function createAnalyzeDocumentHandler(deps: AnalyzeDocumentDeps): JobHandler<typeof analyzeDocumentJob> {
  const analysis: DocumentAnalysis<Phase1Result> = {
    analyze: (_document, text, options) => deps.ctx.reviewer.review(text, options),
    stored: resultOf,
    logFields: (result) => ({ decision: result.decision, engine: result.engine }),
  };
  return async (job, jobContext) => {
    const { result, pageCount } = await runDocumentAnalysis(deps, analysis, job, jobContext);
    return { decision: result.decision, pageCount };
  };
}

/** `regulatory-analysis.analyze`: an agency document read for the closure of its session's record (its case ids from the record's narrative). */
export function createAnalyzeRecordDocumentHandler(deps: AnalyzeDocumentDeps): JobHandler<typeof analyzeRecordDocumentJob> {
  const { ctx } = deps;
  const analysis: DocumentAnalysis<RecordDocumentResult> = {
    async analyze(document, text, options) {
      const session = await ctx.recordSessions.findOne({ _id: document.sessionId });
      return ctx.analyzer.analyze(text, recordContextFromSummary(session?.existingSummary ?? ''), options);
    },
    stored: recordResultOf,
    logFields: (result) => ({ verdict: result.db_closure_verdict, confidence: result.confidence }),
  };
  return async (job, jobContext) => {
    const { result, pageCount } = await runDocumentAnalysis(deps, analysis, job, jobContext);
    return { verdict: result.db_closure_verdict, pageCount };
  };
}
