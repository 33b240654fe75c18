import { ApiError } from '@groundwork/api-client';
import type { Job } from '@groundwork/contracts';
import { act, renderHook, type RenderHookOptions } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useJobPolling, type UseJobPollingOptions } from './useJobPolling';

const job = (status: string, progress: number, extra: Partial<Job> = {}): Job => ({ jobId: 'ext-1', status, progress, ...extra });
const notFound = () => new ApiError(404, '{"message":"Job not found","code":"JOB_NOT_FOUND","requestId":"r-1"}');

type FetchJob = UseJobPollingOptions['fetchJob'];
let fetchJob: ReturnType<typeof vi.fn<FetchJob>>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchJob = vi.fn<FetchJob>();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** One act per interval, so each answer renders and schedules the next check. */
async function advanceChecks(count: number, intervalMs: number) {
  for (let i = 0; i < count; i += 1) await advance(intervalMs);
}

/** Answers the next checks in order; the last answer repeats. */
function answers(...results: (Job | Error)[]) {
  let call = 0;
  fetchJob.mockImplementation(async () => {
    const result = results[Math.min(call, results.length - 1)]!;
    call += 1;
    if (result instanceof Error) throw result;
    return result;
  });
}

/** Each test in its own jotai store, as a fresh page gives the shell's Provider. */
const renderInStore = <Result, Props>(hook: (props: Props) => Result, options: RenderHookOptions<Props> = {}) =>
  renderHook(hook, { ...options, wrapper: ({ children }: { children: ReactNode }) => <Provider>{children}</Provider> });

describe('useJobPolling', () => {
  it('polls a started job at once, then every 2 s, until it completes', async () => {
    answers(job('PENDING', 0), job('PROCESSING', 45), job('COMPLETED', 100));
    const onCompleted = vi.fn();
    const { result } = renderInStore(() => useJobPolling({ study: 'cd', projectId: 'p1', fetchJob, onCompleted }));
    expect(result.current.state.status).toBe('idle');
    act(() => result.current.start('ext-1'));
    expect(JSON.parse(localStorage.getItem('cd-job-p1')!)).toEqual({ jobId: 'ext-1' });
    await advance(0);
    expect(result.current.state).toMatchObject({ status: 'polling', progress: 10, polls: 1 });
    await advance(1999);
    expect(fetchJob).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(result.current.state).toMatchObject({ status: 'polling', progress: 45 });
    await advance(2000);
    expect(result.current.state.status).toBe('completed');
    expect(onCompleted).toHaveBeenCalledExactlyOnceWith(job('COMPLETED', 100));
    await advance(10_000);
    expect(fetchJob).toHaveBeenCalledTimes(3);
    expect(fetchJob.mock.calls[0]![0]).toBe('ext-1');
    expect(localStorage.getItem('cd-job-p1')).not.toBeNull();
  });

  it('restores a finished job from the project cache when the tab is reopened', async () => {
    localStorage.setItem('cd-job-p1', JSON.stringify({ jobId: 'ext-7' }));
    answers(job('COMPLETED', 100, { jobId: 'ext-7' }));
    const onCompleted = vi.fn();
    const { result } = renderInStore(() => useJobPolling({ study: 'cd', projectId: 'p1', fetchJob, onCompleted }));
    expect(result.current.state).toMatchObject({ status: 'restoring', jobId: 'ext-7' });
    await advance(0);
    expect(result.current.state.status).toBe('completed');
    expect(onCompleted).toHaveBeenCalledOnce();
  });

  it('restores a running job and keeps following it', async () => {
    localStorage.setItem('environmental-db-p1', JSON.stringify({ jobId: 'db-1', narratives: [] }));
    answers(job('RUNNING', 30, { studies: { database: { status: 'RUNNING', progress: 30 } } }));
    const { result } = renderInStore(() => useJobPolling({ study: 'database', projectId: 'p1', fetchJob }));
    await advance(0);
    expect(result.current.state).toMatchObject({ status: 'polling', jobId: 'db-1', progress: 30 });
    await advance(5000);
    expect(fetchJob).toHaveBeenCalledTimes(2);
  });

  it('clears a stored job that answers 404 and shows nothing', async () => {
    localStorage.setItem('cd-job-p1', JSON.stringify({ jobId: 'gone' }));
    answers(notFound());
    const { result } = renderInStore(() => useJobPolling({ study: 'cd', projectId: 'p1', fetchJob }));
    await advance(0);
    expect(result.current.state.status).toBe('idle');
    expect(localStorage.getItem('cd-job-p1')).toBeNull();
    await advance(10_000);
    expect(fetchJob).toHaveBeenCalledOnce();
  });

  it('fails with the server message and clears the saved job', async () => {
    answers(job('FAILED', 20, { errorMessage: 'This PDF is encrypted.' }));
    const onFailed = vi.fn();
    const { result } = renderInStore(() => useJobPolling({ study: 'cd', projectId: 'p1', fetchJob, onFailed }));
    act(() => result.current.start('ext-1'));
    await advance(0);
    expect(result.current.state).toMatchObject({ status: 'failed', message: 'This PDF is encrypted.' });
    expect(localStorage.getItem('cd-job-p1')).toBeNull();
    expect(onFailed).toHaveBeenCalledOnce();
  });

  it('reads the study message of an aerial failure', async () => {
    answers(job('RUNNING', 50, { studies: { aerial: { status: 'FAILED', errorMessage: 'No photos found' } } }));
    const { result } = renderInStore(() => useJobPolling({ study: 'aerial', fetchJob }));
    act(() => result.current.start('a1'));
    await advance(0);
    expect(result.current.state).toMatchObject({ status: 'failed', message: 'No photos found' });
  });

  it('backs off to 5 s after a failed check and reports every error', async () => {
    answers(new Error('500: {"message":"boom"}'), job('PROCESSING', 40));
    const onCheckError = vi.fn();
    const { result } = renderInStore(() => useJobPolling({ study: 'cd', fetchJob, onCheckError, describeError: () => 'The server had a problem' }));
    act(() => result.current.start('ext-1'));
    await advance(0);
    expect(result.current.state).toMatchObject({ status: 'polling', lastError: 'The server had a problem' });
    expect(onCheckError).toHaveBeenCalledOnce();
    await advance(4999);
    expect(fetchJob).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(result.current.state).toMatchObject({ lastError: null, progress: 40 });
  });

  it('uses the error message by default', async () => {
    answers(new Error('Failed to parse server response'));
    const { result } = renderInStore(() => useJobPolling({ study: 'cd', fetchJob }));
    act(() => result.current.start('ext-1'));
    await advance(0);
    expect(result.current.state).toMatchObject({ lastError: 'Failed to parse server response' });
  });

  it('treats an aerial 404 as pending for 30 s, then as Job Not Found', async () => {
    answers(notFound());
    const { result } = renderInStore(() => useJobPolling({ study: 'aerial', fetchJob }));
    act(() => result.current.start('a1'));
    await advance(0);
    await advanceChecks(3, 8000);
    expect(result.current.state).toMatchObject({ status: 'polling', lastError: null });
    await advance(8000);
    expect(result.current.state.status).toBe('notFound');
    expect(fetchJob).toHaveBeenCalledTimes(5);
  });

  it('times out after the maximum checks and checks again on retry', async () => {
    let progress = 0;
    fetchJob.mockImplementation(async () => {
      progress = (progress + 1) % 90;
      return job('PROCESSING', progress);
    });
    const { result } = renderInStore(() => useJobPolling({ study: 'database', fetchJob }));
    act(() => result.current.start('db-1'));
    await advance(0);
    await advanceChecks(119, 5000);
    expect(result.current.state.status).toBe('timeout');
    expect(fetchJob).toHaveBeenCalledTimes(120);
    act(() => result.current.retry());
    await advance(0);
    expect(result.current.state).toMatchObject({ status: 'polling', polls: 1 });
  });

  it('calls a job stuck after 65 unchanged checks', async () => {
    answers(job('PROCESSING', 55));
    const { result } = renderInStore(() => useJobPolling({ study: 'cd', fetchJob }));
    act(() => result.current.start('ext-1'));
    await advance(0);
    await advanceChecks(65, 2000);
    expect(result.current.state).toMatchObject({ status: 'stuck', progress: 55 });
    expect(fetchJob).toHaveBeenCalledTimes(66);
  });

  it('stops checking on reset and on unmount, ignoring an answer in flight', async () => {
    let resolveCheck: (value: Job) => void = () => undefined;
    fetchJob.mockImplementation(() => new Promise<Job>((resolve) => (resolveCheck = resolve)));
    const onCompleted = vi.fn();
    const { result, unmount } = renderInStore(() => useJobPolling({ study: 'cd', projectId: 'p1', fetchJob, onCompleted }));
    act(() => result.current.start('ext-1'));
    await advance(0);
    expect(fetchJob.mock.calls[0]![1].aborted).toBe(false);
    act(() => result.current.reset());
    expect(fetchJob.mock.calls[0]![1].aborted).toBe(true);
    await act(async () => resolveCheck(job('COMPLETED', 100)));
    expect(result.current.state.status).toBe('idle');
    expect(onCompleted).not.toHaveBeenCalled();
    expect(localStorage.getItem('cd-job-p1')).toBeNull();

    fetchJob.mockResolvedValue(job('PROCESSING', 20));
    act(() => result.current.start('ext-2'));
    await advance(0);
    unmount();
    await advance(20_000);
    expect(fetchJob).toHaveBeenCalledTimes(2);
  });

  it('follows the stored job of the project shown', async () => {
    localStorage.setItem('aerial-data-p1', JSON.stringify({ jobId: 'a-p1' }));
    localStorage.setItem('aerial-data-p2', JSON.stringify({ jobId: 'a-p2' }));
    answers(job('PROCESSING', 20));
    const { result, rerender } = renderInStore(({ projectId }) => useJobPolling({ study: 'aerial', projectId, fetchJob }), {
      initialProps: { projectId: 'p1' },
    });
    await advance(0);
    rerender({ projectId: 'p2' });
    await advance(0);
    expect(result.current.state).toMatchObject({ jobId: 'a-p2' });
    rerender({ projectId: 'p3' });
    expect(result.current.state.status).toBe('idle');
    expect(fetchJob.mock.calls.map(([jobId]) => jobId)).toEqual(['a-p1', 'a-p2']);
  });
});
