import type { Quote } from '@groundwork/contracts';

/** A quote to show where it stands: its document, its file's name, its page (null when unknown). */
export interface QuoteTarget {
  documentId: string | null;
  fileName: string;
  page: number | null;
  quote: string;
}

/** What a quote needs of a document's result (a Phase 1 report's, a record document's). */
export interface QuotedResult {
  documentId: string;
  file: { name: string };
}

/** A quote of a result (section, finding, evidence): the result's own document. */
export const resultQuoteTarget = (result: QuotedResult, quote: { quote: string; page: number | null }): QuoteTarget => ({
  documentId: result.documentId,
  fileName: result.file.name,
  page: quote.page,
  quote: quote.quote,
});

/**
 * A quote of an answer: the document it names, else the result of the file it names, else the only
 * result; with none of these its document is unknown.
 */
export function answerQuoteTarget(results: readonly QuotedResult[], quote: Quote): QuoteTarget {
  const result =
    results.find((candidate) => candidate.documentId === quote.documentId) ??
    results.find((candidate) => candidate.file.name === quote.file) ??
    (results.length === 1 ? results[0] : undefined);
  return {
    documentId: quote.documentId ?? result?.documentId ?? null,
    fileName: quote.file ?? result?.file.name ?? '',
    page: quote.page,
    quote: quote.quote,
  };
}
