import type { Job } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { jobErrorMessageFor, jobPhase, jobPhaseFor, jobProgressFor } from './job-phase';

describe('jobPhase', () => {
  it.each(['PENDING', 'PROCESSING', 'RUNNING', 'IN_PROGRESS'])('%s is running', (status) => {
    expect(jobPhase(status)).toBe('running');
  });

  it.each(['COMPLETED', 'COMPLETE', 'SUCCEEDED', 'DONE', 'SUCCESS'])('%s is done', (status) => {
    expect(jobPhase(status)).toBe('done');
  });

  it('reads FAILED as failed, in any letter case', () => {
    expect([jobPhase('FAILED'), jobPhase('failed'), jobPhase(' Failed ')]).toEqual(['failed', 'failed', 'failed']);
    expect(jobPhase('completed')).toBe('done');
  });

  it('keeps unknown, empty and missing statuses running', () => {
    expect([jobPhase('QUEUED'), jobPhase(''), jobPhase(undefined), jobPhase(null)]).toEqual(['running', 'running', 'running', 'running']);
  });

  it('applies the aerial done signals only with extras', () => {
    expect(jobPhase('RUNNING', { progress: 100 })).toBe('done');
    expect(jobPhase('RUNNING', { progress: 99.9 })).toBe('running');
    expect(jobPhase('RUNNING', { completed: 8, total: 8 })).toBe('done');
    expect(jobPhase('RUNNING', { completed: 7, total: 8 })).toBe('running');
    expect(jobPhase('RUNNING', { completed: 0, total: 0 })).toBe('running');
    expect(jobPhase('RUNNING', { predictionKey: 'jobs/1/predictions.json' })).toBe('done');
    expect(jobPhase('RUNNING', { predictionKey: '' })).toBe('running');
    expect(jobPhase('PROCESSING')).toBe('running');
  });

  it('lets FAILED win over the aerial done signals', () => {
    expect(jobPhase('FAILED', { progress: 100, predictionKey: 'k' })).toBe('failed');
  });
});

describe('jobPhaseFor', () => {
  const base: Job = { jobId: 'j1', status: 'PROCESSING', progress: 40 };

  it('reads the aerial study from summaryAerial and the aerial state', () => {
    expect(jobPhaseFor({ ...base, summaryAerial: { completed: 3, total: 3 } }, 'aerial')).toBe('done');
    expect(jobPhaseFor({ ...base, studies: { aerial: { status: 'RUNNING', resultKey: 'p.json' } } }, 'aerial')).toBe('done');
    expect(jobPhaseFor({ ...base, studies: { aerial: { status: 'FAILED' } } }, 'aerial')).toBe('failed');
    expect(jobPhaseFor(base, 'aerial')).toBe('running');
  });

  it('reads the database study from studies.database or the older studies.db', () => {
    expect(jobPhaseFor({ ...base, studies: { database: { status: 'SUCCEEDED' } } }, 'database')).toBe('done');
    expect(jobPhaseFor({ ...base, studies: { db: { status: 'FAILED' } } }, 'database')).toBe('failed');
    expect(jobPhaseFor({ ...base, status: 'DONE' }, 'database')).toBe('done');
  });

  it('reads the city directory from the job status only', () => {
    expect(jobPhaseFor({ ...base, summaryAerial: { progress: 100 } }, 'cd')).toBe('running');
    expect(jobPhaseFor({ ...base, status: 'COMPLETED' }, 'cd')).toBe('done');
  });
});

describe('jobProgressFor and jobErrorMessageFor', () => {
  const base: Job = { jobId: 'j1', status: 'PROCESSING', progress: 40, errorMessage: 'job failed' };

  it('prefer the figures of the study to those of the job', () => {
    expect(jobProgressFor({ ...base, summaryAerial: { progress: 75 }, studies: { aerial: { status: 'RUNNING', progress: 60 } } }, 'aerial')).toBe(75);
    expect(jobProgressFor({ ...base, studies: { aerial: { status: 'RUNNING', progress: 60 } } }, 'aerial')).toBe(60);
    expect(jobProgressFor({ ...base, studies: { db: { status: 'RUNNING', progress: 20 } } }, 'database')).toBe(20);
    expect(jobProgressFor({ ...base, summaryAerial: { progress: 75 } }, 'cd')).toBe(40);
    expect(jobErrorMessageFor({ ...base, studies: { database: { status: 'FAILED', errorMessage: 'No records found' } } }, 'database')).toBe('No records found');
    expect(jobErrorMessageFor(base, 'aerial')).toBe('job failed');
    expect(jobErrorMessageFor({ jobId: 'j', status: 'FAILED', progress: 0 }, 'cd')).toBeUndefined();
  });
});
