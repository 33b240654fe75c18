import type { GeneratedReport } from './generate';

// Where the truth's quotes must be: the helpers of the generator's consistency tests.

export interface PlacedQuote {
  page: number;
  quote: string;
  what: string;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every quote of the truth (evidence, distractors, answers) with its page. */
export function truthQuotes({ truth }: GeneratedReport): PlacedQuote[] {
  return [
    ...truth.evidence.map((entry) => ({ ...entry, what: `evidence ${entry.kind}` })),
    ...truth.distractors.map((entry) => ({ ...entry, what: `distractor ${entry.kind}` })),
    ...truth.qa.flatMap((entry) => (entry.quote ? [{ page: entry.page, quote: entry.quote, what: `qa ${entry.question}` }] : [])),
  ];
}

/** The quotes not found on their page of `pageTexts` (whitespace collapsed, as the fixtures README compares). */
export function misplacedQuotes(quotes: readonly PlacedQuote[], pageTexts: readonly string[]): PlacedQuote[] {
  return quotes.filter((quote) => !collapse(pageTexts[quote.page - 1] ?? '').includes(collapse(quote.quote)));
}
