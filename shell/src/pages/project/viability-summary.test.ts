import { ApiError } from '@groundwork/api-client';
import { describe, expect, it } from 'vitest';
import { datesOfFields, fieldsOfDates, formatCalendarDate, viabilitySaveFailedToast, viabilitySummary } from './viability-summary';

describe('viabilitySummary', () => {
  const today = '2026-07-01';

  it('asks for the dates while none is entered', () => {
    expect(viabilitySummary({}, today)).toEqual({
      status: 'unknown',
      headline: "Enter the assessment dates to compute the report's viability",
      countedFrom: null,
      advice: null,
    });
  });

  it('names the last viable day, the days left and the earliest component', () => {
    expect(viabilitySummary({ databaseSearch: '2026-06-10', interviews: '2026-06-02', siteVisit: null }, today)).toEqual({
      status: 'viable',
      headline: 'Report viable until Nov 29, 2026 (151 days left)',
      countedFrom: 'Counted from Interviews on Jun 2, 2026',
      advice: null,
    });
  });

  it('warns with fewer than 30 days left, and counts one day as a day', () => {
    expect(viabilitySummary({ epDeclaration: '2026-01-10' }, today)).toMatchObject({
      status: 'expiring',
      headline: 'Report viable until Jul 9, 2026 (8 days left)',
      countedFrom: 'Counted from Environmental professional declaration on Jan 10, 2026',
      advice: expect.stringMatching(/^Fewer than 30 days of viability remain/),
    });
    expect(viabilitySummary({ siteVisit: '2026-01-02' }, today).headline).toBe('Report viable until Jul 1, 2026 (0 days left)');
    expect(viabilitySummary({ siteVisit: '2026-01-03' }, today).headline).toBe('Report viable until Jul 2, 2026 (1 day left)');
  });

  it('says since when it expired', () => {
    expect(viabilitySummary({ databaseSearch: '2025-12-01' }, today)).toMatchObject({
      status: 'expired',
      headline: 'Report viability expired on May 30, 2026 (32 days ago)',
      advice: 'The report can no longer be relied on until its assessment components are updated.',
    });
  });
});

describe('the date inputs', () => {
  it('show an empty input for a date not entered, and send it as null', () => {
    expect(fieldsOfDates({ siteVisit: '2026-05-14', interviews: null })).toEqual({
      databaseSearch: '',
      interviews: '',
      siteVisit: '2026-05-14',
      epDeclaration: '',
    });
    expect(datesOfFields({ databaseSearch: '', siteVisit: '2026-05-14' })).toEqual({
      databaseSearch: null,
      interviews: null,
      siteVisit: '2026-05-14',
      epDeclaration: null,
    });
  });

  it('formats a calendar date whatever the time zone', () => {
    expect(formatCalendarDate('2026-01-01')).toBe('Jan 1, 2026');
  });
});

describe('viabilitySaveFailedToast', () => {
  it("is destructive and carries the server's message, or a default one", () => {
    const refused = new ApiError(409, '{"message":"This project is archived","code":"PROJECT_ARCHIVED"}');
    expect(viabilitySaveFailedToast(refused)).toEqual({ title: 'Dates not saved', description: 'This project is archived', variant: 'destructive' });
    expect(viabilitySaveFailedToast(new TypeError('Failed to fetch')).description).toBe('Failed to save the viability dates. Please try again.');
  });
});
