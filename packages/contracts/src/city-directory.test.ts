import { describe, expect, it } from 'vitest';
import { cityDirectoryResultSchema, cityDirectorySummary, streetAliasesInputSchema } from './city-directory';

const entry = (id: string, direction: 'subject' | 'north' | null, tags: Array<{ tag: string; keyword: string }> = []) => ({
  id,
  year: 1987,
  address: '3054 PACIFIC HWY',
  direction,
  is_subject: direction === 'subject',
  business_name: 'HARBOR PHOTO LAB',
  phone: '5035550142',
  tags,
  page: 3,
});

describe('city directory result', () => {
  it('fills defaults (vacancies, years, sources, aliases, editedAt, provenance) and counts the summary', () => {
    const result = cityDirectoryResultSchema.parse({
      parsedEntries: [entry('a', 'subject', [{ tag: 'photo processing', keyword: 'PHOTO LAB' }]), entry('b', null), entry('c', 'north')],
    });
    expect(result).toMatchObject({ vacancies: [], years: [], sources: {}, aliases: [], editedAt: null });
    expect(result.parsedEntries[0]).toMatchObject({ line: '', confidence: null, source: null, phone_raw: null });
    expect(cityDirectorySummary(result)).toEqual({ entries: 3, vacancies: 0, unassigned: 1, tagged: 1, years: 1, unreadPages: 0 });
  });

  it('refuses a phone with other than digits, a page 0 and a direction outside the five', () => {
    expect(cityDirectoryResultSchema.safeParse({ parsedEntries: [{ ...entry('a', 'north'), phone: '503-555' }] }).success).toBe(false);
    expect(cityDirectoryResultSchema.safeParse({ parsedEntries: [{ ...entry('a', 'north'), page: 0 }] }).success).toBe(false);
    expect(cityDirectoryResultSchema.safeParse({ parsedEntries: [{ ...entry('a', 'north'), direction: 'up' }] }).success).toBe(false);
  });

  it('street aliases: both names required, at most 100, unknown fields refused', () => {
    expect(streetAliasesInputSchema.parse({ aliases: [{ from: ' HWY 99 ', to: 'OLD STATE ROUTE 99' }] }).aliases[0]).toEqual({
      from: 'HWY 99',
      to: 'OLD STATE ROUTE 99',
    });
    expect(streetAliasesInputSchema.safeParse({ aliases: [{ from: '', to: 'X' }] }).success).toBe(false);
    expect(streetAliasesInputSchema.safeParse({ aliases: Array.from({ length: 101 }, () => ({ from: 'A', to: 'B' })) }).success).toBe(false);
    expect(streetAliasesInputSchema.safeParse({ aliases: [], extra: 1 }).success).toBe(false);
  });
});
