import { ApiError, apiRequest } from '@groundwork/api-client';
import { AppThemeProvider } from '@groundwork/design-system/theme';
import { useMutation } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/fake-api';
import { ShellQueryProvider } from './ShellQueryProvider';
import { createUnauthorizedHandler } from './unauthorized';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createUnauthorizedHandler', () => {
  it('shows the Unauthorized toast, then goes to /api/login after 500 ms, once', () => {
    vi.useFakeTimers();
    const toast = vi.fn();
    const redirect = vi.fn();
    const handle = createUnauthorizedHandler({ toast, redirect });
    handle(new ApiError(401, '{"message":"Unauthorized: invalid or expired token"}'));
    handle(new ApiError(401, '{"message":"Unauthorized"}'));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    vi.advanceTimersByTime(499);
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/api/login');
  });

  it('ignores errors that are not unauthorized', () => {
    vi.useFakeTimers();
    const toast = vi.fn();
    const redirect = vi.fn();
    const handle = createUnauthorizedHandler({ toast, redirect });
    handle(new ApiError(403, '{"message":"Forbidden"}'));
    handle(new ApiError(401, '{"message":"Incorrect email or password"}'));
    vi.runAllTimers();
    expect(toast).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('ShellQueryProvider', () => {
  it('reacts to an unauthorized mutation anywhere below it', async () => {
    const api = stubApi();
    api.on('POST /api/projects', { status: 401, body: { message: 'Unauthorized: invalid or expired token' } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    function CreateProject() {
      const create = useMutation({
        mutationFn: () => apiRequest('POST', '/api/projects', {}),
      });
      return (
        <button type="button" onClick={() => create.mutate()}>
          Create
        </button>
      );
    }
    render(
      <AppThemeProvider>
        <ShellQueryProvider>
          <CreateProject />
        </ShellQueryProvider>
      </AppThemeProvider>,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Unauthorized')).toBeInstanceOf(HTMLElement);
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(assign).toHaveBeenCalledWith('/api/login');
  });
});
