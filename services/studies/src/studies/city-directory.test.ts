import { cityDirectoryResultSchema, type CityDirectoryResult } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { IntakeError } from '@groundwork/doc-processing';
import { cityDirectoryWarnings, keepEdits, runCityDirectoryStudy } from './city-directory';

const entry = (id: string, business_name: string, direction: 'subject' | 'north' | null = null) => ({
  id,
  year: 1999,
  address: '10 MAIN ST',
  direction,
  is_subject: direction === 'subject',
  business_name,
  phone: null,
  page: 1,
});
const result = (entries: ReturnType<typeof entry>[], editedAt: string | null = null): CityDirectoryResult =>
  cityDirectoryResultSchema.parse({ parsedEntries: entries, editedAt });

describe('keepEdits', () => {
  it('takes the new directions and keeps names the user changed, entries the user added and removals', () => {
    const original = result([entry('a', 'ACME CLEANERS'), entry('b', 'SMITH JOHN'), entry('c', 'JONES MARY')]);
    const edited = result([entry('a', 'ACME DRY CLEANERS'), entry('c', 'JONES MARY'), entry('user-1', 'NEW TENANT', 'north')], '2026-11-20T10:00:00.000Z');
    const fresh = result([entry('a', 'ACME CLEANERS', 'subject'), entry('b', 'SMITH JOHN', 'subject'), entry('c', 'JONES MARY', 'subject')]);
    const merged = keepEdits(fresh, edited, original);
    expect(merged.parsedEntries.map((e) => [e.id, e.business_name, e.direction])).toEqual([
      ['a', 'ACME DRY CLEANERS', 'subject'],
      ['c', 'JONES MARY', 'subject'],
      ['user-1', 'NEW TENANT', 'north'],
    ]);
    expect(merged.editedAt).toBe('2026-11-20T10:00:00.000Z');
  });

  it('an untouched result becomes the fresh extraction', () => {
    const original = result([entry('a', 'ACME CLEANERS')]);
    const fresh = result([entry('a', 'ACME CLEANERS', 'north'), entry('z', 'LATE FIND', 'north')]);
    expect(keepEdits(fresh, original, original)).toEqual({ ...fresh, editedAt: null });
  });
});

describe('runCityDirectoryStudy', () => {
  it('fails a document in which nothing was recognised with the reason, never an empty result', () => {
    const blank = { pageCount: 1, pages: [], textPages: 0, ocrPages: 0, durationMs: 1 };
    const run = () => runCityDirectoryStudy(blank, { properties: [], aliases: [] });
    expect(run).toThrow(IntakeError);
    expect(run).toThrow(/^No city directory listings were recognised in this document: it has no text/);
    try {
      run();
    } catch (err) {
      expect(err).toMatchObject({ code: 'NOTHING_RECOGNISED', details: { reason: 'NO_TEXT' } });
    }
  });
});

describe('cityDirectoryWarnings', () => {
  it('names the directory pages nothing was read from, and says nothing when every page gave listings', () => {
    expect(cityDirectoryWarnings({ unreadPages: [] })).toEqual([]);
    expect(cityDirectoryWarnings({ unreadPages: [4] })).toEqual([
      'No listings were read on page 4 of this report, though it looks like a directory page. Check it against the table.',
    ]);
    expect(cityDirectoryWarnings({ unreadPages: [3, 5, 9] })).toEqual([
      'No listings were read on pages 3, 5 and 9 of this report, though they look like directory pages. Check them against the table.',
    ]);
  });
});
