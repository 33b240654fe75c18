import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REMOTE_UNAVAILABLE_TITLE, RemoteUnavailable } from './RemoteUnavailable';

describe('RemoteUnavailable', () => {
  it('is an alert naming the remote and its failure', () => {
    render(<RemoteUnavailable remoteName="mfe_review" details="Failed to fetch manifest" onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(REMOTE_UNAVAILABLE_TITLE);
    expect(alert.textContent).toContain('mfe_review');
    expect(screen.getByTestId('remote-unavailable-details').textContent).toBe('Failed to fetch manifest');
  });

  it('calls onRetry when Retry is pressed', () => {
    const onRetry = vi.fn();
    render(<RemoteUnavailable remoteName="mfe_review" onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
