import { act, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { toastChannel } from '../base/toast-channel';
import { AppThemeProvider } from './AppThemeProvider';

describe('AppThemeProvider', () => {
  afterEach(() => {
    act(() => toastChannel.dismiss());
  });

  it('gives antd components the Groundwork theme', () => {
    render(
      <AppThemeProvider>
        <Button type="primary">Create</Button>
      </AppThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Create' }).className).toContain('ant-btn-primary');
    const styles = [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(styles.toLowerCase()).toContain('#0f6b5c');
  });

  it('removes the default body margin', () => {
    render(<AppThemeProvider>content</AppThemeProvider>);
    const style = document.head.querySelector('style[data-href="groundwork-document"]');
    expect(style?.textContent).toContain('body{margin:0;');
  });

  it('shows a toast published on the channel by code above it', async () => {
    render(<AppThemeProvider>screen</AppThemeProvider>);
    act(() => toastChannel.publish({ title: 'Unauthorized', description: 'Please sign in again.', variant: 'destructive' }));
    const title = await screen.findByText('Unauthorized', { selector: '.gw-toast-title' });
    expect(title.closest('.gw-toast')?.textContent).toContain('Please sign in again.');
  });

  it('stops showing channel toasts once unmounted', () => {
    const { unmount } = render(<AppThemeProvider>screen</AppThemeProvider>);
    unmount();
    act(() => toastChannel.publish({ title: 'Logout failed', variant: 'destructive' }));
    expect(document.querySelector('.gw-toast')).toBeNull();
    expect(toastChannel.snapshot().outlet).toBeNull();
  });
});
