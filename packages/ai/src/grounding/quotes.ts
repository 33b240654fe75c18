import type { Quote } from '@groundwork/contracts';
import type { ReviewDocument, ReviewPage } from '../phase1-review/types';

/**
 * Text as quotes are compared: typographic dashes made plain, double quotation marks dropped (a
 * writer may omit them inside a quote), a word hyphenated across a line end joined, whitespace
 * collapsed, case folded. PDF line wrapping and Word's smart
 * quotes must not make a true quote look invented.
 */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033"]/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u00ad/g, '')
    .replace(/(\w)-\s*\n\s*(\w)/g, '$1-$2')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Quotes shorter than this say too little to prove anything ("REC", "Yes"). */
export const MIN_QUOTE_CHARS = 12;

const pageCache = new WeakMap<ReviewPage, string>();
const normalizedPage = (page: ReviewPage): string => {
  let text = pageCache.get(page);
  if (text === undefined) {
    text = normalizeForMatch(page.text);
    pageCache.set(page, text);
  }
  return text;
};

/** A quote trimmed of what writers wrap it in (quotation marks, an ellipsis, a trailing stop). */
function core(quote: string): string {
  return normalizeForMatch(quote)
    .replace(/^["'\s.…]+|["'\s…]+$/g, '')
    .replace(/\.+$/, '');
}

/** Whether `quote` stands on `page` of `document` (whitespace, case and typography aside). */
export function isQuoteOnPage(document: Pick<ReviewDocument, 'pages'>, quote: string, page: number): boolean {
  const text = core(quote);
  if (text.length < MIN_QUOTE_CHARS) return false;
  const target = document.pages.find((candidate) => candidate.page === page);
  return target !== undefined && normalizedPage(target).includes(text);
}

/** The pages `quote` stands on. */
export function pagesOfQuote(document: Pick<ReviewDocument, 'pages'>, quote: string): number[] {
  const text = core(quote);
  if (text.length < MIN_QUOTE_CHARS) return [];
  return document.pages.filter((page) => normalizedPage(page).includes(text)).map((page) => page.page);
}

/**
 * The quotes that hold: a quote whose page is given must be on that page; one without a page is
 * kept with the page it is found on (the first, if several) or dropped when it is on none.
 * `documents` resolves a quote's `documentId` (or `file` name); with one document it is that one.
 * Duplicates (same document, page and text) are kept once.
 */
export function verifyQuotes<Q extends Quote>(quotes: readonly Q[], documents: readonly ReviewDocument[]): Q[] {
  const kept: Q[] = [];
  const seen = new Set<string>();
  for (const quote of quotes) {
    const document =
      documents.length === 1
        ? documents[0]
        : documents.find((candidate) => candidate.documentId === quote.documentId || (quote.file !== undefined && candidate.name === quote.file));
    if (!document) continue;
    let page = quote.page;
    if (page === null) {
      page = pagesOfQuote(document, quote.quote)[0] ?? null;
      if (page === null) continue;
    } else if (!isQuoteOnPage(document, quote.quote, page)) {
      continue;
    }
    const key = `${document.documentId}|${page}|${core(quote.quote)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({ ...quote, page, documentId: document.documentId, file: document.name });
  }
  return kept;
}
