import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, isLoginChallenge } from './auth-api';
import { setStoredTokens } from './token-storage';

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('authApi', () => {
  it('posts the login body to /api/auth/login and returns the answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"challengeName":"NEW_PASSWORD_REQUIRED","session":"s"}'));
    const result = await authApi.login({ email: 'a@b.co', password: 'pw' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co","password":"pw"}');
    expect(isLoginChallenge(result)).toBe(true);
  });

  it('logs out with the Bearer token and the refresh token in the body', async () => {
    setStoredTokens({ idToken: 'i', accessToken: 'acc', refreshToken: 'ref' });
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await authApi.logout('ref');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer acc');
    expect(init.body).toBe('{"refreshToken":"ref"}');
  });

  it('addresses a member by encoded id and throws the spec error on failure', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Only owners and admins"}', { status: 403 }));
    await expect(authApi.changeRole('u/1', { role: 'admin' })).rejects.toThrow('403: {"message":"Only owners and admins"}');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/team/members/u%2F1');
    expect(fetchMock.mock.calls[0]![1].method).toBe('PATCH');
  });

  it('tells tokens from a challenge', () => {
    expect(isLoginChallenge({ idToken: 'i', accessToken: 'a', refreshToken: 'r' })).toBe(false);
  });
});
