import { describe, expect, it } from 'vitest';
import { cachedJobId, STUDY_JOB_CACHE, studyCacheKey } from './study-cache';

describe('browser cache', () => {
  it('names one key per cache entry and project', () => {
    expect(studyCacheKey('cd-job', 'p1')).toBe('cd-job-p1');
    expect(STUDY_JOB_CACHE).toEqual({ cd: 'cd-job', aerial: 'aerial-data', database: 'environmental-db' });
  });

  it('reads the job id of a cache entry; an entry from before one id per run by its polled externalJobId', () => {
    expect(cachedJobId({ externalJobId: 'x1', jobId: 'j1' })).toBe('x1');
    expect(cachedJobId({ jobId: 'j1', narratives: [] })).toBe('j1');
    expect([cachedJobId({ jobId: '' }), cachedJobId({ jobId: 5 }), cachedJobId('j1'), cachedJobId(null)]).toEqual([null, null, null, null]);
  });
});
