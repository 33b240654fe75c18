import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn } from './request';
import { setStoredTokens } from './token-storage';

type FetchArgs = [string, RequestInit];

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

function respondWith(response: Response) {
  fetchMock.mockResolvedValue(response);
}

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls.at(-1) as FetchArgs;
  return { url, init, headers: (init.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiRequest', () => {
  it('sends a JSON body with the JSON content type and credentials', async () => {
    respondWith(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/projects', { siteAddress: 'a', clientName: 'b' });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/projects');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"siteAddress":"a","clientName":"b"}');
  });

  it('sends no content type and no body without a body', async () => {
    respondWith(new Response(null, { status: 204 }));
    await apiRequest('DELETE', '/api/properties/1');
    const { init, headers } = lastCall();
    expect(headers).not.toHaveProperty('Content-Type');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('sends FormData as is, without the JSON content type', async () => {
    respondWith(new Response('{}'));
    const form = new FormData();
    form.append('files', new Blob(['x']), 'a.pdf');
    await apiRequest('POST', '/api/phase1-review/session/s/upload', form);
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers).not.toHaveProperty('Content-Type');
  });

  it('adds the stored access token as a Bearer header', async () => {
    setStoredTokens({ idToken: 'i', accessToken: 'the-access', refreshToken: 'r' });
    respondWith(new Response('{}'));
    await apiRequest('GET', '/api/projects');
    expect(lastCall().headers.Authorization).toBe('Bearer the-access');
  });

  it('sends no Authorization header without a stored token pair', async () => {
    respondWith(new Response('{}'));
    await apiRequest('GET', '/api/projects');
    expect(lastCall().headers).not.toHaveProperty('Authorization');
  });

  it('resolves to the OK response', async () => {
    respondWith(new Response('{"id":"p1"}', { status: 201 }));
    const response = await apiRequest('POST', '/api/projects', {});
    expect(await response.json()).toEqual({ id: 'p1' });
  });

  it('throws "<status>: <body>" on a non-OK response', async () => {
    respondWith(new Response('{"message":"Nope"}', { status: 400, statusText: 'Bad Request' }));
    await expect(apiRequest('POST', '/api/projects', {})).rejects.toThrow('400: {"message":"Nope"}');
  });

  it('throws "<status>: <statusText>" when the body is empty', async () => {
    respondWith(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/projects')).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe('getQueryFn', () => {
  async function runQuery(queryFn: ReturnType<typeof getQueryFn>, queryKey: readonly unknown[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return client.fetchQuery({ queryKey, queryFn });
  }

  it('GETs the key parts joined with slashes, with credentials and the token', async () => {
    setStoredTokens({ idToken: 'i', accessToken: 'tok', refreshToken: 'r' });
    respondWith(new Response('[{"id":"p1"}]'));
    const data = await runQuery(getQueryFn({ on401: 'throw' }), ['/api/projects', 'p1', 'properties']);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/projects/p1/properties');
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers).not.toHaveProperty('Content-Type');
    expect(data).toEqual([{ id: 'p1' }]);
  });

  it('gives null on 401 with on401 returnNull', async () => {
    respondWith(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(runQuery(getQueryFn({ on401: 'returnNull' }), ['/api/auth/user'])).resolves.toBeNull();
  });

  it('throws on 401 with on401 throw', async () => {
    respondWith(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(runQuery(getQueryFn({ on401: 'throw' }), ['/api/auth/user'])).rejects.toThrow('401: {"message":"Unauthorized"}');
  });

  it('still throws other failures with on401 returnNull', async () => {
    respondWith(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(runQuery(getQueryFn({ on401: 'returnNull' }), ['/api/auth/user'])).rejects.toThrow('500: Internal Server Error');
  });
});
