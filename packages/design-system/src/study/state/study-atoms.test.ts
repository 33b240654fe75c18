import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studyCacheEntryAtom, studyRunAtom, unsavedEditsAtom } from './study-atoms';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

describe('studyRunAtom', () => {
  it('reads a run stored in the format the tabs have always written', () => {
    localStorage.setItem('cd-job-p1', JSON.stringify({ externalJobId: 'ext-1', jobId: 'local-1' }));
    localStorage.setItem('aerial-data-p1', JSON.stringify({ jobId: 'a-1', predictions: [{ year: 1990 }] }));
    localStorage.setItem('environmental-db-p1', JSON.stringify({ jobId: 'db-1', narratives: [], updatedAt: 't' }));
    const store = createStore();
    expect(store.get(studyRunAtom('cd', 'p1'))).toBe('ext-1');
    expect(store.get(studyRunAtom('aerial', 'p1'))).toBe('a-1');
    expect(store.get(studyRunAtom('database', 'p1'))).toBe('db-1');
    expect(store.get(studyCacheEntryAtom('cd-job', 'p1'))).toEqual({ externalJobId: 'ext-1', jobId: 'local-1' });
  });

  it('reads nothing from a missing, corrupt or non-object entry', () => {
    expect(createStore().get(studyRunAtom('cd', 'p1'))).toBeNull();
    localStorage.setItem('cd-job-p1', '{not json');
    expect(createStore().get(studyRunAtom('cd', 'p1'))).toBeNull();
    localStorage.setItem('cd-job-p1', '["x1"]');
    expect(createStore().get(studyRunAtom('cd', 'p1'))).toBeNull();
  });

  it('keeps the city directory run as its one jobId, round trip through the browser', () => {
    const store = createStore();
    const run = studyRunAtom('cd', 'p1');
    store.set(run, 'run-1');
    expect(stored('cd-job-p1')).toEqual({ jobId: 'run-1' });
    expect(store.get(run)).toBe('run-1');
    // A new page (a new store) reads back what the last one wrote.
    expect(createStore().get(run)).toBe('run-1');
    store.set(run, null);
    expect(localStorage.getItem('cd-job-p1')).toBeNull();
    expect(store.get(run)).toBeNull();
  });

  it('reads a cd-job entry written before one id per run by its polled id, and rewrites it with one', () => {
    localStorage.setItem('cd-job-p1', JSON.stringify({ externalJobId: 'ext-1', jobId: 'local-1' }));
    const store = createStore();
    const run = studyRunAtom('cd', 'p1');
    expect(store.get(run)).toBe('ext-1');
    store.set(run, 'run-2');
    expect(stored('cd-job-p1')).toEqual({ jobId: 'run-2' });
  });

  it('keeps a jobId next to the cached data of the other studies, and clears only the id', () => {
    localStorage.setItem('environmental-db-p2', JSON.stringify({ jobId: 'old', narratives: [{ site_name: 'A' }], updatedAt: 't' }));
    const store = createStore();
    const run = studyRunAtom('database', 'p2');
    expect(store.get(run)).toBe('old');
    store.set(run, 'new');
    expect(stored('environmental-db-p2')).toEqual({ jobId: 'new', narratives: [{ site_name: 'A' }], updatedAt: 't' });
    store.set(run, null);
    expect(stored('environmental-db-p2')).toEqual({ narratives: [{ site_name: 'A' }], updatedAt: 't' });
    expect(store.get(run)).toBeNull();
  });

  it('keeps projects apart', () => {
    const store = createStore();
    store.set(studyRunAtom('aerial', 'p1'), 'a1');
    expect(store.get(studyRunAtom('aerial', 'p2'))).toBeNull();
    expect(store.get(studyRunAtom('aerial', 'p1'))).toBe('a1');
    expect(localStorage.getItem('aerial-data-p2')).toBeNull();
  });

  it('removes a corrupt entry on clear', () => {
    localStorage.setItem('aerial-data-p1', 'garbage');
    createStore().set(studyRunAtom('aerial', 'p1'), null);
    expect(localStorage.getItem('aerial-data-p1')).toBeNull();
  });

  it('shrugs off a browser that refuses to store, keeping the run for this page', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = createStore();
    const run = studyRunAtom('cd', 'p1');
    expect(() => store.set(run, 'x')).not.toThrow();
    expect(store.get(run)).toBe('x');
    expect(() => store.set(run, null)).not.toThrow();
    expect(store.get(run)).toBeNull();
  });
});

describe('unsavedEditsAtom', () => {
  it('is cleared when the tab follows a new run (a new upload), not when the same run is saved again', () => {
    const store = createStore();
    const run = studyRunAtom('cd', 'p1');
    const unsaved = unsavedEditsAtom('cd', 'p1');
    store.set(run, 'run-1');
    store.set(unsaved, true);
    store.set(run, 'run-1');
    expect(store.get(unsaved)).toBe(true);
    store.set(run, 'run-2');
    expect(store.get(unsaved)).toBe(false);
  });

  it('keeps studies and projects apart', () => {
    const store = createStore();
    store.set(unsavedEditsAtom('cd', 'p1'), true);
    expect(store.get(unsavedEditsAtom('cd', 'p2'))).toBe(false);
    expect(store.get(unsavedEditsAtom('aerial', 'p1'))).toBe(false);
    store.set(studyRunAtom('cd', 'p2'), 'other');
    expect(store.get(unsavedEditsAtom('cd', 'p1'))).toBe(true);
  });
});
