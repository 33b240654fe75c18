import { recordFacts, writeRecordNarratives, type LlmClient, type OfflineReason, type RecordNarratives } from '@groundwork/ai';
import { databaseStudyResultSchema } from '@groundwork/contracts';
import type { Logger } from '@groundwork/service-kit';
import type { StudyExtraction } from './extract-study';

/** The LLM that writes the regulatory database's record narratives, and the time it gets per job. */
export interface NarrativeWriter {
  client: LlmClient;
  budgetMs: number;
}

export interface NarrativeWriting {
  /** The database study's extraction, its records' narratives the offline ones. */
  extraction: StudyExtraction;
  writer: NarrativeWriter;
  /** The job's signal: once it aborts the writing stops and the job with it. */
  signal: AbortSignal;
  log: Logger;
  /** The job's heartbeat. */
  touch: () => void;
}

/** Who wrote the stored narratives (the result's contract has no place for it: the job's log line carries it). */
export interface NarrativeReport {
  writer: string;
  llm: number;
  offline: number;
  /** Records that kept their offline narrative, by reason. */
  reasons: Partial<Record<OfflineReason, number>>;
  /** The first failed request's error (kept out of the warning: it names the LLM's address). */
  error?: string;
}

export interface WrittenNarratives {
  extraction: StudyExtraction;
  report: NarrativeReport;
}

/** The writing is bounded by its budget and the job's signal: while it runs the job is alive. */
const HEARTBEAT_MS = 5_000;

const OFFLINE_REASONS: Record<OfflineReason, string> = {
  'adds-facts': "the LLM's paragraph stated facts the report does not",
  unusable: "the LLM's paragraph was unusable",
  'not-answered': 'the LLM left the record out',
  failed: 'the LLM request failed',
  skipped: 'not written: out of time, or the LLM kept failing',
};

/**
 * The database study's records with the narratives the LLM wrote from each record's facts
 * (`writeRecordNarratives`, which keeps a paragraph only when it adds no fact, and never
 * throws): every record it could not write keeps its offline narrative, and a warning says how
 * many. Throws only when the job's signal aborted (the job in hand stops).
 */
export async function writeDatabaseNarratives({ extraction, writer, signal, log, touch }: NarrativeWriting): Promise<WrittenNarratives | null> {
  const parsed = databaseStudyResultSchema.safeParse(extraction.result);
  if (!parsed.success) {
    log.warn({ err: parsed.error }, 'record narratives not written: the result is not a regulatory database result');
    return null;
  }
  if (parsed.data.items.length === 0) return null;
  const result = parsed.data;
  const heartbeat = setInterval(touch, HEARTBEAT_MS);
  let written: RecordNarratives;
  try {
    written = await writeRecordNarratives(result.items, recordFacts(result), {
      client: writer.client,
      budgetMs: writer.budgetMs,
      signal,
      onBatch: ({ records, ...batch }) => {
        touch();
        log.debug({ ...batch, records: records.length }, 'record narrative batch');
      },
    });
  } finally {
    clearInterval(heartbeat);
  }
  signal.throwIfAborted();
  const offline = written.narratives.filter((narrative) => narrative.source === 'offline');
  if (offline.length > 0) {
    log.debug({ offline: offline.map(({ id, offlineReason, addedFacts }) => ({ id, offlineReason, addedFacts })) }, 'record narratives written offline');
  }
  const items = result.items.map((item, index) => ({ ...item, narrative: written.narratives[index]?.narrative ?? item.narrative }));
  const warning = offlineWarning(written);
  return {
    extraction: { ...extraction, result: { ...result, items }, warnings: [...(extraction.warnings ?? []), ...(warning ? [warning] : [])] },
    report: narrativeReport(written),
  };
}

/** Records that kept their offline narrative, by reason, in the order they first occur. */
function offlineCounts({ narratives }: RecordNarratives): Map<OfflineReason, number> {
  const counts = new Map<OfflineReason, number>();
  for (const { offlineReason } of narratives) if (offlineReason) counts.set(offlineReason, (counts.get(offlineReason) ?? 0) + 1);
  return counts;
}

function narrativeReport(written: RecordNarratives): NarrativeReport {
  const llm = written.narratives.filter((narrative) => narrative.source === 'llm').length;
  const error = written.batches.find((batch) => batch.status === 'failed')?.error;
  return {
    writer: written.writer,
    llm,
    offline: written.narratives.length - llm,
    reasons: Object.fromEntries(offlineCounts(written)),
    ...(error && { error }),
  };
}

/** `"2 of 27 record narratives were written offline: the LLM request failed (1); ..."`, or null when none was. */
function offlineWarning(written: RecordNarratives): string | null {
  const counts = [...offlineCounts(written)];
  if (counts.length === 0) return null;
  const offline = counts.reduce((sum, [, count]) => sum + count, 0);
  const reasons = counts.map(([reason, count]) => `${OFFLINE_REASONS[reason]} (${count})`);
  return `${offline} of ${written.narratives.length} record narratives were written offline: ${reasons.join('; ')}`;
}
