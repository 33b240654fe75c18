/** Where a quote stands in a page's text, as `[start, end)` offsets. */
export interface QuoteSpan {
  start: number;
  end: number;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first place `quote` appears in `text`, ignoring case and how whitespace runs (line breaks,
 * double spaces) were laid out; null when it is not there or is blank.
 */
export function findQuote(text: string, quote: string): QuoteSpan | null {
  const words = quote.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const match = new RegExp(words.map(escapeRegExp).join('\\s+'), 'i').exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/** The text cut around the quote: before, the quote itself (null when not found), after. */
export function splitAroundQuote(text: string, quote: string | null): { before: string; quoted: string | null; after: string } {
  const span = quote ? findQuote(text, quote) : null;
  if (!span) return { before: text, quoted: null, after: '' };
  return { before: text.slice(0, span.start), quoted: text.slice(span.start, span.end), after: text.slice(span.end) };
}
