import type { CityDirectoryProperty } from '@groundwork/contracts';
import { z } from 'zod';

// What a second reader (an LLM, through @groundwork/ai) is given and must give back. The
// interface lives here so doc-processing stays free of any model client; the implementation
// imports these types only.

/** A printed line as the reader sees it: its number on the page, its position in points, its text. */
export interface ReaderPageLine {
  /** 0-based index of the line on its page (what a listing's `line` refers to). */
  line: number;
  x: number;
  y: number;
  text: string;
}

/** One page, its lines in reading order (top to bottom, then left to right). */
export interface ReaderPage {
  pageNumber: number;
  lines: ReaderPageLine[];
}

/** What the project knows already: its properties and the directory years read elsewhere in the document. */
export interface PageReadingHints {
  properties: CityDirectoryProperty[];
  knownYears: number[];
}

export interface PageListingReader {
  /** Who read, recorded with the second reading: the model and the prompt's version. */
  readonly id: string;
  /** The page's listings, as a `PageListingsAnswer`: checked here again, so `unknown`. */
  readPage(page: ReaderPage, hints: PageReadingHints, options: { signal: AbortSignal }): Promise<unknown>;
}

/** One listing as a reader returns it: nulls where the page does not say. */
export const pageListingSchema = z.object({
  year: z.number().int().nullable(),
  address: z.string().nullable(),
  occupant: z.string().nullable(),
  phone: z.string().nullable(),
  marker: z.string().nullable(),
  line: z.number().int(),
});
export type PageListing = z.infer<typeof pageListingSchema>;

/** A reader's whole answer for a page. */
export interface PageListingsAnswer {
  listings: PageListing[];
}

/** The answer's shape; each listing is checked on its own, so one malformed item drops only itself. */
export const pageListingsAnswerSchema = z.object({ listings: z.array(z.unknown()) });
