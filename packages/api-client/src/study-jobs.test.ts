import { describe, expect, it } from 'vitest';
import { POLLING_RULES, UPLOAD_PROGRESS_STEPS } from './study-jobs';

describe('study job rules', () => {
  it('holds the spec constants', () => {
    expect(UPLOAD_PROGRESS_STEPS).toEqual([10, 30, 60, 100]);
    expect(POLLING_RULES.cd).toEqual({ intervalMs: 2000, errorIntervalMs: 5000, maxPolls: 150, stuckAfterUnchanged: 65, progressFloor: 10 });
    expect(POLLING_RULES.aerial).toMatchObject({ intervalMs: 8000, timeoutMs: 1_200_000, notFoundGraceMs: 30_000, progressFloor: 10 });
    expect(POLLING_RULES.database).toMatchObject({ intervalMs: 5000, maxPolls: 120 });
  });
});
