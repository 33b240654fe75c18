import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../toast/toast-content';
import { toastChannel } from './toast-channel';
import { Toaster } from './Toaster';

const publish = (title: string, variant: 'default' | 'success' | 'destructive', description?: string) =>
  act(() => toastChannel.publish({ title, variant, ...(description ? { description } : {}) }));

describe('Toaster', () => {
  afterEach(() => {
    act(() => toastChannel.dismiss());
    vi.useRealTimers();
  });

  it('shows a success toast as a status with its title and message, without antd', () => {
    render(<Toaster />);
    publish('Success', 'success', 'Logged in successfully');
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Success');
    expect(toast.textContent).toContain('Logged in successfully');
    expect(toast.classList.contains('gw-toast-success')).toBe(true);
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('shows a destructive toast as an alert', () => {
    render(<Toaster />);
    publish('Login failed', 'destructive', 'Incorrect username or password.');
    expect(screen.getByRole('alert').textContent).toContain('Incorrect username or password.');
  });

  it('closes with its close button and with Escape', () => {
    render(<Toaster />);
    publish('Login failed', 'destructive');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
    publish('Logout failed', 'destructive');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close notification' }), { key: 'Escape' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays while pointed at and closes its full time after the pointer leaves', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    publish('Success', 'success', 'Email confirmed! You can now log in.');
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the toast once however many toasters are mounted', () => {
    render(
      <>
        <Toaster />
        <Toaster />
      </>,
    );
    publish('Unauthorized', 'destructive', 'You are logged out. Logging in again...');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
  });

  it('shows a toast published before it mounted', () => {
    publish('Unauthorized', 'destructive', 'You are logged out. Logging in again...');
    render(<Toaster />);
    expect(screen.getByRole('alert').textContent).toContain('You are logged out.');
  });
});
