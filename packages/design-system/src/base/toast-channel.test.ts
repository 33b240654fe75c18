import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../toast/toast-content';
import { createToastChannel } from './toast-channel';

const toast = (title: string) => ({ title, variant: 'destructive' as const });

describe('createToastChannel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps one toast, the newest, and tells its subscribers of each change', () => {
    const channel = createToastChannel();
    const listener = vi.fn();
    channel.subscribe(listener);
    channel.publish(toast('Login failed'));
    const first = channel.snapshot().toast;
    channel.publish(toast('Logout failed'));
    expect(channel.snapshot().toast?.content).toEqual(toast('Logout failed'));
    expect(channel.snapshot().toast?.id).not.toBe(first?.id);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hides a toast after 5000 ms, not before, and a newer toast gets its own 5000 ms', () => {
    vi.useFakeTimers();
    const channel = createToastChannel();
    channel.publish(toast('Login failed'));
    vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    channel.publish(toast('Logout failed'));
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(channel.snapshot().toast?.content.title).toBe('Logout failed');
    vi.advanceTimersByTime(1);
    expect(channel.snapshot().toast).toBeNull();
  });

  it('keeps a held toast, and gives it its full time again when released', () => {
    vi.useFakeTimers();
    const channel = createToastChannel();
    channel.publish(toast('Unauthorized'));
    channel.hold(true);
    vi.advanceTimersByTime(TOAST_DURATION_MS * 3);
    expect(channel.snapshot().toast?.content.title).toBe('Unauthorized');
    channel.hold(false);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(channel.snapshot().toast).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(channel.snapshot().toast).toBeNull();
  });

  it('closes the visible toast on dismiss', () => {
    const channel = createToastChannel();
    channel.publish(toast('Login failed'));
    channel.dismiss();
    expect(channel.snapshot().toast).toBeNull();
  });

  it('names the first toaster still mounted as the one that shows the toast', () => {
    const channel = createToastChannel();
    const shell = {};
    const provider = {};
    const unmountShell = channel.mountOutlet(shell);
    const unmountProvider = channel.mountOutlet(provider);
    expect(channel.snapshot().outlet).toBe(shell);
    unmountShell();
    expect(channel.snapshot().outlet).toBe(provider);
    unmountProvider();
    expect(channel.snapshot().outlet).toBeNull();
  });

  it('keeps a toast published before any toaster mounts for the rest of its time', () => {
    vi.useFakeTimers();
    const channel = createToastChannel();
    channel.publish(toast('Unauthorized'));
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000);
    channel.mountOutlet({});
    expect(channel.snapshot().toast?.content.title).toBe('Unauthorized');
    vi.advanceTimersByTime(1000);
    expect(channel.snapshot().toast).toBeNull();
  });
});
