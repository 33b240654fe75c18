import { TOKEN_STORAGE_KEY, getStoredTokens, setStoredTokens } from '@groundwork/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeApi } from '../test/fake-api';
import { renderWithShell } from '../test/render-app';
import { useAuth, type AuthSession } from './AuthContext';

const tokens = { idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1' };
let api: FakeApi;
let session: AuthSession;

function SessionProbe() {
  session = useAuth();
  return <output data-testid="session">{session.isLoading ? 'loading' : (session.user?.email ?? 'anonymous')}</output>;
}

const sessionText = () => screen.getByTestId('session').textContent;

beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AuthProvider', () => {
  it('restores stored tokens and fetches the user with them', async () => {
    setStoredTokens(tokens);
    api.on('GET /api/auth/user', ({ init }) => {
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
      return { body: { email: 'jane@acme.test', role: 'owner' } };
    });
    renderWithShell(<SessionProbe />);
    expect(sessionText()).toBe('loading');
    await waitFor(() => expect(sessionText()).toBe('jane@acme.test'));
    expect(session.tokens).toEqual(tokens);
  });

  it('fetches no user without tokens', async () => {
    renderWithShell(<SessionProbe />);
    expect(sessionText()).toBe('anonymous');
    await act(async () => {});
    expect(api.calls()).toEqual([]);
  });

  it('refreshes once on a 401, stores the rotated pair and retries', async () => {
    setStoredTokens(tokens);
    api.on('GET /api/auth/user', [{ status: 401, body: { message: 'Unauthorized: invalid or expired token' } }, { body: { email: 'jane@acme.test' } }]);
    api.on('POST /api/auth/refresh-token', ({ body }) => {
      expect(body).toEqual({ refreshToken: 'refresh-1' });
      return { body: { idToken: 'id-2', accessToken: 'access-2', refreshToken: 'refresh-2' } };
    });
    renderWithShell(<SessionProbe />);
    await waitFor(() => expect(sessionText()).toBe('jane@acme.test'));
    expect(api.calls()).toEqual(['GET /api/auth/user', 'POST /api/auth/refresh-token', 'GET /api/auth/user']);
    expect((api.fetch.mock.calls[2]![1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer access-2' });
    expect(getStoredTokens()).toEqual({ idToken: 'id-2', accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('clears the tokens when the refresh fails, and does not redirect', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    setStoredTokens(tokens);
    api.on('GET /api/auth/user', { status: 401, body: { message: 'Unauthorized' } });
    api.on('POST /api/auth/refresh-token', { status: 401, body: { message: 'Refresh token revoked' } });
    renderWithShell(<SessionProbe />);
    await waitFor(() => expect(sessionText()).toBe('anonymous'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(session.tokens).toBeNull();
    expect(api.calls().filter((call) => call === 'POST /api/auth/refresh-token')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(assign).not.toHaveBeenCalled();
  });

  it('has no user when the fetch fails otherwise, without refreshing', async () => {
    setStoredTokens(tokens);
    api.on('GET /api/auth/user', { status: 500, body: { message: 'boom' } });
    renderWithShell(<SessionProbe />);
    await waitFor(() => expect(sessionText()).toBe('anonymous'));
    expect(api.calls()).toEqual(['GET /api/auth/user']);
    expect(getStoredTokens()).toEqual(tokens);
  });

  it('setTokens stores the pair and clearTokens removes it', async () => {
    api.on('GET /api/auth/user', { body: { email: 'jane@acme.test' } });
    renderWithShell(<SessionProbe />);
    act(() => session.setTokens(tokens));
    expect(getStoredTokens()).toEqual(tokens);
    await waitFor(() => expect(sessionText()).toBe('jane@acme.test'));
    act(() => session.clearTokens());
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionText()).toBe('anonymous');
  });

  it('logs out: revokes on the server, clears tokens, user and every cached query, opens /auth', async () => {
    setStoredTokens(tokens);
    api.on('GET /api/auth/user', { body: { email: 'jane@acme.test' } });
    api.on('POST /api/auth/logout', ({ init, body }) => {
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
      expect(body).toEqual({ refreshToken: 'refresh-1' });
      return { status: 204 };
    });
    let queryClient: ReturnType<typeof useQueryClient> | undefined;
    function CacheProbe() {
      queryClient = useQueryClient();
      return null;
    }
    renderWithShell(
      <>
        <SessionProbe />
        <CacheProbe />
      </>,
      { path: '/dashboard' },
    );
    await waitFor(() => expect(sessionText()).toBe('jane@acme.test'));
    queryClient!.setQueryData(['/api/projects'], [{ id: 'p1' }]);
    await act(() => session.logout());
    expect(api.calls()).toContain('POST /api/auth/logout');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionText()).toBe('anonymous');
    // Only the (now disabled) user query's observer may have re-created its entry, without data.
    expect(queryClient!.getQueryData(['/api/projects'])).toBeUndefined();
    expect(
      queryClient!
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toEqual([]);
    expect(screen.getByTestId('location').textContent).toBe('/auth');
  });

  it('still clears the session locally when logout fails, with the "Logout failed" toast', async () => {
    setStoredTokens(tokens);
    api.on('GET /api/auth/user', { body: { email: 'jane@acme.test' } });
    api.on('POST /api/auth/logout', { status: 500, body: { message: 'Identity is down' } });
    renderWithShell(<SessionProbe />);
    await waitFor(() => expect(sessionText()).toBe('jane@acme.test'));
    await act(() => session.logout());
    expect(await screen.findByText('Logout failed')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Identity is down')).toBeInstanceOf(HTMLElement);
    expect(getStoredTokens()).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/auth');
  });

  it('throws when useAuth is used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SessionProbe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
