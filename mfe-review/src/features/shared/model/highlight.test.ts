import { describe, expect, it } from 'vitest';
import { findQuote, splitAroundQuote } from './highlight';
import { formatConfidence } from './format';

describe('findQuote', () => {
  const page = 'Section 5.1\nThe former  dry cleaner\nrepresents a REC (PCE, TCE).';

  it('finds the quote whatever its case and whitespace', () => {
    const span = findQuote(page, 'the FORMER dry cleaner represents a REC (pce, tce).');
    expect(span).not.toBeNull();
    expect(page.slice(span!.start, span!.end)).toBe('The former  dry cleaner\nrepresents a REC (PCE, TCE).');
  });

  it('answers null for a quote that is not on the page or is blank', () => {
    expect(findQuote(page, 'no further action')).toBeNull();
    expect(findQuote(page, '   ')).toBeNull();
  });

  it('cuts the text around the quote', () => {
    expect(splitAroundQuote('a b c', 'B')).toEqual({ before: 'a ', quoted: 'b', after: ' c' });
    expect(splitAroundQuote('a b c', null)).toEqual({ before: 'a b c', quoted: null, after: '' });
  });
});

describe('formatConfidence', () => {
  it('shows a whole percentage', () => {
    expect([0, 0.874, 0.875, 1].map(formatConfidence)).toEqual(['0%', '87%', '88%', '100%']);
  });
});
