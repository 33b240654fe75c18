import { describe, expect, it } from 'vitest';
import { describeDetailChanges, describeStatusChange, describeViabilityChanges, diffProject, diffViabilityDates } from './project-changes';

const current = { siteAddress: '1 Main St', clientName: 'Acme', externalJobId: undefined, status: 'draft' as const };

describe('diffProject', () => {
  it('keeps only the fields that differ from the stored project', () => {
    expect(diffProject(current, { siteAddress: '1 Main St', clientName: 'Beta LLC', status: 'draft' })).toEqual({
      details: { clientName: 'Beta LLC' },
    });
    expect(diffProject(current, { externalJobId: 'job-7', status: 'in_review' })).toEqual({
      details: { externalJobId: 'job-7' },
      status: 'in_review',
    });
  });

  it('finds nothing to do when every field is already as sent', () => {
    expect(diffProject(current, { clientName: 'Acme', status: 'draft' })).toEqual({ details: {} });
  });
});

describe('describeDetailChanges', () => {
  it('names each changed field with its new value, in a fixed order', () => {
    expect(describeDetailChanges({ clientName: 'Beta LLC' })).toBe('Client changed to Beta LLC');
    expect(describeDetailChanges({ externalJobId: 'job-7', clientName: 'Beta LLC', siteAddress: '2 Elm St' })).toBe(
      'Site address changed to 2 Elm St; Client changed to Beta LLC; External job changed to job-7',
    );
  });

  it('is null when nothing changed', () => {
    expect(describeDetailChanges({})).toBeNull();
  });
});

describe('describeStatusChange', () => {
  it('uses the status labels of spec 01 section 4', () => {
    expect(describeStatusChange('draft', 'in_review')).toBe('Status changed from Draft to In Review');
    expect(describeStatusChange('in_review', 'completed')).toBe('Status changed from In Review to Completed');
  });
});

describe('diffViabilityDates', () => {
  const stored = { databaseSearch: '2026-05-01', siteVisit: '2026-05-14' };

  it('keeps the dates set to a new value and the clears of entered dates', () => {
    expect(diffViabilityDates(stored, { databaseSearch: '2026-05-01', siteVisit: null, interviews: '2026-05-20' })).toEqual({
      siteVisit: null,
      interviews: '2026-05-20',
    });
  });

  it('finds no change in a clear of a date never entered, or without dates', () => {
    expect(diffViabilityDates(undefined, { epDeclaration: null })).toEqual({});
    expect(diffViabilityDates(stored, undefined)).toEqual({});
  });
});

describe('describeViabilityChanges', () => {
  it('names each component by its label, in component order', () => {
    expect(describeViabilityChanges({ epDeclaration: null, databaseSearch: '2026-05-01' })).toBe(
      'Regulatory database search date set to 2026-05-01; Environmental professional declaration date cleared',
    );
    expect(describeViabilityChanges({})).toBeNull();
  });
});
