import type { Phase1Session } from '@groundwork/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { phase1Queries, phase1ReviewApi } from './phase1-review-api';
import { reviewFailureMessage, reviewServerMessage, reviewUploadFailureMessage } from './review-session-api';
import { setStoredTokens } from './token-storage';

type FetchMock = ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);
const authorization = (index = 0) => new Headers(fetchMock.mock.calls[index]![1].headers).get('authorization');

const session = (overrides: Partial<Phase1Session> = {}): Phase1Session => ({
  sessionId: 's1',
  projectId: 'p1',
  fileCount: 0,
  overallDecision: null,
  updatedSummary: null,
  results: [],
  history: [],
  documents: [],
  analyzing: false,
  createdAt: '2026-03-03T14:05:00.000Z',
  updatedAt: '2026-03-03T14:05:00.000Z',
  ...overrides,
});

const aDocument = {
  documentId: 'd1',
  name: 'esa.pdf',
  size: 2048,
  format: 'pdf',
  status: 'queued',
  progress: 0,
  pageCount: null,
  error: null,
  uploadedAt: '2026-03-03T14:05:00.000Z',
};

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  setStoredTokens({ idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('phase1ReviewApi.createSession', () => {
  it("posts the project's id with an empty existing summary and the bearer token", async () => {
    fetchMock.mockResolvedValue(json({ sessionId: 's1', resumed: true }));
    await expect(phase1ReviewApi.createSession('p1')).resolves.toEqual({ sessionId: 's1', resumed: true });
    expect(calls()).toEqual(['POST /api/phase1-review/session']);
    expect(fetchMock.mock.calls[0]![1].body).toBe('{"projectId":"p1","existingSummary":""}');
    expect(authorization()).toBe('Bearer access-1');
  });

  it('asks for a fresh session when told', async () => {
    fetchMock.mockResolvedValue(json({ sessionId: 's2', resumed: false }));
    await phase1ReviewApi.createSession('p1', { fresh: true });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ projectId: 'p1', existingSummary: '', fresh: true });
  });

  it('throws the typed error of a failed answer, and the parse message for an answer off the contract', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'FORBIDDEN', message: 'Not your project', requestId: 'r1' }, 403));
    const error = await phase1ReviewApi.createSession('p1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', serverMessage: 'Not your project' });
    fetchMock.mockResolvedValueOnce(json({ id: 's1' }));
    await expect(phase1ReviewApi.createSession('p1')).rejects.toThrow('Failed to parse server response');
  });
});

describe('phase1ReviewApi reads', () => {
  it('reads a session by its id', async () => {
    fetchMock.mockResolvedValue(json(session()));
    await expect(phase1ReviewApi.getSession('s 1')).resolves.toEqual(session());
    expect(calls()).toEqual(['GET /api/phase1-review/session/s%201']);
  });

  it("reads a document's page", async () => {
    const page = { documentId: 'd1', name: 'esa.pdf', page: 3, pageCount: 29, text: 'The site is a REC.' };
    fetchMock.mockResolvedValue(json(page));
    await expect(phase1ReviewApi.getDocumentPage('s1', 'd1', 3)).resolves.toEqual(page);
    expect(calls()).toEqual(['GET /api/phase1-review/session/s1/documents/d1/pages/3']);
  });

  it("gives the original file's address, and a location a new tab can open", async () => {
    expect(phase1ReviewApi.documentFileUrl('s1', 'd1')).toBe('/api/phase1-review/session/s1/documents/d1/file');
    const redirected = new Response('%PDF');
    Object.defineProperties(redirected, { redirected: { value: true }, url: { value: 'https://s3.test/esa.pdf?sig=1' } });
    fetchMock.mockResolvedValue(redirected);
    await expect(phase1ReviewApi.documentFileLocation('s1', 'd1')).resolves.toBe('https://s3.test/esa.pdf?sig=1');
    expect(authorization()).toBe('Bearer access-1');
  });
});

describe('phase1Queries.session', () => {
  it('re-reads every 2 s only while the session is analysing', async () => {
    const client = new QueryClient();
    const options = phase1Queries.session('s1');
    const interval = options.refetchInterval as (query: unknown) => number | false;
    fetchMock.mockResolvedValueOnce(json(session({ analyzing: true })));
    await client.fetchQuery(options);
    expect(interval(client.getQueryCache().find({ queryKey: options.queryKey }))).toBe(2000);
    fetchMock.mockResolvedValueOnce(json(session({ analyzing: false })));
    await client.fetchQuery({ ...options, staleTime: 0 });
    expect(interval(client.getQueryCache().find({ queryKey: options.queryKey }))).toBe(false);
    expect(options.queryKey.join('/')).toBe('/api/phase1-review/session/s1');
  });
});

describe('phase1ReviewApi.uploadDocuments', () => {
  it('sends every file as a repeated `files` part with the bearer token', async () => {
    fetchMock.mockResolvedValue(json({ documents: [aDocument] }, 202));
    const files = [new File(['%PDF'], 'esa.pdf'), new File(['text'], 'esa.txt')];
    await expect(phase1ReviewApi.uploadDocuments('s1', files)).resolves.toEqual([aDocument]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([init.method, url]).toEqual(['POST', '/api/phase1-review/session/s1/upload']);
    const form = init.body as FormData;
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['esa.pdf', 'esa.txt']);
    expect(authorization()).toBe('Bearer access-1');
    expect(new Headers(init.headers).get('content-type')).toBeNull();
  });

  it("says 'Not authenticated' without a stored token, and sends nothing", async () => {
    localStorage.clear();
    await expect(phase1ReviewApi.uploadDocuments('s1', [new File(['x'], 'a.txt')])).rejects.toThrow('Not authenticated');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('phase1ReviewApi.ask', () => {
  it('posts the trimmed question and returns the answer', async () => {
    const answer = { answer: 'PCE and TCE.', quotes: [{ quote: 'PCE, TCE', page: 13 }], confidence: 0.9 };
    fetchMock.mockResolvedValue(json(answer));
    await expect(phase1ReviewApi.ask('s1', '  Which contaminants?  ')).resolves.toEqual(answer);
    expect(calls()).toEqual(['POST /api/phase1-review/session/s1/ask']);
    expect(fetchMock.mock.calls[0]![1].body).toBe('{"question":"Which contaminants?"}');
  });
});

describe('failure messages', () => {
  const answerError = (body: unknown, status = 400) => new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body));

  it("prefers the server's message, flat or nested under `error`", () => {
    expect(reviewServerMessage(answerError({ code: 'TOO_LARGE', message: 'File too large', requestId: 'r' }))).toBe('File too large');
    expect(reviewServerMessage(answerError({ error: { code: 'TOO_LARGE', message: 'File too large', requestId: 'r' } }))).toBe('File too large');
    expect(reviewServerMessage(answerError('<html>bad gateway</html>', 502))).toBeUndefined();
    expect(reviewServerMessage(new Error('x'))).toBeUndefined();
  });

  it("gives the upload's texts: server message, 'Upload failed', the error's message, 'Failed to upload files'", () => {
    expect(reviewUploadFailureMessage(answerError({ error: { code: 'X', message: 'Unsupported file', requestId: 'r' } }))).toBe('Unsupported file');
    expect(reviewUploadFailureMessage(answerError('', 500))).toBe('Upload failed');
    expect(reviewUploadFailureMessage(new Error('Not authenticated'))).toBe('Not authenticated');
    expect(reviewUploadFailureMessage(undefined)).toBe('Failed to upload files');
  });

  it("gives the question's texts: server message or 'Failed to ask question'", () => {
    expect(reviewFailureMessage(answerError({ code: 'X', message: 'Upload a report first', requestId: 'r' }), 'Failed to ask question')).toBe(
      'Upload a report first',
    );
    expect(reviewFailureMessage(answerError('oops', 500), 'Failed to ask question')).toBe('Failed to ask question');
  });
});
