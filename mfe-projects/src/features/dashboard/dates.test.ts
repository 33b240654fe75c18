import { describe, expect, it } from 'vitest';
import { formatActivityTime, formatCreatedDate, formatTimestamp } from './dates';

describe('formatCreatedDate', () => {
  it.each([
    ['2026-01-05T12:00:00.000Z', 'Jan 5, 2026'],
    ['2025-11-21T12:30:00.000Z', 'Nov 21, 2025'],
    ['2026-12-31T12:00:00Z', 'Dec 31, 2026'],
  ])('shows %s as %s', (createdAt, expected) => {
    expect(formatCreatedDate(createdAt)).toBe(expected);
  });

  it.each([[undefined], [null], [''], ['not a date'], ['2026-13-45']])('shows "Unknown" for %o', (createdAt) => {
    expect(formatCreatedDate(createdAt)).toBe('Unknown');
  });
});

describe('formatActivityTime', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 60 * 60_000, '23 hours ago'],
    [24 * 60 * 60_000, '1 day ago'],
    [6 * 24 * 60 * 60_000, '6 days ago'],
  ])('shows %i ms ago as "%s"', (elapsed, expected) => {
    expect(formatActivityTime(ago(elapsed), now)).toBe(expected);
  });

  it('shows the short date beyond a week', () => {
    expect(formatActivityTime('2026-02-20T12:00:00.000Z', now)).toBe('Feb 20, 2026');
  });

  it('treats a time slightly ahead of the clock as just now', () => {
    expect(formatActivityTime('2026-03-10T12:00:30.000Z', now)).toBe('just now');
  });

  it('shows "Unknown" for a value that is not a date', () => {
    expect(formatActivityTime('yesterday', now)).toBe('Unknown');
  });
});

describe('formatTimestamp', () => {
  it('shows the date and the time', () => {
    expect(formatTimestamp('2026-01-05T12:00:00.000Z')).toMatch(/^Jan 5, 2026, \d{1,2}:00\s?[AP]M$/);
  });

  it('shows "Unknown" for a value that is not a date', () => {
    expect(formatTimestamp('soon')).toBe('Unknown');
  });
});
