import { describe, expect, it } from 'vitest';
import { describeDetailChanges, describeStatusChange, diffProject } from './project-changes';

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
