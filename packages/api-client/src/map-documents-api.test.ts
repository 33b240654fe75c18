import type { MapDocument } from '@groundwork/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { mapDocumentQueryKeys, mapDocumentsApi, uploadMapDocument } from './map-documents-api';
import { setStoredTokens } from './token-storage';

type FetchMock = ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);
const bodyOf = (index: number) => JSON.parse(fetchMock.mock.calls[index]![1].body as string) as unknown;

const aMap = (overrides: Partial<MapDocument> = {}): MapDocument => ({
  id: 'map-1',
  projectId: 'proj-1',
  kind: 'topography',
  filename: 'usgs-1953.tif',
  contentType: 'image/tiff',
  bytes: 2048,
  year: 1953,
  source: 'USGS',
  notes: '',
  status: 'PROCESSING',
  pageCount: null,
  pages: [],
  fileUrl: 'http://s3.test/maps/map-1.tif?sig=get',
  uploadedAt: '2026-03-03T14:00:00.000Z',
  uploadedBy: 'sam@acme.test',
  updatedAt: '2026-03-03T14:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  setStoredTokens({ idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('uploadMapDocument', () => {
  it('asks for a presigned POST, sends the fields then the file, then registers the map with its details', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ url: 'http://s3.test/maps', fields: { key: 'maps/k1.tif', policy: 'p' }, key: 'maps/k1.tif' }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(json(aMap(), 201));
    const steps: number[] = [];
    const file = new File(['II*'], 'usgs-1953.tif', { type: 'image/tiff' });
    const registered = await uploadMapDocument({
      kind: 'topography',
      projectId: 'proj-1',
      file,
      details: { year: 1953, source: 'USGS', notes: 'Quad sheet' },
      onProgress: (step) => steps.push(step),
    });
    expect(registered.id).toBe('map-1');
    expect(steps).toEqual([10, 30, 60, 100]);
    expect(calls()).toEqual(['POST /api/projects/proj-1/topography/upload-url', 'POST http://s3.test/maps', 'POST /api/projects/proj-1/topography/maps']);
    expect(bodyOf(0)).toEqual({ filename: 'usgs-1953.tif', size: 3 });
    const form = fetchMock.mock.calls[1]![1].body as FormData;
    expect([...form.keys()]).toEqual(['key', 'policy', 'file']);
    expect(fetchMock.mock.calls[1]![1].headers).toBeUndefined();
    expect(bodyOf(2)).toEqual({ key: 'maps/k1.tif', filename: 'usgs-1953.tif', year: 1953, source: 'USGS', notes: 'Quad sheet' });
  });

  it('stops at the failed step with the server error', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'VALIDATION_FAILED', message: 'Maps may be at most 100 MB.', requestId: 'r1' }, 400));
    const failure = uploadMapDocument({
      kind: 'fire-map',
      projectId: 'proj-1',
      file: new File(['%PDF'], 'sanborn.pdf'),
      details: { year: null, source: '', notes: '' },
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, serverMessage: 'Maps may be at most 100 MB.' });
    expect(calls()).toEqual(['POST /api/projects/proj-1/fire-map/upload-url']);
  });
});

describe('mapDocumentsApi', () => {
  it('lists, reads, updates and deletes on the routes of its kind', async () => {
    const api = mapDocumentsApi('fire-map');
    fetchMock
      .mockResolvedValueOnce(json({ maps: [aMap({ kind: 'fire-map' })] }))
      .mockResolvedValueOnce(json(aMap({ kind: 'fire-map', status: 'READY' })))
      .mockResolvedValueOnce(json(aMap({ kind: 'fire-map', year: 1910 })))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect((await api.list('proj-1')).map((map) => map.id)).toEqual(['map-1']);
    expect((await api.get('proj-1', 'map-1')).status).toBe('READY');
    expect((await api.update('proj-1', 'map-1', { year: 1910 })).year).toBe(1910);
    await api.remove('proj-1', 'map-1');
    expect(calls()).toEqual([
      'GET /api/projects/proj-1/fire-map/maps',
      'GET /api/projects/proj-1/fire-map/maps/map-1',
      'PATCH /api/projects/proj-1/fire-map/maps/map-1',
      'DELETE /api/projects/proj-1/fire-map/maps/map-1',
    ]);
    expect(bodyOf(2)).toEqual({ year: 1910 });
  });

  it("answers 'Failed to parse server response' for a list of another shape", async () => {
    fetchMock.mockResolvedValueOnce(json({ items: [] }));
    await expect(mapDocumentsApi('topography').list('proj-1')).rejects.toThrow('Failed to parse server response');
  });

  it('keys the reads by project and kind', () => {
    expect(mapDocumentQueryKeys.list('topography', 'proj-1')).toEqual(['/api/projects', 'proj-1', 'topography', 'maps']);
  });
});
