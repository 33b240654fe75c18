import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleResult } from '../test/fixtures';
import { cachedDirectoryAtom } from './directory-atoms';

afterEach(() => localStorage.clear());

describe('cachedDirectoryAtom (cd-data)', () => {
  it('reads a result stored before one id per run by its polled externalJobId', () => {
    localStorage.setItem('cd-data-p1', JSON.stringify({ externalJobId: 'ext-1', result: sampleResult() }));
    expect(createStore().get(cachedDirectoryAtom('p1'))).toEqual({ jobId: 'ext-1', result: sampleResult() });
  });

  it('keeps the result per project under cd-data-<projectId>, round trip through the browser', () => {
    const store = createStore();
    const cached = { jobId: 'run-1', result: sampleResult(), readAt: '2026-11-25T10:00:00.000Z' };
    store.set(cachedDirectoryAtom('p1'), cached);
    expect(JSON.parse(localStorage.getItem('cd-data-p1')!)).toEqual(cached);
    expect(createStore().get(cachedDirectoryAtom('p1'))).toEqual(cached);
    expect(store.get(cachedDirectoryAtom('p2'))).toBeNull();
    store.set(cachedDirectoryAtom('p1'), null);
    expect(localStorage.getItem('cd-data-p1')).toBeNull();
    expect(store.get(cachedDirectoryAtom('p1'))).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['no job id', JSON.stringify({ result: sampleResult() })],
    ['not a result', JSON.stringify({ jobId: 'run-1', result: { parsedEntries: [{ id: 1 }] } })],
    ['an empty job id', JSON.stringify({ jobId: '', result: sampleResult() })],
  ])('reads %s as no cache', (_case, stored) => {
    localStorage.setItem('cd-data-p1', stored);
    expect(createStore().get(cachedDirectoryAtom('p1'))).toBeNull();
  });
});
