import { describe, expect, it } from 'vitest';
import type { ReviewDocument } from '../phase1-review/types';
import { isQuoteOnPage, normalizeForMatch, pagesOfQuote, verifyQuotes } from './quotes';

const document: ReviewDocument = {
  documentId: 'd1',
  name: 'report.pdf',
  format: 'pdf',
  pages: [
    { page: 1, text: 'PHASE I ENVIRONMENTAL SITE ASSESSMENT\n2440 Factory St' },
    {
      page: 2,
      text: 'The historical operation of a dry\ncleaning facility represents a recognized environmental\ncondition (REC). Suspect asbestos-\ncontaining materials were observed.',
    },
    { page: 3, text: 'The \u201cowner\u201d reported no spills \u2013 none at all.' },
  ],
};

describe('quotes on their page', () => {
  it('matches across line wrapping, case and a word hyphenated at a line end', () => {
    expect(isQuoteOnPage(document, 'represents a Recognized Environmental Condition (REC).', 2)).toBe(true);
    expect(isQuoteOnPage(document, 'Suspect asbestos-containing materials were observed', 2)).toBe(true);
    expect(isQuoteOnPage(document, 'The "owner" reported no spills - none at all.', 3)).toBe(true);
  });

  it('refuses a quote on another page, an invented one and one too short to prove anything', () => {
    expect(isQuoteOnPage(document, 'represents a recognized environmental condition', 1)).toBe(false);
    expect(isQuoteOnPage(document, 'represents a controlled recognized environmental condition', 2)).toBe(false);
    expect(isQuoteOnPage(document, 'REC', 2)).toBe(false);
    expect(pagesOfQuote(document, 'dry cleaning facility')).toEqual([2]);
  });

  it('drops quotes not on their page, fills a missing page, keeps duplicates once', () => {
    const kept = verifyQuotes(
      [
        { quote: 'dry cleaning facility represents', page: 2 },
        { quote: 'dry cleaning facility represents', page: 2 },
        { quote: 'dry cleaning facility represents', page: 1 },
        { quote: 'the owner reported no spills', page: null },
        { quote: 'an invented sentence about PCE', page: null },
      ],
      [document],
    );
    expect(kept).toEqual([
      { quote: 'dry cleaning facility represents', page: 2, documentId: 'd1', file: 'report.pdf' },
      { quote: 'the owner reported no spills', page: 3, documentId: 'd1', file: 'report.pdf' },
    ]);
  });

  it('resolves the document of a quote among several by id or name', () => {
    const other: ReviewDocument = { ...document, documentId: 'd2', name: 'other.txt', pages: [{ page: 1, text: 'Another report entirely, page one.' }] };
    const kept = verifyQuotes(
      [
        { quote: 'Another report entirely', page: 1, file: 'other.txt' },
        { quote: 'Another report entirely', page: 1, documentId: 'd1' },
      ],
      [document, other],
    );
    expect(kept.map((quote) => quote.documentId)).toEqual(['d2']);
    expect(normalizeForMatch('  A\u00a0B\n C ')).toBe('a b c');
  });
});
