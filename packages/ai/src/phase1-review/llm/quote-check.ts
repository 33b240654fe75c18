import { normalizeForMatch, verifyQuotes } from '../../grounding/quotes';
import type { ReviewDocument } from '../types';

/** A quote that stands on its page. */
export interface VerifiedQuote {
  quote: string;
  page: number;
}

export interface QuoteCheck {
  /** The quote as given when it stands on `page` of the document (verifyQuotes), else null. */
  verify(quote: string, page: number): VerifiedQuote | null;
  /** How many quotes were checked and how many held. */
  readonly tally: { given: number; kept: number };
}

const MAX_QUOTE_CHARS = 4_000;

/** Every quote the model gives goes through here, one at a time (a quote two findings share holds for both). */
export function quoteCheck(document: ReviewDocument): QuoteCheck {
  const tally = { given: 0, kept: 0 };
  return {
    tally,
    verify(quote, page) {
      tally.given++;
      const [kept] = verifyQuotes([{ quote: quote.trim().slice(0, MAX_QUOTE_CHARS), page }], [document]);
      if (!kept || kept.page === null) return null;
      tally.kept++;
      return { quote: kept.quote, page: kept.page };
    },
  };
}

/** Whether `value` is written in `quote` (case, spacing and typography aside): an extraction must be printed, not inferred. */
export const isStatedIn = (value: string, quote: string): boolean => {
  const text = normalizeForMatch(value);
  return text !== '' && normalizeForMatch(quote).includes(text);
};
