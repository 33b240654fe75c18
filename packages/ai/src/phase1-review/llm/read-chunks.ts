import type { z } from 'zod';
import type { LlmClient, StructuredAnswer } from '../../client';
import { loadPrompt } from '../../prompts/prompts';
import type { ReviewDocument } from '../types';
import type { Chunk } from './chunks';
import { mapConcurrently } from './concurrency';
import { structuredWithReask } from './structured-with-reask';

export interface ChunkReading<Schema extends z.ZodType> {
  client: LlmClient;
  prompt: { name: string; version: number };
  schema: Schema;
  schemaName: string;
  maxTokens: number;
  /** What the document is called in the message: `Report`, `Document`. */
  label: string;
  maxConcurrency: number;
  signal: AbortSignal;
  /** After each part, with how many parts are done. */
  onChunkRead?: (chunk: Chunk, answer: StructuredAnswer<z.output<Schema>>, done: number) => void;
}

/** A part of a document as its message: the document, the part's place and pages, its text (each page after its `[page N]` line). */
function chunkMessage(label: string, document: ReviewDocument, chunk: Chunk, total: number): string {
  const first = chunk.pages[0];
  const last = chunk.pages.at(-1);
  const pages = first === last ? `page ${first}` : `pages ${first} to ${last}`;
  return `${label}: ${document.name}\nPart ${chunk.index + 1} of ${total}: ${pages} of ${document.pages.length}\n\n${chunk.text}`;
}

/** The map step of both LLM engines: one structured request (asked again once on a slip) per part, `maxConcurrency` at once. */
export async function readChunks<Schema extends z.ZodType>(
  document: ReviewDocument,
  chunks: readonly Chunk[],
  reading: ChunkReading<Schema>,
): Promise<Array<z.output<Schema>>> {
  const prompt = loadPrompt(reading.prompt.name, reading.prompt.version);
  let done = 0;
  return mapConcurrently(chunks, reading.maxConcurrency, reading.signal, async (chunk, signal) => {
    const answer = await structuredWithReask(reading.client, {
      schema: reading.schema,
      schemaName: reading.schemaName,
      system: prompt.text,
      user: chunkMessage(reading.label, document, chunk, chunks.length),
      promptId: prompt.id,
      maxTokens: reading.maxTokens,
      signal,
    });
    done++;
    reading.onChunkRead?.(chunk, answer, done);
    return answer.data;
  });
}
