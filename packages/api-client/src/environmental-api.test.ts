import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { environmentalApi, readEnvironmentalNarratives } from './environmental-api';
import { uploadStudyPdf } from './processing-api';
import { PROCESSING_API_BASE, setProcessingApiBase } from './processing-base';
import { setStoredTokens } from './token-storage';

type FetchMock = ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);
const stored = {
  jobId: 'job-1',
  narratives: [{ site_name: 'QUICK CLEAN', address: '9 ELM ST', database_name: 'DRYCLEANERS', distance: 0.12 }],
  narrativeData: { items: [{ address: '9 ELM ST', target: 'QUICK CLEAN', narrative: 'Closed 2004.', document_links: [], map_id: '4', is_orphan: false }] },
  updatedAt: '2026-03-03T14:05:00.000Z',
};

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  setStoredTokens({ idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setProcessingApiBase(PROCESSING_API_BASE);
});

describe('environmentalApi.narratives', () => {
  it("reads the project's stored narrative with the record facts of its items", async () => {
    fetchMock.mockResolvedValue(json(stored));
    expect(await environmentalApi.narratives('p1')).toEqual(stored);
    expect(calls()).toEqual(['GET /api/projects/p1/environmental/narratives']);
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('authorization')).toBe('Bearer access-1');
  });

  it('answers null when none is stored, and passes other failures on', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'NARRATIVES_NOT_FOUND', message: 'none', requestId: 'r' }, 404));
    expect(await environmentalApi.narratives('p1')).toBeNull();
    fetchMock.mockResolvedValueOnce(json({ code: 'INTERNAL', message: 'down', requestId: 'r' }, 500));
    await expect(environmentalApi.narratives('p1')).rejects.toMatchObject({ status: 500 });
  });

  it('refuses an answer that is not the stored shape with the parse message', () => {
    expect(() => readEnvironmentalNarratives({ jobId: 'job-1', narratives: [] })).toThrow('Failed to parse server response');
    expect(readEnvironmentalNarratives({ ...stored, updatedAt: undefined }).updatedAt).toBeNull();
  });
});

describe('environmentalApi.runs', () => {
  it("lists the project's database runs as the server orders them", async () => {
    const run = { jobId: 'job-2', filename: 'radius.pdf', status: 'PROCESSING', progress: 30, createdAt: '2026-03-03T14:00:00.000Z', errorMessage: null };
    fetchMock.mockResolvedValue(json({ items: [run] }));
    expect(await environmentalApi.runs('p1')).toEqual([run]);
    expect(calls()).toEqual(['GET /api/projects/p1/environmental/jobs']);
    fetchMock.mockResolvedValue(json({ runs: [] }));
    await expect(environmentalApi.runs('p1')).rejects.toThrow('Failed to parse server response');
  });
});

describe('environmentalApi.storedNarratives', () => {
  const run = (status: string) => ({ jobId: 'job-1', filename: 'radius.pdf', status, progress: 100, createdAt: 't', errorMessage: null });

  it('reads the stored narrative only once a run completed, so no 404 is asked for', async () => {
    fetchMock.mockResolvedValueOnce(json({ items: [run('PROCESSING')] }));
    expect(await environmentalApi.storedNarratives('p1')).toBeNull();
    expect(calls()).toEqual(['GET /api/projects/p1/environmental/jobs']);
    fetchMock.mockResolvedValueOnce(json({ items: [run('PROCESSING'), run('COMPLETED')] }));
    fetchMock.mockResolvedValueOnce(json(stored));
    expect(await environmentalApi.storedNarratives('p1')).toEqual(stored);
    expect(calls().slice(1)).toEqual(['GET /api/projects/p1/environmental/jobs', 'GET /api/projects/p1/environmental/narratives']);
  });
});

describe('environmentalApi: the uploaded report', () => {
  it('names the file route on the configured processing base', () => {
    expect(environmentalApi.jobFileUrl('job 1')).toBe('/api/processing/jobs/job%201/file');
    setProcessingApiBase('https://processing.example.com/api/processing');
    expect(environmentalApi.jobFileUrl('j')).toBe('https://processing.example.com/api/processing/jobs/j/file');
  });

  it('gives the signed link the route redirects to, with the token sent to the route', async () => {
    const redirected = new Response('%PDF', { status: 200 });
    Object.defineProperties(redirected, { redirected: { value: true }, url: { value: 'http://s3.test/uploads/radius.pdf?sig=1' } });
    fetchMock.mockResolvedValue(redirected);
    expect(await environmentalApi.jobFileLocation('job-1')).toBe('http://s3.test/uploads/radius.pdf?sig=1');
    expect(calls()).toEqual(['GET /api/processing/jobs/job-1/file']);
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('authorization')).toBe('Bearer access-1');
    // Storage answers cross-origin reads with a wildcard origin, which a credentialed request may not read.
    expect(fetchMock.mock.calls[0]![1].credentials).toBe('same-origin');
  });

  it('passes a refusal on as the spec error', async () => {
    fetchMock.mockResolvedValue(json({ code: 'NOT_FOUND', message: 'Job not found', requestId: 'r' }, 404));
    await expect(environmentalApi.jobFileLocation('job-1')).rejects.toMatchObject({ status: 404 });
  });
});

describe('uploadStudyPdf with a project', () => {
  it("sends the project's id to the process call", async () => {
    const target = { url: 'http://s3.test/up', fields: { key: 'uploads/u1/radius.pdf' }, s3Key: 'uploads/u1/radius.pdf' };
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/processing/upload-url') return json(target);
      if (url === target.url) return new Response(null, { status: 204 });
      return json({ jobId: 'job-3' });
    });
    const file = new File(['%PDF'], 'radius.pdf', { type: 'application/pdf' });
    expect(await uploadStudyPdf({ file, study: 'database', projectId: '65f0c0ffee00000000000001' })).toEqual({ jobId: 'job-3', s3Key: target.s3Key });
    expect(calls()[2]).toBe('POST /api/processing/cd/process?study=database');
    expect(JSON.parse(fetchMock.mock.calls[2]![1].body as string)).toEqual({ study: 'database', s3Key: target.s3Key, projectId: '65f0c0ffee00000000000001' });
  });
});
