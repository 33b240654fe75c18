import type { CityDirectoryRun } from '@groundwork/contracts';
import { describe, expect, it, vi } from 'vitest';
import { findRestorableJob, runIdOf } from './restorable-job';

const aRun = (jobId: string, externalJobId: string): CityDirectoryRun => ({
  jobId,
  externalJobId,
  filename: 'directory.pdf',
  status: 'completed',
  createdAt: '2026-02-01T10:00:00.000Z',
  completedAt: null,
  parsedKey: null,
});
const runs = [aRun('local-2', 'ext-2'), aRun('local-1', 'ext-1')];

describe('findRestorableJob', () => {
  it("takes the project's job, with its local run id when the runs list it", async () => {
    await expect(findRestorableJob({ projectExternalJobId: 'ext-1', listRuns: async () => runs })).resolves.toEqual({
      externalJobId: 'ext-1',
      jobId: 'local-1',
    });
    await expect(findRestorableJob({ projectExternalJobId: 'ext-9', listRuns: async () => runs })).resolves.toEqual({ externalJobId: 'ext-9' });
  });

  it('falls back to the newest run, and to nothing', async () => {
    await expect(findRestorableJob({ projectExternalJobId: undefined, listRuns: async () => runs })).resolves.toEqual({
      externalJobId: 'ext-2',
      jobId: 'local-2',
    });
    await expect(findRestorableJob({ projectExternalJobId: undefined, listRuns: async () => [] })).resolves.toBeNull();
  });

  it('reads a failed runs list as empty', async () => {
    const listRuns = vi.fn(async (): Promise<CityDirectoryRun[]> => {
      throw new Error('500: down');
    });
    await expect(findRestorableJob({ projectExternalJobId: undefined, listRuns })).resolves.toBeNull();
    await expect(findRestorableJob({ projectExternalJobId: 'ext-1', listRuns })).resolves.toEqual({ externalJobId: 'ext-1' });
  });
});

describe('runIdOf', () => {
  it('finds the local run of a processing job', () => {
    expect(runIdOf(runs, 'ext-1')).toBe('local-1');
    expect(runIdOf(runs, 'nope')).toBeUndefined();
  });
});
