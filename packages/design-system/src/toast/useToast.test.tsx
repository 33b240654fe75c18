import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { failureToast, successToast, type ToastContent } from './toast-content';
import { useToast } from './useToast';

function ToastButtons({ toasts }: { toasts: ToastContent[] }) {
  const { toast, dismiss } = useToast();
  return (
    <>
      {toasts.map((content, index) => (
        <button key={content.title + index} type="button" onClick={() => toast(content)}>
          show {index}
        </button>
      ))}
      <button type="button" onClick={dismiss}>
        dismiss
      </button>
    </>
  );
}

const visibleNotices = () => document.querySelectorAll('.gw-toast');

describe('useToast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps at most one toast visible: the newest', async () => {
    render(
      <AppThemeProvider>
        <ToastButtons toasts={[failureToast('loginFailed'), successToast('loggedIn')]} />
      </AppThemeProvider>,
    );
    fireEvent.click(screen.getByText('show 0'));
    expect(await screen.findByText('Login failed', { selector: '.gw-toast-title' })).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByText('show 1'));
    expect(await screen.findByText('Logged in successfully')).toBeInstanceOf(HTMLElement);
    await vi.waitFor(() => expect(visibleNotices()).toHaveLength(1));
    expect(visibleNotices()[0]?.textContent).toContain('Success');
  });

  it('marks destructive toasts as alerts with the error style', async () => {
    render(
      <AppThemeProvider>
        <ToastButtons toasts={[failureToast('unauthorized')]} />
      </AppThemeProvider>,
    );
    fireEvent.click(screen.getByText('show 0'));
    const message = await screen.findByText('You are logged out. Logging in again...');
    const notice = message.closest('.gw-toast');
    expect(notice?.classList.contains('gw-toast-destructive')).toBe(true);
    expect(notice?.getAttribute('role')).toBe('alert');
  });

  it('closes a toast after 5000 ms, not before', async () => {
    vi.useFakeTimers();
    render(
      <AppThemeProvider>
        <ToastButtons toasts={[successToast('emailConfirmed')]} />
      </AppThemeProvider>,
    );
    fireEvent.click(screen.getByText('show 0'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4900);
    });
    expect(visibleNotices()).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(screen.queryByText('Email confirmed! You can now log in.')).toBeNull();
  });

  it('dismisses every toast on demand', async () => {
    render(
      <AppThemeProvider>
        <ToastButtons toasts={[successToast('passwordUpdated')]} />
      </AppThemeProvider>,
    );
    fireEvent.click(screen.getByText('show 0'));
    expect(await screen.findByText('Password updated and logged in successfully')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByText('dismiss'));
    await vi.waitFor(() => expect(screen.queryByText('Password updated and logged in successfully')).toBeNull());
  });
});
