import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  postFileToPresignedUrl,
  processingApi,
  processingQueryKeys,
  readPresignedJson,
  StudyUploadError,
  uploadCityDirectoryPdf,
  uploadStudyPdf,
  writePresignedJson,
} from './processing-api';
import { getProcessingApiBase, PROCESSING_API_BASE, setProcessingApiBase } from './processing-base';
import { getQueryFn } from './request';
import { setStoredTokens } from './token-storage';

type FetchMock = ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const pdf = () => new File(['%PDF-1.7 test'], 'directory.pdf', { type: 'application/pdf' });
const target = { url: 'http://127.0.0.1:4568/groundwork-uploads', fields: { key: 'uploads/u1/directory.pdf', Policy: 'p' }, s3Key: 'uploads/u1/directory.pdf' };
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);

/** Answers by "METHOD url" prefix, in order of the routes given. */
function route(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (url, init) => {
    const match = Object.entries(routes).find(([prefix]) => `${init.method} ${url}`.startsWith(prefix));
    if (!match) throw new Error(`unexpected ${init.method} ${url}`);
    return match[1]();
  });
}

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setProcessingApiBase(PROCESSING_API_BASE);
});

describe('processing API base', () => {
  it('defaults to /api/processing and can be set from configuration', async () => {
    expect(getProcessingApiBase()).toBe('/api/processing');
    setProcessingApiBase('https://processing.example.com/api/processing/ ');
    expect(getProcessingApiBase()).toBe('https://processing.example.com/api/processing');
    fetchMock.mockResolvedValue(json({ jobId: 'j1', status: 'PENDING', progress: 0 }));
    await processingApi.job('j1');
    expect(calls()).toEqual(['GET https://processing.example.com/api/processing/jobs/j1']);
  });

  it('refuses a blank base', () => {
    expect(() => setProcessingApiBase(' / ')).toThrow('The processing API base must not be empty');
    expect(getProcessingApiBase()).toBe('/api/processing');
  });
});

describe('processingApi', () => {
  it('asks for an upload URL with the bearer token and returns the presigned POST', async () => {
    setStoredTokens({ idToken: 'i', accessToken: 'acc', refreshToken: 'r' });
    fetchMock.mockResolvedValue(json(target));
    await expect(processingApi.uploadUrl({ filename: 'directory.pdf', contentType: 'application/pdf' })).resolves.toEqual(target);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method, init.body, init.credentials]).toEqual([
      '/api/processing/upload-url',
      'POST',
      '{"filename":"directory.pdf","contentType":"application/pdf"}',
      'include',
    ]);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer acc' });
  });

  it('turns an answer that is not JSON, or not the contract, into the parse message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>gateway</html>'));
    await expect(processingApi.uploadUrl({ filename: 'a.pdf', contentType: 'application/pdf' })).rejects.toThrow('Failed to parse server response');
    fetchMock.mockResolvedValueOnce(json({ url: 'u' }));
    await expect(processingApi.uploadUrl({ filename: 'a.pdf', contentType: 'application/pdf' })).rejects.toThrow('Failed to parse server response');
  });

  it('starts a study, naming a non-cd study in the query too, and reads jobId or id', async () => {
    fetchMock.mockResolvedValueOnce(json({ jobId: 'j1' })).mockResolvedValueOnce(json({ id: 'j2' }));
    await expect(processingApi.process({ study: 'cd', s3Key: 'k' })).resolves.toEqual({ jobId: 'j1' });
    await expect(processingApi.process({ study: 'aerial', s3Key: 'k', adjoiningInfo: [] })).resolves.toEqual({ jobId: 'j2' });
    expect(calls()).toEqual(['POST /api/processing/cd/process', 'POST /api/processing/cd/process?study=aerial']);
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body as string)).toEqual({ study: 'aerial', s3Key: 'k', adjoiningInfo: [] });
  });

  it('reads a job with the study, summary and presign flags under the encoded id', async () => {
    const job = { jobId: 'j 1', status: 'COMPLETED', progress: 100, artifacts: { parsedUrls: { get: 'g', put: 'p' } } };
    fetchMock.mockResolvedValue(json(job));
    await expect(processingApi.job('j 1', { study: 'database', summary: true, includePresign: true })).resolves.toEqual(job);
    expect(calls()).toEqual(['GET /api/processing/jobs/j%201?study=database&summary=1&includePresign=1']);
  });

  it('throws the spec error on a missing job, so callers can see the 404', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Job not found' }, 404));
    await expect(processingApi.job('gone')).rejects.toThrow('404: {"message":"Job not found"}');
  });

  it('calls the city directory and narratives product routes', async () => {
    route({
      'POST /api/city-directory/upload-url': () => json({ url: 'u', fields: {}, key: 'k' }),
      'POST /api/projects/p%2F1/city-directory/process': () => json({ jobId: 'run-1', externalJobId: 'run-1' }),
      'PATCH ': () => new Response(null, { status: 204 }),
      'PUT ': () => json({ ok: true }),
    });
    await expect(processingApi.cityDirectoryUploadUrl({ filename: 'a.pdf', contentType: 'application/pdf' })).resolves.toEqual({
      url: 'u',
      fields: {},
      key: 'k',
    });
    await expect(processingApi.startCityDirectory('p/1', { s3Key: 'k', filename: 'a.pdf' })).resolves.toEqual({
      jobId: 'run-1',
      externalJobId: 'run-1',
    });
    await processingApi.patchCityDirectoryJob('p/1', 'run-1', { status: 'completed', results: { parsedKey: 'k' } });
    await processingApi.saveEnvironmentalNarratives('p/1', { narratives: [], narrativeData: { items: [] }, jobId: 'run-1' });
    expect(calls()).toEqual([
      'POST /api/city-directory/upload-url',
      'POST /api/projects/p%2F1/city-directory/process',
      'PATCH /api/projects/p%2F1/city-directory/jobs/run-1',
      'PUT /api/projects/p%2F1/environmental/narratives',
    ]);
    expect(fetchMock.mock.calls[2]![1].body).toBe('{"status":"completed","results":{"parsedKey":"k"}}');
  });
});

describe('processingApi: city directory runs, aliases and rematch', () => {
  const run = {
    jobId: 'run-2',
    filename: 'directory.pdf',
    status: 'completed',
    createdAt: '2026-02-01T10:00:00.000Z',
    completedAt: '2026-02-01T10:03:00.000Z',
    parsedKey: 'jobs/run-2/result.json',
  };

  it('lists the runs of a project, newest first as the server sends them', async () => {
    fetchMock.mockResolvedValue(json({ items: [run, { ...run, jobId: 'run-1' }] }));
    const runs = await processingApi.cityDirectoryRuns('p/1');
    expect(runs.map((item) => item.jobId)).toEqual(['run-2', 'run-1']);
    expect(calls()).toEqual(['GET /api/projects/p%2F1/city-directory/jobs']);
  });

  it('refuses a runs answer that is not the contract', async () => {
    fetchMock.mockResolvedValue(json({ items: [{ jobId: 'x' }] }));
    await expect(processingApi.cityDirectoryRuns('p1')).rejects.toThrow('Failed to parse server response');
  });

  it('reads and replaces the street aliases', async () => {
    const aliases = [{ from: 'HWY 99', to: 'OLD STATE ROUTE 99' }];
    fetchMock.mockResolvedValueOnce(json({ aliases: [] })).mockResolvedValueOnce(json({ aliases }));
    await expect(processingApi.cityDirectoryAliases('p1')).resolves.toEqual([]);
    await expect(processingApi.saveCityDirectoryAliases('p1', aliases)).resolves.toEqual(aliases);
    expect(calls()).toEqual(['GET /api/projects/p1/city-directory/aliases', 'PUT /api/projects/p1/city-directory/aliases']);
    expect(fetchMock.mock.calls[1]![1].body).toBe('{"aliases":[{"from":"HWY 99","to":"OLD STATE ROUTE 99"}]}');
  });

  it('passes on a refused alias save as the spec error', async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 'FORBIDDEN', message: 'Viewers cannot edit' } }, 403));
    await expect(processingApi.saveCityDirectoryAliases('p1', [])).rejects.toThrow('403: ');
  });

  it('asks for a rematch of a run without a body and returns the run, whose job to follow keeps its id', async () => {
    fetchMock.mockResolvedValue(json({ jobId: 'run 2' }));
    await expect(processingApi.rematchCityDirectory('p1', 'run 2')).resolves.toEqual({ jobId: 'run 2' });
    expect(calls()).toEqual(['POST /api/projects/p1/city-directory/jobs/run%202/rematch']);
    expect(fetchMock.mock.calls[0]![1].body).toBeUndefined();
  });
});

describe('processingQueryKeys', () => {
  it('are paths the default query fn reads, under the configured base', async () => {
    fetchMock.mockImplementation(async () => json({}));
    const queryFn = getQueryFn({ on401: 'throw' });
    await queryFn({ queryKey: processingQueryKeys.job('j1', { study: 'cd', summary: true }) } as never);
    setProcessingApiBase('/proc');
    await queryFn({ queryKey: processingQueryKeys.job('j1') } as never);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/processing/jobs/j1?study=cd&summary=1', '/proc/jobs/j1']);
    expect(processingQueryKeys.all()).toEqual(['/proc']);
  });
});

describe('presigned requests', () => {
  it('posts the policy fields first, then the file, without cookies or token', async () => {
    setStoredTokens({ idToken: 'i', accessToken: 'acc', refreshToken: 'r' });
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await postFileToPresignedUrl(target, pdf());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(target.url);
    expect(init.credentials).toBeUndefined();
    expect(init.headers).toBeUndefined();
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Policy', 'file']);
    expect((form.get('file') as File).name).toBe('directory.pdf');
  });

  it('throws the storage status when the POST is refused', async () => {
    fetchMock.mockResolvedValue(new Response('EntityTooLarge', { status: 400 }));
    await expect(postFileToPresignedUrl(target, pdf())).rejects.toThrow('400: EntityTooLarge');
  });

  it('reads and writes result JSON with a JSON content type', async () => {
    fetchMock.mockResolvedValueOnce(json({ parsedEntries: [] })).mockResolvedValueOnce(new Response(null, { status: 200 }));
    await expect(readPresignedJson('https://s3/get')).resolves.toEqual({ parsedEntries: [] });
    await writePresignedJson('https://s3/put', { parsedEntries: [], editedAt: '2026-01-01T00:00:00.000Z' });
    const [, put] = fetchMock.mock.calls[1]!;
    expect([put.method, put.headers, put.body]).toEqual([
      'PUT',
      { 'Content-Type': 'application/json' },
      '{"parsedEntries":[],"editedAt":"2026-01-01T00:00:00.000Z"}',
    ]);
  });

  it('reports the status of a refused read or write', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('AccessDenied', { status: 403 }))
      .mockResolvedValueOnce(new Response('', { status: 500, statusText: 'Server Error' }));
    await expect(readPresignedJson('https://s3/get')).rejects.toThrow('403: AccessDenied');
    await expect(writePresignedJson('https://s3/put', {})).rejects.toThrow('500: Server Error');
  });
});

describe('uploadStudyPdf', () => {
  it('reports 10, 30, 60, 100 and returns the job id', async () => {
    route({
      'POST /api/processing/upload-url': () => json(target),
      [`POST ${target.url}`]: () => new Response(null, { status: 204 }),
      'POST /api/processing/cd/process': () => json({ jobId: 'j1' }),
    });
    const steps: number[] = [];
    const result = await uploadStudyPdf({
      file: pdf(),
      study: 'database',
      subjectAddress: '1 Main St',
      adjoiningInfo: [{ address: '3 Main St', direction: 'north', latitude: '38.5', longitude: '-121.4' }],
      onProgress: (step) => steps.push(step),
    });
    expect(result).toEqual({ jobId: 'j1', s3Key: target.s3Key });
    expect(steps).toEqual([10, 30, 60, 100]);
    expect(JSON.parse(fetchMock.mock.calls[2]![1].body as string)).toEqual({
      study: 'database',
      s3Key: target.s3Key,
      subjectAddress: '1 Main St',
      adjoiningInfo: [{ address: '3 Main St', direction: 'north', latitude: '38.5', longitude: '-121.4' }],
    });
  });

  it.each([
    ['the upload URL', { 'POST /api/processing/upload-url': () => json({ message: 'boom' }, 500) }, 'Failed to get upload URL', [10]],
    [
      'storage',
      {
        'POST /api/processing/upload-url': () => json(target),
        [`POST ${target.url}`]: () => new Response('EntityTooLarge', { status: 400 }),
      },
      'Failed to upload file to S3',
      [10, 30],
    ],
    [
      'the process call',
      {
        'POST /api/processing/upload-url': () => json(target),
        [`POST ${target.url}`]: () => new Response(null, { status: 204 }),
        'POST /api/processing/cd/process': () => json({ message: 'no' }, 400),
      },
      'Failed to start processing',
      [10, 30, 60],
    ],
    ['an unreadable answer', { 'POST /api/processing/upload-url': () => new Response('not json') }, 'Failed to parse server response', [10]],
  ])('stops when %s fails, with the spec message and the cause', async (_step, routes, message, steps) => {
    route(routes);
    const seen: number[] = [];
    const failure = await uploadStudyPdf({ file: pdf(), study: 'cd', onProgress: (step) => seen.push(step) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StudyUploadError);
    expect((failure as StudyUploadError).message).toBe(message);
    expect((failure as StudyUploadError).cause).toBeInstanceOf(Error);
    expect(seen).toEqual(steps);
  });

  it('lets an unauthorized answer through untouched for the login redirect', async () => {
    route({ 'POST /api/processing/upload-url': () => json({ message: 'Unauthorized' }, 401) });
    await expect(uploadStudyPdf({ file: pdf(), study: 'cd' })).rejects.toThrow('401: {"message":"Unauthorized"}');
  });
});

describe('uploadCityDirectoryPdf', () => {
  it('uses the product routes and sends the returned key as s3Key', async () => {
    route({
      'POST /api/city-directory/upload-url': () => json({ url: target.url, fields: target.fields, key: 'uploads/cd.pdf' }),
      [`POST ${target.url}`]: () => new Response(null, { status: 204 }),
      'POST /api/projects/p1/city-directory/process': () => json({ jobId: 'run-1', externalJobId: 'run-1' }),
    });
    const steps: number[] = [];
    const started = await uploadCityDirectoryPdf({ projectId: 'p1', file: pdf(), jobId: 'old', onProgress: (step) => steps.push(step) });
    expect(started).toEqual({ jobId: 'run-1', externalJobId: 'run-1' });
    expect(steps).toEqual([10, 30, 60, 100]);
    expect(JSON.parse(fetchMock.mock.calls[2]![1].body as string)).toEqual({ s3Key: 'uploads/cd.pdf', filename: 'directory.pdf', jobId: 'old' });
  });

  it('names the failed step', async () => {
    route({ 'POST /api/city-directory/upload-url': () => new Response('down', { status: 503 }) });
    await expect(uploadCityDirectoryPdf({ projectId: 'p1', file: pdf() })).rejects.toThrow('Failed to get upload URL');
  });
});
