import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { LlmClient } from '../client';
import type { Prompt } from '../prompts/prompts';
import { factsAddedBy } from './facts-check';
import type { DatabaseRecord } from './record-facts';

// The regulatory database study's paragraphs written by an LLM from each record's facts, kept
// only when they add no fact (facts-check.ts). The offline narrative (the record's own
// `narrative`) stays wherever the LLM fails, is slow, or says more than the facts.

/** The prompt version the writer sends, recorded in its id. */
export const RECORD_NARRATIVE_PROMPT = { name: 'record-narrative', version: 1 } as const;

/** The answer as the model must give it: one paragraph per record, under the key it was sent with. */
export const recordNarrativesAnswerSchema = z.object({
  narratives: z.array(z.object({ id: z.string(), text: z.string() })),
});

export const DEFAULT_NARRATIVE_BUDGET_MS = 120_000;
export const DEFAULT_NARRATIVE_BATCH_SIZE = 10;
/** A paragraph is two to five sentences; a longer answer is a runaway, not a narrative. */
const MAX_NARRATIVE_CHARS = 4_000;
const ANSWER_TOKENS_PER_RECORD = 600;

export interface RecordNarrativeOptions {
  /** The LLM (its model is the one `createLlmClient` was configured with). */
  client: LlmClient;
  signal?: AbortSignal;
  /** The whole writing's time: batches not started by then are skipped, running ones cancelled (default 120 s). */
  budgetMs?: number;
  /** Records per request (default 10). */
  batchSize?: number;
  /** Requests at once (default 2). */
  concurrency?: number;
  /** After this many failed requests the rest are skipped: the LLM is likely down (default 3). */
  maxFailures?: number;
  /** Told of each batch once done (a worker's heartbeat). */
  onBatch?: (batch: NarrativeBatch) => void;
}

/** Why a record kept its offline narrative. */
export type OfflineReason = 'adds-facts' | 'unusable' | 'not-answered' | 'failed' | 'skipped';

export interface RecordNarrative {
  /** The record's `id`. */
  id: string;
  narrative: string;
  source: 'llm' | 'offline';
  /** Null when the LLM's paragraph was kept. */
  offlineReason: OfflineReason | null;
  /** What the rejected paragraph stated that the facts do not (`adds-facts`). */
  addedFacts: string[];
}

export interface NarrativeBatch {
  /** The records' `id`s. */
  records: string[];
  status: 'written' | 'failed' | 'skipped';
  /** Why the request failed (the LLM error's message). */
  error?: string;
  ms: number;
}

export interface RecordNarratives {
  /** The model and prompt version (`"<model> record-narrative.v1"`), recorded with the result. */
  writer: string;
  /** One per record, in the records' order. */
  narratives: RecordNarrative[];
  batches: NarrativeBatch[];
}

interface WritingRun {
  records: readonly DatabaseRecord[];
  facts: (record: DatabaseRecord) => string;
  client: LlmClient;
  prompt: Prompt;
  signal: AbortSignal;
}

interface BatchOutcome extends NarrativeBatch {
  narratives: Map<number, RecordNarrative>;
}

/** The prompt file beside this module (`record-narrative.v1.md`). */
function loadNarrativePrompt(): Prompt {
  const { name, version } = RECORD_NARRATIVE_PROMPT;
  const id = `${name}.v${version}`;
  return { id, name, version, text: readFileSync(new URL(`./${id}.md`, import.meta.url), 'utf8').trim() };
}

const offline = (record: DatabaseRecord, offlineReason: OfflineReason, addedFacts: string[] = []): RecordNarrative => ({
  id: record.id,
  narrative: record.narrative,
  source: 'offline',
  offlineReason,
  addedFacts,
});

/**
 * Asks the LLM for a Phase I paragraph per record, from `facts(record)` only, `batchSize`
 * records a request, and keeps each paragraph only when it adds no fact to `facts(record)` and
 * the record's fields (factsAddedBy). Never throws: a failed, cancelled or late request, an
 * unusable answer or a paragraph adding a fact leaves the record's offline `narrative`.
 */
export async function writeRecordNarratives(
  records: readonly DatabaseRecord[],
  facts: (record: DatabaseRecord) => string,
  options: RecordNarrativeOptions,
): Promise<RecordNarratives> {
  const budget = AbortSignal.timeout(options.budgetMs ?? DEFAULT_NARRATIVE_BUDGET_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, budget]) : budget;
  const batches = batchesOf(records.length, options.batchSize ?? DEFAULT_NARRATIVE_BATCH_SIZE);
  let prompt: Prompt;
  try {
    prompt = loadNarrativePrompt();
  } catch (error) {
    const failed = { records: records.map((record) => record.id), status: 'failed' as const, error: messageOf(error), ms: 0 };
    return { writer: options.client.model, narratives: records.map((record) => offline(record, 'failed')), batches: [failed] };
  }
  const run: WritingRun = { records, facts, client: options.client, prompt, signal };
  const outcomes = await writeBatches(batches, run, options);
  const written = new Map(outcomes.flatMap((outcome) => [...outcome.narratives]));
  return {
    writer: `${options.client.model} ${prompt.id}`,
    narratives: records.map((record, index) => written.get(index) ?? offline(record, 'skipped')),
    batches: outcomes.map(withoutNarratives),
  };
}

/** Record indices in batches of `size`. */
function batchesOf(count: number, size: number): number[][] {
  const step = Math.max(1, Math.floor(size));
  return Array.from({ length: Math.ceil(count / step) }, (_, batch) =>
    Array.from({ length: Math.min(step, count - batch * step) }, (_, offset) => batch * step + offset),
  );
}

/** A few requests at a time; once the budget is spent or the LLM keeps failing, the rest are skipped. */
async function writeBatches(batches: number[][], run: WritingRun, options: RecordNarrativeOptions): Promise<BatchOutcome[]> {
  const queue = [...batches];
  const outcomes: BatchOutcome[] = [];
  const maxFailures = options.maxFailures ?? 3;
  let failures = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const outcome = run.signal.aborted || failures >= maxFailures ? skippedBatch(next, run) : await writeBatch(next, run);
      if (outcome.status === 'failed') failures++;
      outcomes.push(outcome);
      options.onBatch?.(withoutNarratives(outcome));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  return outcomes;
}

const withoutNarratives = ({ narratives: _, ...batch }: BatchOutcome): NarrativeBatch => batch;

const recordIds = (indices: number[], run: WritingRun) => indices.map((index) => run.records[index]!.id);

function skippedBatch(indices: number[], run: WritingRun): BatchOutcome {
  return {
    records: recordIds(indices, run),
    status: 'skipped',
    ms: 0,
    narratives: new Map(indices.map((index) => [index, offline(run.records[index]!, 'skipped')])),
  };
}

/** The key a record is sent under: its index in the records (ids may be long, or repeat). */
const keyOf = (index: number) => `r${index}`;

async function writeBatch(indices: number[], run: WritingRun): Promise<BatchOutcome> {
  const started = Date.now();
  const base = { records: recordIds(indices, run) };
  try {
    const factsTexts = new Map(indices.map((index) => [index, run.facts(run.records[index]!)]));
    const answer = await run.client.structured({
      schema: recordNarrativesAnswerSchema,
      schemaName: 'record_narratives',
      system: run.prompt.text,
      user: JSON.stringify({ records: indices.map((index) => ({ id: keyOf(index), facts: factsTexts.get(index) })) }),
      promptId: run.prompt.id,
      maxTokens: Math.min(16_000, ANSWER_TOKENS_PER_RECORD * indices.length),
      signal: run.signal,
    });
    const texts = answerTexts(answer.data);
    const narratives = new Map(indices.map((index) => [index, checkedNarrative(run.records[index]!, texts.get(keyOf(index)), factsTexts.get(index)!)]));
    return { ...base, status: 'written', ms: Date.now() - started, narratives };
  } catch (error) {
    const narratives = new Map(indices.map((index) => [index, offline(run.records[index]!, 'failed')]));
    return { ...base, status: 'failed', error: messageOf(error), ms: Date.now() - started, narratives };
  }
}

/** The answer's paragraphs by key; a key given twice keeps its first paragraph. */
function answerTexts(answer: z.output<typeof recordNarrativesAnswerSchema>): Map<string, string> {
  const texts = new Map<string, string>();
  for (const { id, text } of answer.narratives) if (!texts.has(id)) texts.set(id, text);
  return texts;
}

function checkedNarrative(record: DatabaseRecord, text: string | undefined, factsText: string): RecordNarrative {
  const paragraph = text?.replace(/\s+/g, ' ').trim();
  if (paragraph === undefined) return offline(record, 'not-answered');
  if (paragraph === '' || paragraph.length > MAX_NARRATIVE_CHARS) return offline(record, 'unusable');
  const added = factsAddedBy(paragraph, record, factsText);
  if (added.length > 0) return offline(record, 'adds-facts', added);
  return { id: record.id, narrative: paragraph, source: 'llm', offlineReason: null, addedFacts: [] };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
