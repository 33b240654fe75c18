import { describe, expect, it } from 'vitest';
import { confidencePercent, lastEditedLabel, resultSummary } from './format';

describe('lastEditedLabel', () => {
  it('words the edit time, or nothing when never edited or unreadable', () => {
    expect(lastEditedLabel('2026-03-03T14:05:00')).toBe('Last edited Mar 3, 2026, 2:05 PM');
    expect(lastEditedLabel(null)).toBeNull();
    expect(lastEditedLabel(undefined)).toBeNull();
    expect(lastEditedLabel('yesterday')).toBeNull();
  });
});

describe('confidencePercent', () => {
  it('is a whole percentage', () => {
    expect(confidencePercent(0.874)).toBe('87%');
    expect(confidencePercent(1)).toBe('100%');
    expect(confidencePercent(0)).toBe('0%');
  });
});

describe('resultSummary', () => {
  it('counts listings and years, and the unassigned ones when any', () => {
    expect(resultSummary({ entries: 6, years: 3, unassigned: 1 })).toBe('6 listings across 3 years, 1 unassigned.');
    expect(resultSummary({ entries: 1, years: 1, unassigned: 0 })).toBe('1 listing across 1 year.');
  });
});
