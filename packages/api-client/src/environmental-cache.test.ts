import { describe, expect, it } from 'vitest';
import { cachedNarratives, withNarratives, withSavedNarrative } from './environmental-cache';

const item = (narrative: string) => ({ address: '1 Main St', target: 'Site', narrative, document_links: [] });
const entry = () => ({
  jobId: 'job-1',
  narrativeData: { items: [item('A.'), item('B.')] },
  narratives: [],
  updatedAt: '2026-03-01T00:00:00.000Z',
});

describe('the environmental-db browser copy', () => {
  it('reads a narrative entry, and counts anything else as none', () => {
    expect(cachedNarratives(entry())?.narrativeData.items[1]?.narrative).toBe('B.');
    expect(cachedNarratives({ jobId: 'job-1' })).toBeNull();
    expect(cachedNarratives(null)).toBeNull();
  });

  it("keeps the run's job id and other fields when the server's narrative replaces the copy", () => {
    const narratives = { jobId: 'job-2', narrativeData: { items: [item('C.')] }, narratives: [], updatedAt: 't2' };
    expect(withNarratives({ ...entry(), jobId: 'running', extra: 1 }, narratives)).toEqual({
      jobId: 'running',
      extra: 1,
      narrativeData: narratives.narrativeData,
      narratives: [],
      updatedAt: 't2',
    });
    expect(withNarratives({ ...entry(), jobId: 'running' }, null)).toEqual({ jobId: 'running' });
  });

  it("replaces one item's narrative and the time, keeping the rest", () => {
    const saved = withSavedNarrative({ ...entry(), extra: 1 }, 1, 'B, closed.', '2026-03-03T15:00:00.000Z');
    expect(saved).toEqual({ ...entry(), extra: 1, narrativeData: { items: [item('A.'), item('B, closed.')] }, updatedAt: '2026-03-03T15:00:00.000Z' });
    expect(withSavedNarrative(entry(), 5, 'x', 't')).toEqual(entry());
    expect(withSavedNarrative(null, 0, 'x', 't')).toBeNull();
  });
});
