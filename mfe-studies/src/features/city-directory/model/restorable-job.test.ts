import type { CityDirectoryRun } from '@groundwork/contracts';
import { describe, expect, it, vi } from 'vitest';
import { findRestorableJob } from './restorable-job';

const aRun = (jobId: string): CityDirectoryRun => ({
  jobId,
  filename: 'directory.pdf',
  status: 'completed',
  createdAt: '2026-02-01T10:00:00.000Z',
  completedAt: null,
  parsedKey: null,
});
const runs = [aRun('run-2'), aRun('run-1')];

describe('findRestorableJob', () => {
  it("takes the project's run without asking for the runs", async () => {
    const listRuns = vi.fn(async () => runs);
    await expect(findRestorableJob({ projectExternalJobId: 'run-1', listRuns })).resolves.toBe('run-1');
    expect(listRuns).not.toHaveBeenCalled();
  });

  it('falls back to the newest run, and to nothing', async () => {
    await expect(findRestorableJob({ projectExternalJobId: undefined, listRuns: async () => runs })).resolves.toBe('run-2');
    await expect(findRestorableJob({ projectExternalJobId: undefined, listRuns: async () => [] })).resolves.toBeNull();
  });

  it('reads a failed runs list as empty', async () => {
    const listRuns = vi.fn(async (): Promise<CityDirectoryRun[]> => {
      throw new Error('500: down');
    });
    await expect(findRestorableJob({ projectExternalJobId: undefined, listRuns })).resolves.toBeNull();
  });
});
