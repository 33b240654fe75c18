import type { HistoryEntry, Phase1Answer, Phase1FileFormat, Phase1Result } from '@groundwork/contracts';

/** One page of a document's text, 1-based; a format without pages (a .doc without breaks) is one page. */
export interface ReviewPage {
  page: number;
  text: string;
}

/** A report as the reviewer reads it: its text page by page (from `readTextDocument` of doc-processing). */
export interface ReviewDocument {
  documentId: string;
  name: string;
  format: Phase1FileFormat;
  pages: ReviewPage[];
  /** What reading the file could not do (pages without text...), carried into the result. */
  warnings?: string[];
}

export interface ReviewOptions {
  signal?: AbortSignal;
  /** 0..100 as the review advances. */
  onProgress?: (percent: number) => void;
}

export interface AskOptions {
  signal?: AbortSignal;
  /** Earlier turns of the conversation, oldest first. */
  history?: readonly HistoryEntry[];
}

/**
 * The one interface of both engines. Everything it returns is grounded: every quote has been
 * checked to be on its page of its document (`verifyQuotes`), and a question the documents do not
 * answer gets "not found in the documents" with confidence 0.
 */
export interface Phase1Reviewer {
  readonly engine: 'offline' | 'llm';
  review(document: ReviewDocument, options?: ReviewOptions): Promise<Phase1Result>;
  ask(documents: readonly ReviewDocument[], question: string, options?: AskOptions): Promise<Phase1Answer>;
}

/** The answer when the documents hold none. */
export const NOT_FOUND_ANSWER = 'Not found in the documents.';
