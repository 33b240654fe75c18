import { readTextDocument } from '@groundwork/doc-processing';
import { describe, expect, it } from 'vitest';
import { generateSupportingDocument } from './generate';
import { SUPPORTING_KINDS } from './kinds';
import { SUPPORTING_FORMATS } from './render';
import { SUPPORTING_STYLES } from './styles';
import type { SupportingTruth } from './truth';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The truth's evidence quotes not found on their page of `pages`. */
const misplaced = (truth: SupportingTruth, pages: readonly string[]) =>
  truth.evidence.filter((entry) => !collapse(pages[entry.page - 1] ?? '').includes(collapse(entry.quote)));

const EXPECTED: Record<string, string> = {
  nfa_letter: 'CONFIRMED_CLOSED',
  closure_certificate: 'CONFIRMED_CLOSED',
  conditional_closure: 'NOT_CONFIRMED',
  proposed_closure: 'NOT_CONFIRMED',
  open_status: 'NOT_CONFIRMED',
  notice_of_violation: 'NOT_CONFIRMED',
  different_case: 'INCONCLUSIVE',
  inspection_report: 'INCONCLUSIVE',
};

describe.each(SUPPORTING_STYLES)('generateSupportingDocument, style %s', (style) => {
  it.each(SUPPORTING_KINDS)('%s: truth in every format, quotes on their pages', async (kind) => {
    for (const format of SUPPORTING_FORMATS) {
      const { files, pages, truth } = await generateSupportingDocument({ style, kind, seed: 1, format });
      expect(truth.db_closure_verdict).toBe(EXPECTED[kind]);
      expect(truth.evidence.length).toBeGreaterThan(0);
      expect(truth.page_count).toBe(pages.length);
      expect(files.name).toBe(truth.file);
      expect(
        misplaced(
          truth,
          pages.map((page) => page.text),
        ),
      ).toEqual([]);
      if (format === 'txt') expect(new TextDecoder().decode(files.bytes).split('\f')).toEqual(pages.map((page) => page.text));
      if (format === 'docx') {
        const read = await readTextDocument(files.bytes, { name: files.name });
        expect(read.pageCount).toBe(truth.page_count);
        expect(
          misplaced(
            truth,
            read.pages.map((page) => page.text),
          ),
        ).toEqual([]);
      }
    }
  });
});

describe('generateSupportingDocument truth', () => {
  it('closure dates only where the letter closes a case', async () => {
    for (const kind of SUPPORTING_KINDS) {
      const { truth } = await generateSupportingDocument({ style: 'agency_letter', kind, seed: 3, format: 'txt' });
      const closes = ['nfa_letter', 'closure_certificate', 'conditional_closure', 'different_case'].includes(kind);
      expect(truth.closure_date === null).toBe(!closes);
      expect(truth.record.case_id === truth.case_ids[0]).toBe(kind !== 'different_case');
    }
  });

  it('is deterministic: same options, same bytes and truth; another seed, another document', async () => {
    for (const format of ['txt', 'pdf'] as const) {
      const first = await generateSupportingDocument({ style: 'state_form', kind: 'nfa_letter', seed: 9, format });
      const again = await generateSupportingDocument({ style: 'state_form', kind: 'nfa_letter', seed: 9, format });
      expect(again.files.bytes).toEqual(first.files.bytes);
      expect(again.truth).toEqual(first.truth);
    }
    const docx = await generateSupportingDocument({ style: 'state_form', kind: 'nfa_letter', seed: 9, format: 'docx' });
    const docxAgain = await generateSupportingDocument({ style: 'state_form', kind: 'nfa_letter', seed: 9, format: 'docx' });
    expect(docxAgain.pages).toEqual(docx.pages);
    const other = await generateSupportingDocument({ style: 'state_form', kind: 'nfa_letter', seed: 10, format: 'txt' });
    expect(other.pages).not.toEqual((await generateSupportingDocument({ style: 'state_form', kind: 'nfa_letter', seed: 9, format: 'txt' })).pages);
  });
});

// One PDF per style (kinds rotated) read back through the intake, which runs pdfjs in a child process:
// the styles side by side, each process using a core of its own.
describe.concurrent('generateSupportingDocument pdf read back', () => {
  it.each(SUPPORTING_STYLES.map((style, index) => [style, SUPPORTING_KINDS[(index * 3) % SUPPORTING_KINDS.length]!] as const))(
    '%s %s: quotes on their pages',
    async (style, kind) => {
      const { files, truth } = await generateSupportingDocument({ style, kind, seed: 1, format: 'pdf' });
      const read = await readTextDocument(files.bytes, { name: files.name });
      expect(read.pageCount).toBe(truth.page_count);
      expect(
        misplaced(
          truth,
          read.pages.map((page) => page.text),
        ),
      ).toEqual([]);
    },
  );
});
