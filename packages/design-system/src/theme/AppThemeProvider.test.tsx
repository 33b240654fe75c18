import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
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
