import type { RecordDocumentResult } from '@groundwork/contracts';
import type { LlmClient } from '../../client';
import { type Chunk, chunkPages } from '../../phase1-review/llm/chunks';
import { readChunks } from '../../phase1-review/llm/read-chunks';
import type { ReviewDocument } from '../../phase1-review/types';
import type { RecordContext } from '../offline/analyze';
import { type ClosureChunkAnswer, closureChunkAnswerSchema } from './answers';
import type { LlmRecordAnalyzerEvent } from './events';
import { mergeClosureAnswers } from './merge-answers';
import { recordResult } from './record-result';

// One agency document through the LLM: its parts read for what they state of the case's closure
// (map), the answers merged with every quote checked on its page and the verdict given by the
// offline rules, checked against the offline result (reduce). Any LLM failure is thrown: the
// caller falls back as a whole.

export const RECORD_CLOSURE_PROMPT = { name: 'record-closure-chunk', version: 1 } as const;

/** A part's answer: a letter states its status in a few sentences; the bound stops a runaway answer. */
const MAX_CHUNK_ANSWER_TOKENS = 4_000;
const PROGRESS_AFTER_PARTS = 95;

export interface DocumentReading {
  client: LlmClient;
  maxChunkTokens: number;
  maxConcurrency: number;
  signal: AbortSignal;
  onProgress?: (percent: number) => void;
  onEvent?: (event: LlmRecordAnalyzerEvent) => void;
}

/** The document's result; `offline` is the offline engine's on the same document, its cross-check. */
export async function readRecordDocument(
  document: ReviewDocument,
  record: RecordContext,
  offline: RecordDocumentResult,
  run: DocumentReading,
): Promise<RecordDocumentResult> {
  const chunks = chunkPages(document.pages, run.maxChunkTokens);
  // Nothing for the model to read: the offline result already says so.
  if (chunks.length === 0) return offline;
  const answers = await readParts(document, chunks, run);
  const reading = mergeClosureAnswers(answers, document);
  run.onEvent?.({ type: 'quotes-checked', documentId: document.documentId, ...reading.quotes });
  const { result, disagreement } = recordResult(document, record, reading, offline);
  if (disagreement) run.onEvent?.({ type: 'verdict-disagreement', documentId: document.documentId, ...disagreement });
  return result;
}

function readParts(document: ReviewDocument, chunks: readonly Chunk[], run: DocumentReading): Promise<ClosureChunkAnswer[]> {
  return readChunks(document, chunks, {
    client: run.client,
    prompt: RECORD_CLOSURE_PROMPT,
    schema: closureChunkAnswerSchema,
    schemaName: 'record_closure_chunk',
    maxTokens: MAX_CHUNK_ANSWER_TOKENS,
    label: 'Document',
    maxConcurrency: run.maxConcurrency,
    signal: run.signal,
    onChunkRead: ({ index, pages }, answer, done) => {
      run.onProgress?.(Math.round((PROGRESS_AFTER_PARTS * done) / chunks.length));
      run.onEvent?.({
        type: 'chunk-read',
        documentId: document.documentId,
        chunk: index,
        chunks: chunks.length,
        pages,
        attempts: answer.attempts,
        ms: answer.ms,
      });
    },
  });
}
