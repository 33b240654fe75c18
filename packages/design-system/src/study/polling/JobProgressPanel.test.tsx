import type { Job } from '@groundwork/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PollingState } from './job-polling';
import { JobProgressPanel } from './JobProgressPanel';
import { useJobPolling } from './useJobPolling';

const job: Job = { jobId: 'j1', status: 'COMPLETED', progress: 100 };
const tracked = { jobId: 'j1', startedAt: 0 };
const polling = (overrides: Partial<Extract<PollingState, { status: 'polling' }>> = {}): PollingState => ({
  status: 'polling',
  ...tracked,
  polls: 3,
  progress: 42,
  lastReported: 42,
  unchanged: 0,
  lastError: null,
  job: null,
  ...overrides,
});

describe('JobProgressPanel', () => {
  it('shows nothing while idle', () => {
    const { container } = render(<JobProgressPanel study="cd" state={{ status: 'idle' }} />);
    expect(container.innerHTML).toBe('');
  });

  it('says it is checking a restored job', () => {
    render(<JobProgressPanel study="cd" state={{ status: 'restoring', ...tracked }} />);
    expect(screen.getByRole('status').textContent).toContain('Checking the last processing job...');
  });

  it('shows the progress and the typical duration while processing', () => {
    render(<JobProgressPanel study="aerial" state={polling()} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Processing typically takes 5-15 minutes.')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns Status Check Failed with the error while it keeps polling', () => {
    render(<JobProgressPanel study="cd" state={polling({ lastError: '502: Bad Gateway' })} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Status Check Failed');
    expect(alert.textContent).toContain('502: Bad Gateway');
    expect(screen.getByRole('progressbar')).toBeInstanceOf(HTMLElement);
  });

  it('says Polling Failed for the aerial study', () => {
    render(<JobProgressPanel study="aerial" state={polling({ lastError: 'Network error' })} />);
    expect(screen.getByRole('alert').textContent).toContain('Polling Failed');
  });

  it('shows completion with the caller description and an optional reset', () => {
    const onReset = vi.fn();
    render(<JobProgressPanel study="cd" state={{ status: 'completed', ...tracked, job }} completedDescription="128 entries found" onReset={onReset} />);
    expect(screen.getByText('Processing Complete')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('128 entries found')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Upload Another File' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('shows Processing Failed with the server message, or a fallback', () => {
    const { rerender } = render(<JobProgressPanel study="cd" state={{ status: 'failed', ...tracked, job, message: 'This PDF is encrypted.' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Processing FailedThis PDF is encrypted.');
    rerender(<JobProgressPanel study="cd" state={{ status: 'failed', ...tracked, job, message: null }} />);
    expect(screen.getByRole('alert').textContent).toContain('The processing service gave no reason.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows Processing Timeout with Check Again', () => {
    const onRetry = vi.fn();
    render(<JobProgressPanel study="cd" state={{ status: 'timeout', ...tracked, progress: 70 }} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Processing Timeout');
    expect(alert.textContent).toContain('Processing is taking longer than expected.');
    fireEvent.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('gives the database its own timeout message', () => {
    render(<JobProgressPanel study="database" state={{ status: 'timeout', ...tracked, progress: 70 }} />);
    expect(screen.getByRole('alert').textContent).toContain('Processing timeout - please check back later');
  });

  it('shows Processing Appears Stuck with both ways out', () => {
    const onRetry = vi.fn();
    const onReset = vi.fn();
    render(<JobProgressPanel study="cd" state={{ status: 'stuck', ...tracked, progress: 40 }} onRetry={onRetry} onReset={onReset} />);
    expect(screen.getByRole('alert').textContent).toContain('Processing Appears Stuck');
    fireEvent.click(screen.getByRole('button', { name: 'Check Again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Another File' }));
    expect([onRetry.mock.calls.length, onReset.mock.calls.length]).toEqual([1, 1]);
  });

  it('shows Job Not Found', () => {
    render(<JobProgressPanel study="aerial" state={{ status: 'notFound', ...tracked }} />);
    expect(screen.getByRole('alert').textContent).toContain('Job Not Found');
  });

  it('takes copy overrides', () => {
    render(<JobProgressPanel study="cd" state={{ status: 'notFound', ...tracked }} copy={{ notFoundTitle: 'Gone' }} />);
    expect(screen.getByRole('alert').textContent).toContain('Gone');
  });
});

function Harness({ fetchJob }: { fetchJob: (jobId: string) => Promise<Job> }) {
  const polling = useJobPolling({ study: 'cd', projectId: 'p1', fetchJob });
  return (
    <>
      <button type="button" onClick={() => polling.start('ext-1')}>
        start
      </button>
      <JobProgressPanel study="cd" state={polling.state} onRetry={polling.retry} onReset={polling.reset} />
    </>
  );
}

describe('JobProgressPanel with useJobPolling', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('goes from progress through a failed check to Processing Failed', async () => {
    vi.useFakeTimers();
    const answers: (Job | Error)[] = [
      { jobId: 'ext-1', status: 'PROCESSING', progress: 5 },
      new Error('Failed to parse server response'),
      { jobId: 'ext-1', status: 'FAILED', progress: 30, errorMessage: 'No pages could be read.' },
    ];
    const fetchJob = vi.fn(async () => {
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    render(<Harness fetchJob={fetchJob} />);
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('10');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('alert').textContent).toContain('Failed to parse server response');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('alert').textContent).toBe('Processing FailedNo pages could be read.Upload Another File');
    expect(localStorage.getItem('cd-job-p1')).toBeNull();
  });
});
