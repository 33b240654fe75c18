import { describe, expect, it } from 'vitest';
import { viabilityDatesSchema, viabilityOf } from './viability';

describe('viabilityOf (180 days from the earliest component)', () => {
  it('follows the earliest entered date, whichever component it is', () => {
    const dates = { databaseSearch: '2026-06-10', interviews: '2026-06-02', siteVisit: '2026-06-05', epDeclaration: '2026-06-20' };
    expect(viabilityOf(dates, '2026-07-01')).toEqual({
      startsFrom: { component: 'interviews', date: '2026-06-02' },
      viableUntil: '2026-11-29',
      daysRemaining: 151,
      status: 'viable',
    });
    // An earlier site visit moves the whole window.
    expect(viabilityOf({ ...dates, siteVisit: '2026-05-01' }, '2026-07-01')).toMatchObject({
      startsFrom: { component: 'siteVisit', date: '2026-05-01' },
      viableUntil: '2026-10-28',
    });
  });

  it('warns with fewer than 30 days left, and says expired after the last day', () => {
    expect(viabilityOf({ databaseSearch: '2026-01-01' }, '2026-06-01')).toMatchObject({ viableUntil: '2026-06-30', daysRemaining: 29, status: 'expiring' });
    expect(viabilityOf({ databaseSearch: '2026-01-01' }, '2026-05-31')).toMatchObject({ daysRemaining: 30, status: 'viable' });
    expect(viabilityOf({ databaseSearch: '2026-01-01' }, '2026-06-30')).toMatchObject({ daysRemaining: 0, status: 'expiring' });
    expect(viabilityOf({ databaseSearch: '2026-01-01' }, '2026-07-01')).toMatchObject({ daysRemaining: -1, status: 'expired' });
  });

  it('counts across a leap day', () => {
    expect(viabilityOf({ siteVisit: '2028-01-15' }, '2028-01-15').viableUntil).toBe('2028-07-13');
  });

  it('is unknown until a date is entered', () => {
    expect(viabilityOf({ interviews: null }, '2026-07-01')).toEqual({ startsFrom: null, viableUntil: null, daysRemaining: null, status: 'unknown' });
  });

  it('takes calendar dates only', () => {
    expect(viabilityDatesSchema.safeParse({ siteVisit: '2026-02-30' }).success).toBe(false);
    expect(viabilityDatesSchema.safeParse({ siteVisit: '06/01/2026' }).error?.issues.map((issue) => issue.message)).toEqual(['Dates are YYYY-MM-DD']);
    expect(viabilityDatesSchema.safeParse({ siteVisit: '2026-02-30' }).error?.issues.map((issue) => issue.message)).toEqual(['Not a calendar date']);
    expect(viabilityDatesSchema.safeParse({ siteVisit: '2026-06-01', other: '2026-06-01' }).success).toBe(false);
    expect(viabilityDatesSchema.parse({ siteVisit: '2026-06-01', interviews: null })).toEqual({ siteVisit: '2026-06-01', interviews: null });
  });
});
