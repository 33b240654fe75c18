import type { SoilsState } from '@groundwork/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { soilsApi, soilsFailureMessage, soilsQueryKeys } from './soils-api';
import { setStoredTokens } from './token-storage';

type FetchMock = ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);
const polygon = '{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}';

const completed: SoilsState = {
  status: 'COMPLETED',
  jobId: 'soils-1',
  rows: [
    {
      mukey: '462594',
      musym: 'SaA',
      muname: 'San Joaquin loam, 0 to 2 percent slopes',
      compname: 'San Joaquin',
      hydgrpdcd: 'D',
      drclassdcd: 'Moderately well drained',
      slope_l: 0,
      slope_r: 1,
      slope_h: 2,
      comppct_r: 85,
    },
  ],
  narrative: 'The subject is mapped as San Joaquin loam.',
  mapUnits: [],
  subjectAcres: 1.2,
  polygonGeoJson: polygon,
  queriedAt: '2026-03-03T14:00:00.000Z',
  source: 'https://sdmdataaccess.sc.egov.usda.gov/Tabular/post.rest',
  warnings: [],
};
const running: SoilsState = { status: 'RUNNING', jobId: 'soils-2', startedAt: '2026-03-03T14:00:00.000Z', polygonGeoJson: polygon };

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  setStoredTokens({ idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('soilsApi.getSoils', () => {
  it("reads the project's latest soils state with the bearer token", async () => {
    fetchMock.mockResolvedValueOnce(json(completed)).mockResolvedValueOnce(json({ status: 'NONE' }));
    expect(await soilsApi.getSoils('p1')).toEqual(completed);
    expect(await soilsApi.getSoils('p1')).toEqual({ status: 'NONE' });
    expect(calls()).toEqual(['GET /api/projects/p1/soils', 'GET /api/projects/p1/soils']);
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('authorization')).toBe('Bearer access-1');
  });

  it('refuses an answer that is not a soils state with the parse message', async () => {
    fetchMock.mockResolvedValueOnce(json({ rows: [], narrative: '' }));
    await expect(soilsApi.getSoils('p1')).rejects.toThrow('Failed to parse server response');
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(soilsApi.getSoils('p1')).rejects.toThrow('Failed to parse server response');
  });

  it('keys the state under the project', () => {
    expect(soilsQueryKeys.state('p1')).toEqual(['/api/projects', 'p1', 'soils']);
  });
});

describe('soilsApi.fetchSoils', () => {
  it('POSTs the polygon as JSON and answers the completed query', async () => {
    fetchMock.mockResolvedValueOnce(json(completed));
    expect(await soilsApi.fetchSoils('p1', { polygonGeoJson: polygon })).toEqual(completed);
    expect(calls()).toEqual(['POST /api/projects/p1/soils']);
    const init = fetchMock.mock.calls[0]![1];
    expect(JSON.parse(init.body as string)).toEqual({ polygonGeoJson: polygon });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('answers RUNNING when the server accepted the query (202)', async () => {
    fetchMock.mockResolvedValueOnce(json(running, 202));
    expect(await soilsApi.fetchSoils('p1', { polygonGeoJson: polygon, jobId: 'soils-2' })).toEqual(running);
  });

  it('fails with an ApiError whose server message is the reason shown', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'SDA_UNAVAILABLE', message: 'Soil Data Access answered 503', requestId: 'r1' }, 502));
    const error = await soilsApi.fetchSoils('p1', { polygonGeoJson: polygon }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'SDA_UNAVAILABLE' });
    expect(soilsFailureMessage(error)).toBe('Soil Data Access answered 503');
  });
});

describe('soilsFailureMessage', () => {
  it("falls back to the error's message, then to a default", () => {
    expect(soilsFailureMessage(new ApiError(504, 'Gateway Timeout'))).toBe('504: Gateway Timeout');
    expect(soilsFailureMessage(new Error('offline'))).toBe('offline');
    expect(soilsFailureMessage('nope')).toBe('The soils query failed.');
  });
});
