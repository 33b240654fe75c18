import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectQueryKeys, projectsApi } from './projects-api';
import { getQueryFn } from './request';

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('projectsApi', () => {
  it('posts a new project and returns its id and number', async () => {
    fetchMock.mockResolvedValue(new Response('{"id":"abc","projectNumber":"ESA-2026-0001"}', { status: 201 }));
    const created = await projectsApi.create({ siteAddress: '1 Main St', clientName: 'Acme' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method, init.body]).toEqual(['/api/projects', 'POST', '{"siteAddress":"1 Main St","clientName":"Acme"}']);
    expect(created).toMatchObject({ id: 'abc', projectNumber: 'ESA-2026-0001' });
  });

  it('patches, archives and reads activity under the encoded id', async () => {
    fetchMock.mockImplementation(async () => new Response('{}'));
    await projectsApi.update('a/b', { status: 'in_review' });
    await projectsApi.archive('a/b');
    await projectsApi.projectActivity('a/b', 5);
    await projectsApi.activity();
    await projectsApi.list({ archived: 'true' });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'PATCH /api/projects/a%2Fb',
      'POST /api/projects/a%2Fb/archive',
      'GET /api/projects/a%2Fb/activity?limit=5',
      'GET /api/projects/activity',
      'GET /api/projects?archived=true',
    ]);
  });

  it('throws the spec error on a non-OK answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Project not found"}', { status: 404 }));
    await expect(projectsApi.get('x')).rejects.toThrow('404: {"message":"Project not found"}');
  });

  it('has query keys the default query fn turns into the same paths', async () => {
    fetchMock.mockImplementation(async () => new Response('[]'));
    const queryFn = getQueryFn({ on401: 'throw' });
    for (const queryKey of [projectQueryKeys.list, projectQueryKeys.detail('p1'), projectQueryKeys.projectActivity('p1')]) {
      await queryFn({ queryKey } as never);
    }
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/projects', '/api/projects/p1', '/api/projects/p1/activity']);
  });
});
