import type { PageListingReader, PageListingsAnswer, PageReadingHints, ReaderPage } from '@groundwork/doc-processing';
import { z } from 'zod';
import type { LlmClient } from '../client';
import { loadPrompt } from '../prompts/prompts';

// The city directory's second reader: one page's lines to the LLM, its listings back. Only
// doc-processing's types are imported, so doc-processing never depends on this package.

/** The prompt version this reader sends, recorded in the reader's id. */
export const CITY_DIRECTORY_PAGE_PROMPT = { name: 'city-directory-page', version: 1 } as const;

/** The answer as the model must give it (strict json_schema: every field present, nulls where the page says nothing). */
export const cityDirectoryPageAnswerSchema = z.object({
  listings: z.array(
    z.object({
      year: z.number().int().nullable(),
      address: z.string().nullable(),
      occupant: z.string().nullable(),
      phone: z.string().nullable(),
      marker: z.string().nullable(),
      line: z.number().int(),
    }),
  ),
}) satisfies z.ZodType<PageListingsAnswer>;

// A dense directory page of 60 listings answers in about 3,000 tokens; the bound stops a runaway answer.
const MAX_ANSWER_TOKENS = 8_000;

export function cityDirectoryPageReader(client: LlmClient): PageListingReader {
  const prompt = loadPrompt(CITY_DIRECTORY_PAGE_PROMPT.name, CITY_DIRECTORY_PAGE_PROMPT.version);
  return {
    id: `${client.model} ${prompt.id}`,
    async readPage(page, hints, { signal }) {
      const answer = await client.structured({
        schema: cityDirectoryPageAnswerSchema,
        schemaName: 'city_directory_page',
        system: prompt.text,
        user: pageMessage(page, hints),
        promptId: prompt.id,
        maxTokens: MAX_ANSWER_TOKENS,
        signal,
      });
      return answer.data;
    },
  };
}

/** The user message: the page's lines (number, x, y, text) and what the project knows. */
function pageMessage(page: ReaderPage, hints: PageReadingHints): string {
  return JSON.stringify({
    page: page.pageNumber,
    properties: hints.properties,
    knownYears: hints.knownYears,
    lines: page.lines,
  });
}
