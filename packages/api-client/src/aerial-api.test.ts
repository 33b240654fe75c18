import type { AerialStudyResult, Job, Property } from '@groundwork/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adjoiningInfoOf, aerialApi, aerialResultLinks, aerialS3Uri, uploadAerialPdf } from './aerial-api';
import { setStoredTokens } from './token-storage';

type FetchMock = ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);
const bodyOf = (index: number) => JSON.parse(fetchMock.mock.calls[index]![1].body as string) as unknown;

const property = (overrides: Partial<Property>): Property => ({ id: 'p', projectId: 'proj-1', address: '1 Main St', direction: 'subject', ...overrides });

const result: AerialStudyResult = { years: [], scale: null, photos: [], predictions: [], classifier: 'offline', editedAt: null };

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  setStoredTokens({ idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('aerialS3Uri', () => {
  it('names the bucket of the form fields, else of the URL path', () => {
    expect(aerialS3Uri({ url: 'http://s3.test/uploads', fields: { bucket: 'gw-aerial' }, s3Key: 'u1/a.pdf' })).toBe('s3://gw-aerial/u1/a.pdf');
    expect(aerialS3Uri({ url: 'http://s3.test/groundwork-uploads', fields: {}, s3Key: 'u1/a.pdf' })).toBe('s3://groundwork-uploads/u1/a.pdf');
  });
});

describe('adjoiningInfoOf', () => {
  it('keeps address, direction, filled coordinates and the polygon', () => {
    const polygon = '{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}';
    expect(
      adjoiningInfoOf([
        property({ latitude: ' 38.5 ', longitude: '-121.4', polygonGeoJson: polygon }),
        property({ address: '3 Elm St', direction: 'north', latitude: '', longitude: '  ' }),
      ]),
    ).toEqual([
      { address: '1 Main St', direction: 'subject', latitude: '38.5', longitude: '-121.4', polygonGeoJson: polygon },
      { address: '3 Elm St', direction: 'north' },
    ]);
  });
});

describe('uploadAerialPdf', () => {
  it('uploads, then starts the aerial study with the s3 URI, the properties and the project, reporting each step', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ url: 'http://s3.test/bucket-1', fields: { key: 'u1/a.pdf' }, s3Key: 'u1/a.pdf' }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(json({ jobId: 'job-9' }, 201));
    const steps: number[] = [];
    const started = await uploadAerialPdf({
      file: new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
      projectId: 'proj-1',
      properties: [property({}), property({ address: '3 Elm St', direction: 'north' })],
      subjectAddress: '1 Main St',
      onProgress: (step) => steps.push(step),
    });
    expect(started).toEqual({ jobId: 'job-9' });
    expect(steps).toEqual([10, 30, 60, 100]);
    expect(calls()).toEqual(['POST /api/processing/upload-url', 'POST http://s3.test/bucket-1', 'POST /api/processing/cd/process?study=aerial']);
    expect(bodyOf(2)).toEqual({
      study: 'aerial',
      s3Key: 's3://bucket-1/u1/a.pdf',
      subjectAddress: '1 Main St',
      adjoiningInfo: [
        { address: '1 Main St', direction: 'subject' },
        { address: '3 Elm St', direction: 'north' },
      ],
      projectId: 'proj-1',
    });
  });

  it("fails with the step's message", async () => {
    fetchMock
      .mockResolvedValueOnce(json({ url: 'http://s3.test/b', fields: {}, s3Key: 'k' }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(json({ code: 'VALIDATION', message: 'no', requestId: 'r' }, 400));
    const upload = uploadAerialPdf({ file: new File(['%PDF'], 'a.pdf'), projectId: 'p', properties: [property({})], subjectAddress: 'x' });
    await expect(upload).rejects.toThrow('Failed to start processing');
  });
});

describe('aerialResultLinks', () => {
  it('prefers summaryAerial.predictionUrls and reads the version of the aerial study', () => {
    const job: Job = {
      jobId: 'j',
      status: 'COMPLETED',
      progress: 100,
      studies: { aerial: { status: 'COMPLETED', resultUrls: { get: 'g0' }, resultVersion: 'v3' } },
      summaryAerial: { predictionUrls: { get: 'g1', put: 'p1' } },
    };
    expect(aerialResultLinks(job)).toEqual({ get: 'g1', put: 'p1', version: 'v3' });
    expect(aerialResultLinks({ ...job, summaryAerial: {} })).toEqual({ get: 'g0', put: undefined, version: 'v3' });
  });
});

describe('aerialApi', () => {
  it('lists the runs of a project', async () => {
    const run = { jobId: 'j1', filename: 'a.pdf', status: 'COMPLETED', progress: 100, createdAt: '2026-03-01T00:00:00.000Z', errorMessage: null };
    fetchMock.mockResolvedValueOnce(json({ items: [run] }));
    expect(await aerialApi.runs('proj-1')).toEqual([run]);
    expect(calls()).toEqual(['GET /api/projects/proj-1/aerial/jobs']);
  });

  it('refuses a result that is not an aerial result', async () => {
    fetchMock.mockResolvedValueOnce(json({ predictions: 'no' }));
    await expect(aerialApi.result('http://s3.test/r.json')).rejects.toThrow('Failed to parse server response');
  });

  it('saves with If-Match and a JSON content type, and fails with the server message on 409', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    await aerialApi.save('http://s3.test/put', result, 'v1');
    const headers = new Headers(fetchMock.mock.calls[0]![1].headers);
    expect(headers.get('if-match')).toBe('v1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(bodyOf(0)).toEqual(result);
    fetchMock.mockResolvedValueOnce(json({ code: 'RESULT_VERSION_CONFLICT', message: 'Changed by another save.', requestId: 'r' }, 409));
    await expect(aerialApi.save('http://s3.test/put', result, 'v1')).rejects.toThrow(/^Changed by another save\.$/);
  });
});
