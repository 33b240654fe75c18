import { studyRunAtom } from '@groundwork/design-system';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleResult } from '../test/fixtures';
import { cachedDirectoryAtom, directoryRunIdAtom } from './directory-atoms';

afterEach(() => localStorage.clear());

describe('cachedDirectoryAtom (cd-data)', () => {
  it('reads a result stored in the format the tab has always written', () => {
    localStorage.setItem('cd-data-p1', JSON.stringify({ externalJobId: 'ext-1', result: sampleResult() }));
    expect(createStore().get(cachedDirectoryAtom('p1'))).toEqual({ externalJobId: 'ext-1', result: sampleResult() });
  });

  it('keeps the result per project under cd-data-<projectId>, round trip through the browser', () => {
    const store = createStore();
    store.set(cachedDirectoryAtom('p1'), { externalJobId: 'ext-1', result: sampleResult() });
    expect(JSON.parse(localStorage.getItem('cd-data-p1')!)).toEqual({ externalJobId: 'ext-1', result: sampleResult() });
    expect(createStore().get(cachedDirectoryAtom('p1'))).toEqual({ externalJobId: 'ext-1', result: sampleResult() });
    expect(store.get(cachedDirectoryAtom('p2'))).toBeNull();
    store.set(cachedDirectoryAtom('p1'), null);
    expect(localStorage.getItem('cd-data-p1')).toBeNull();
    expect(store.get(cachedDirectoryAtom('p1'))).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['no job id', JSON.stringify({ result: sampleResult() })],
    ['not a result', JSON.stringify({ externalJobId: 'ext-1', result: { parsedEntries: [{ id: 1 }] } })],
  ])('reads %s as no cache', (_case, stored) => {
    localStorage.setItem('cd-data-p1', stored);
    expect(createStore().get(cachedDirectoryAtom('p1'))).toBeNull();
  });
});

describe('directoryRunIdAtom (cd-job run id)', () => {
  it('reads the local run id beside the processing job id', () => {
    localStorage.setItem('cd-job-p1', JSON.stringify({ externalJobId: 'ext-1', jobId: 'local-1' }));
    expect(createStore().get(directoryRunIdAtom('p1'))).toBe('local-1');
    localStorage.setItem('cd-job-p1', JSON.stringify({ externalJobId: 'ext-1' }));
    expect(createStore().get(directoryRunIdAtom('p1'))).toBeNull();
    localStorage.setItem('cd-job-p1', '[');
    expect(createStore().get(directoryRunIdAtom('p1'))).toBeNull();
  });

  it('follows the run atom as it changes', () => {
    const store = createStore();
    store.set(studyRunAtom('cd', 'p1'), { jobId: 'ext-2', extra: { jobId: 'local-2' } });
    expect(store.get(directoryRunIdAtom('p1'))).toBe('local-2');
  });
});
