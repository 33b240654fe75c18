import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { toastChannel } from '../base/toast-channel';
import { AppThemeProvider } from './AppThemeProvider';

function NotificationProbe() {
  const { notification } = App.useApp();
  return <span>{typeof notification.open === 'function' ? 'notification ready' : 'no notification'}</span>;
}

describe('AppThemeProvider', () => {
  it('gives children the antd App hooks', () => {
    render(
      <AppThemeProvider>
        <NotificationProbe />
      </AppThemeProvider>,
    );
    expect(screen.getByText('notification ready')).toBeInstanceOf(HTMLElement);
  });

  it('removes the default body margin', () => {
    render(<AppThemeProvider>content</AppThemeProvider>);
    const style = document.head.querySelector('style[data-href="groundwork-document"]');
    expect(style?.textContent).toContain('body{margin:0;');
  });
});

describe('AppThemeProvider and the toast channel', () => {
  it('shows a toast published on the channel by code above it', async () => {
    render(<AppThemeProvider>screen</AppThemeProvider>);
    act(() => toastChannel.publish({ title: 'Unauthorized', description: 'Please sign in again.', variant: 'destructive' }));
    const title = await screen.findByText('Unauthorized', { selector: '.ant-notification-notice-title' });
    expect(title.closest('.ant-notification-notice')?.textContent).toContain('Please sign in again.');
  });

  it('stops showing channel toasts once unmounted', () => {
    const { unmount } = render(<AppThemeProvider>screen</AppThemeProvider>);
    unmount();
    const outlet = vi.fn();
    const unsubscribe = toastChannel.subscribe(outlet);
    act(() => toastChannel.publish({ title: 'Logout failed', variant: 'destructive' }));
    expect(outlet).toHaveBeenCalledWith({ title: 'Logout failed', variant: 'destructive' });
    unsubscribe();
  });
});
