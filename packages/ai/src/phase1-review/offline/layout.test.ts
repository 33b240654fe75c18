import { describe, expect, it } from 'vitest';
import { layoutLines } from './layout';

const kinds = (text: string) => layoutLines([{ page: 1, text }]).map((line) => `${line.kind}: ${line.text.trim()}`);

describe('layoutLines', () => {
  it('reads a numbered paragraph whose first line runs on as body text, and a numbered title as a heading', () => {
    const text = [
      '2.1    Site Description',
      '',
      '2.1.1  Pacific Coast GeoEnvironmental, Inc. (PCG) was retained by Harbor Pointe Capital Partners',
      '       to conduct a Phase I Environmental Site Assessment of the property at 1836 East Anaheim Street.',
    ].join('\n');
    expect(kinds(text).filter((line) => !line.startsWith('blank'))).toEqual([
      'heading: 2.1    Site Description',
      'body: 2.1.1  Pacific Coast GeoEnvironmental, Inc. (PCG) was retained by Harbor Pointe Capital Partners',
      'body: to conduct a Phase I Environmental Site Assessment of the property at 1836 East Anaheim Street.',
    ]);
  });
});
