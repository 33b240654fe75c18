import type { AstmSection } from './headings';
import type { Sentence } from './sentences';

/** A sentence of a test report, in `astm` (Conclusions unless given), on page 1. */
export function sentence(
  text: string,
  { astm = 'Conclusions', kind = 'body', page = 1 }: { astm?: AstmSection | null; kind?: Sentence['kind']; page?: number } = {},
): Sentence {
  return {
    index: 0,
    documentId: 'd',
    name: 'report.pdf',
    page,
    text,
    kind,
    section: astm,
    astm,
    names: astm ? [astm] : [],
    subsection: null,
    frontMatter: false,
  };
}
