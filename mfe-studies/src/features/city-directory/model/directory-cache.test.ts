import { afterEach, describe, expect, it } from 'vitest';
import { sampleResult } from '../test/fixtures';
import { clearCachedDirectory, readCachedDirectory, readCachedRunId, writeCachedDirectory } from './directory-cache';

afterEach(() => localStorage.clear());

describe('cd-data cache', () => {
  it('keeps the result per project under cd-data-<projectId>', () => {
    writeCachedDirectory('p1', { externalJobId: 'ext-1', result: sampleResult() });
    expect(JSON.parse(localStorage.getItem('cd-data-p1')!).externalJobId).toBe('ext-1');
    expect(readCachedDirectory('p1')).toEqual({ externalJobId: 'ext-1', result: sampleResult() });
    expect(readCachedDirectory('p2')).toBeNull();
    clearCachedDirectory('p1');
    expect(localStorage.getItem('cd-data-p1')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['no job id', JSON.stringify({ result: sampleResult() })],
    ['not a result', JSON.stringify({ externalJobId: 'ext-1', result: { parsedEntries: [{ id: 1 }] } })],
  ])('reads %s as no cache', (_case, stored) => {
    localStorage.setItem('cd-data-p1', stored);
    expect(readCachedDirectory('p1')).toBeNull();
  });

  it('ignores a browser that refuses to store', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => writeCachedDirectory('p1', { externalJobId: 'x', result: sampleResult() }, refusing)).not.toThrow();
  });
});

describe('cd-job run id', () => {
  it('reads the local run id beside the processing job id', () => {
    localStorage.setItem('cd-job-p1', JSON.stringify({ externalJobId: 'ext-1', jobId: 'local-1' }));
    expect(readCachedRunId('p1')).toBe('local-1');
    localStorage.setItem('cd-job-p1', JSON.stringify({ externalJobId: 'ext-1' }));
    expect(readCachedRunId('p1')).toBeNull();
    localStorage.setItem('cd-job-p1', '[');
    expect(readCachedRunId('p1')).toBeNull();
  });
});
