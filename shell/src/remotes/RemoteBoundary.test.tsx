import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteComponent, refreshRemote } from './federation';
import { RemoteBoundary } from './RemoteBoundary';
import { remoteCommitMark, remotePaintMark } from './remote-timing';

vi.mock('./federation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./federation')>()),
  loadRemoteComponent: vi.fn(),
  refreshRemote: vi.fn(async () => {}),
}));

const load = vi.mocked(loadRemoteComponent);

function manifestError(): Error {
  return new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
}

function Dashboard() {
  return <h1>Projects</h1>;
}

describe('RemoteBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.mocked(refreshRemote).mockClear();
    load.mockReset();
    vi.restoreAllMocks();
  });

  it('shows a spinner while the remote loads, then the remote component', async () => {
    let resolve: (module: { default: typeof Dashboard }) => void = () => {};
    load.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    render(<RemoteBoundary module="mfe_projects/LoadsSlowly" />);
    expect(screen.getByTestId('remote-loading')).toBeInstanceOf(HTMLElement);
    resolve({ default: Dashboard });
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInstanceOf(HTMLElement);
    expect(load).toHaveBeenCalledWith('mfe_projects/LoadsSlowly');
  });

  it("marks the remote's first commit once it renders, and the frame that paints it", async () => {
    let resolve: (module: { default: typeof Dashboard }) => void = () => {};
    load.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    render(<RemoteBoundary module="mfe_projects/Timed" />);
    expect(performance.getEntriesByName(remoteCommitMark('mfe_projects/Timed'))).toHaveLength(0);
    resolve({ default: Dashboard });
    await screen.findByRole('heading', { name: 'Projects' });
    expect(performance.getEntriesByName(remoteCommitMark('mfe_projects/Timed'))).toHaveLength(1);
    await waitFor(() => expect(performance.getEntriesByName(remotePaintMark('mfe_projects/Timed'))).toHaveLength(1));
  });

  it('shows the fallback for a remote that is down, and Retry loads it afresh', async () => {
    load.mockRejectedValueOnce(manifestError()).mockResolvedValueOnce({ default: Dashboard });
    render(<RemoteBoundary module="mfe_projects/ComesBack" />);

    const fallback = await screen.findByTestId('remote-unavailable');
    expect(fallback.getAttribute('data-remote')).toBe('mfe_projects');
    expect(screen.getByTestId('remote-unavailable-details').textContent).toContain('Failed to get manifest');

    await userEvent.click(screen.getByRole('button', { name: /retry/i }));

    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInstanceOf(HTMLElement);
    expect(refreshRemote).toHaveBeenCalledWith('mfe_projects');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the fallback when the retry fails too', async () => {
    load.mockRejectedValue(manifestError());
    render(<RemoteBoundary module="mfe_projects/StaysDown" />);
    await userEvent.click(await screen.findByRole('button', { name: /retry/i }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('remote-unavailable')).toBeInstanceOf(HTMLElement);
  });

  it('catches a remote that throws while rendering; Retry re-renders without refreshing the registry', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new TypeError("Cannot read properties of undefined (reading 'map')");
      return <h1>Recovered</h1>;
    }
    load.mockResolvedValue({ default: Flaky });
    render(<RemoteBoundary module="mfe_studies/Flaky" />);

    expect((await screen.findByTestId('remote-unavailable-details')).textContent).toContain("reading 'map'");
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));

    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInstanceOf(HTMLElement);
    expect(refreshRemote).not.toHaveBeenCalled();
  });

  it('reuses a loaded remote when its route is shown again', async () => {
    load.mockResolvedValue({ default: Dashboard });
    const first = render(<RemoteBoundary module="mfe_projects/Cached" />);
    await screen.findByRole('heading', { name: 'Projects' });
    first.unmount();

    render(<RemoteBoundary module="mfe_projects/Cached" />);
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInstanceOf(HTMLElement);
    expect(load).toHaveBeenCalledOnce();
  });
});
