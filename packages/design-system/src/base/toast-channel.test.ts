import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../toast/toast-content';
import { createToastChannel } from './toast-channel';

const toast = (title: string) => ({ title, variant: 'destructive' as const });

describe('createToastChannel', () => {
  it('shows a toast in the outlet mounted last only', () => {
    const channel = createToastChannel();
    const first = vi.fn();
    const second = vi.fn();
    channel.subscribe(first);
    const unsubscribe = channel.subscribe(second);
    channel.publish(toast('Login failed'));
    expect(second).toHaveBeenCalledWith(toast('Login failed'));
    expect(first).not.toHaveBeenCalled();
    unsubscribe();
    channel.publish(toast('Logout failed'));
    expect(first).toHaveBeenCalledWith(toast('Logout failed'));
  });

  it('keeps the last toast published with no outlet for the next outlet within 5 s', () => {
    let clock = 1_000;
    const channel = createToastChannel(() => clock);
    channel.publish(toast('Unauthorized'));
    channel.publish(toast('Logout failed'));
    clock += TOAST_DURATION_MS - 1;
    const outlet = vi.fn();
    channel.subscribe(outlet);
    expect(outlet.mock.calls).toEqual([[toast('Logout failed')]]);
    // Delivered once: the next outlet does not show it again.
    const next = vi.fn();
    channel.subscribe(next);
    expect(next).not.toHaveBeenCalled();
  });

  it('drops a waiting toast once it would no longer have been visible', () => {
    let clock = 1_000;
    const channel = createToastChannel(() => clock);
    channel.publish(toast('Unauthorized'));
    clock += TOAST_DURATION_MS;
    const outlet = vi.fn();
    channel.subscribe(outlet);
    expect(outlet).not.toHaveBeenCalled();
  });
});
