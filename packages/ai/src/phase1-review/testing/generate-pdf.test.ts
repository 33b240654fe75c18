import { extractPages } from '@groundwork/doc-processing';
import { describe, expect, it } from 'vitest';
import { PHASE1_FAMILIES } from './families';
import { generatePhase1Report } from './generate';
import { PHASE1_OUTCOMES } from './outcomes';
import { misplacedQuotes, truthQuotes } from './quote-check';

// Every family x outcome at seed 1 as PDF: pdfjs (through the intake's text layer reader) finds
// each truth quote on its truth page. Only the pages holding quotes are read, to keep this quick.

describe.each(PHASE1_FAMILIES)('generatePhase1Report pdf, family %s', (family) => {
  it.each(PHASE1_OUTCOMES)('%s: truth quotes are on their pages', async (outcome) => {
    const report = await generatePhase1Report({ family, outcome, seed: 1, format: 'pdf' });
    const quotes = truthQuotes(report);
    expect(
      misplacedQuotes(
        quotes,
        report.pages.map((page) => page.text),
      ),
    ).toEqual([]);
    const wanted = [...new Set(quotes.map((quote) => quote.page))];
    const intake = await extractPages(report.files.bytes, { ocr: false, concurrency: 1, pages: wanted });
    expect(intake.pageCount).toBe(report.truth.page_count);
    const texts: string[] = Array.from({ length: intake.pageCount }, () => '');
    for (const page of intake.pages) texts[page.pageNumber - 1] = page.text;
    expect(misplacedQuotes(quotes, texts)).toEqual([]);
  });
});
