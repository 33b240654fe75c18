import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserJobStore } from './job-store';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

describe('browserJobStore', () => {
  it('reads nothing from a missing, corrupt or non-object entry', () => {
    const store = browserJobStore('cd-job', 'p1');
    expect(store.read()).toBeNull();
    localStorage.setItem('cd-job-p1', '{not json');
    expect(store.read()).toBeNull();
    localStorage.setItem('cd-job-p1', '["x1"]');
    expect(store.read()).toBeNull();
  });

  it('keeps the city directory job as externalJobId beside the local job id', () => {
    const store = browserJobStore('cd-job', 'p1');
    store.save('ext-1', { jobId: 'local-1' });
    expect(stored('cd-job-p1')).toEqual({ externalJobId: 'ext-1', jobId: 'local-1' });
    expect(store.read()).toBe('ext-1');
    store.save('ext-2', { jobId: 'local-2' });
    expect(store.read()).toBe('ext-2');
    store.clear();
    expect(localStorage.getItem('cd-job-p1')).toBeNull();
  });

  it('keeps a jobId next to the cached data of the other studies, and clears only the id', () => {
    localStorage.setItem('environmental-db-p2', JSON.stringify({ jobId: 'old', narratives: [{ site_name: 'A' }], updatedAt: 't' }));
    const store = browserJobStore('environmental-db', 'p2');
    expect(store.read()).toBe('old');
    store.save('new');
    expect(stored('environmental-db-p2')).toEqual({ jobId: 'new', narratives: [{ site_name: 'A' }], updatedAt: 't' });
    store.clear();
    expect(stored('environmental-db-p2')).toEqual({ narratives: [{ site_name: 'A' }], updatedAt: 't' });
    expect(store.read()).toBeNull();
  });

  it('keeps projects apart', () => {
    browserJobStore('aerial-data', 'p1').save('a1');
    expect(browserJobStore('aerial-data', 'p2').read()).toBeNull();
    expect(browserJobStore('aerial-data', 'p1').read()).toBe('a1');
  });

  it('removes a corrupt entry on clear', () => {
    localStorage.setItem('aerial-data-p1', 'garbage');
    browserJobStore('aerial-data', 'p1').clear();
    expect(localStorage.getItem('aerial-data-p1')).toBeNull();
  });

  it('shrugs off a browser that refuses to store', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('SecurityError');
      },
    } as unknown as Storage;
    const store = browserJobStore('cd-job', 'p1', storage);
    expect(() => store.save('x')).not.toThrow();
    expect(() => store.clear()).not.toThrow();
    expect(store.read()).toBeNull();
  });
});
