import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFixture, sharedFixturesDir } from '../testing/fixtures';
import { readTextDocument } from './index';

interface Phase1Truth {
  page_count: number;
  evidence: Array<{ page: number; quote: string }>;
  qa?: Array<{ page: number; quote?: string }>;
  distractors: Array<{ page: number; quote: string }>;
}

const FIXTURES: Array<[string, 'pdf' | 'docx' | 'txt']> = [
  ['phase1_esa_01_a_recs_present.pdf', 'pdf'],
  ['phase1_esa_02_a_no_recs.docx', 'docx'],
  ['phase1_esa_03_a_hrecs_present.txt', 'txt'],
  ['phase1_esa_04_d_recs_present.pdf', 'pdf'],
  ['phase1_esa_05_d_no_recs.docx', 'docx'],
  ['phase1_esa_06_d_hrecs_present.txt', 'txt'],
];

async function readTruth(name: string): Promise<Phase1Truth> {
  const text = await fs.readFile(path.join(sharedFixturesDir, name.replace(/\.\w+$/, '.truth.json')), 'utf8');
  return JSON.parse(text) as Phase1Truth;
}

/** How quotes are compared: a word hyphenated at a line end joined again, whitespace collapsed. */
const comparable = (text: string) =>
  text
    .replace(/(\w-)[ \t]*\n\s*(?=\w)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

function truthQuotes(truth: Phase1Truth): Array<{ page: number; quote: string }> {
  const answers = (truth.qa ?? []).flatMap(({ page, quote }) => (quote ? [{ page, quote }] : []));
  return [...truth.evidence, ...answers, ...truth.distractors];
}

describe('readTextDocument on the Phase I ESA fixtures', () => {
  it.each(FIXTURES)('%s: every page, every quote on its page', async (name, format) => {
    const [bytes, truth] = await Promise.all([readFixture(name), readTruth(name)]);
    const document = await readTextDocument(bytes, { name });
    expect(document.format).toBe(format);
    expect(document.pageCount).toBe(truth.page_count);
    expect(document.pages.map((page) => page.page)).toEqual(Array.from({ length: truth.page_count }, (_, index) => index + 1));
    expect(document.warnings).toEqual([]);
    const misplaced = truthQuotes(truth).filter(({ page, quote }) => !comparable(document.pages[page - 1]?.text ?? '').includes(comparable(quote)));
    expect(misplaced).toEqual([]);
  });
});

describe('comparable', () => {
  it('joins a word hyphenated at a line end and collapses whitespace', () => {
    expect(comparable('no  asbestos-\n  containing\n\nmaterials')).toBe('no asbestos-containing materials');
  });
});
