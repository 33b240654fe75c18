import { describe, expect, it } from 'vitest';
import { mergeStudyChecks } from './update-study-checks';

describe('mergeStudyChecks', () => {
  it('lays the reported checks over the stored ones', () => {
    expect(mergeStudyChecks({ cityDirectory: true, aerial: false, database: false }, { aerial: true })).toEqual({
      cityDirectory: true,
      aerial: true,
      database: false,
    });
    expect(mergeStudyChecks({ cityDirectory: true, aerial: true, database: true }, { cityDirectory: false, database: false })).toEqual({
      cityDirectory: false,
      aerial: true,
      database: false,
    });
  });

  it('treats checks missing from an old document as not done', () => {
    expect(mergeStudyChecks({}, { database: true })).toEqual({ cityDirectory: false, aerial: false, database: true });
  });
});
