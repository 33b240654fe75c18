import type { RegulatoryAnalysisSession } from '@groundwork/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import {
  REGULATORY_SAVE_MESSAGES,
  regulatoryAnalysisApi,
  regulatoryQueries,
  regulatorySaveFailureMessage,
  saveRegulatoryNarrative,
} from './regulatory-analysis-api';
import { setStoredTokens } from './token-storage';

type FetchMock = ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
const headerOf = (index: number, name: string) => new Headers(fetchMock.mock.calls[index]![1]?.headers).get(name);

const session = (overrides: Partial<RegulatoryAnalysisSession> = {}): RegulatoryAnalysisSession => ({
  sessionId: 's1',
  projectId: 'p1',
  recordItemIndex: 2,
  existingSummary: 'LUST (Open).',
  fileCount: 0,
  overallDecision: null,
  updatedSummary: null,
  results: [],
  history: [],
  documents: [],
  analyzing: false,
  saved: null,
  createdAt: '2026-03-03T14:05:00.000Z',
  updatedAt: '2026-03-03T14:05:00.000Z',
  ...overrides,
});

beforeEach(() => {
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  setStoredTokens({ idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('regulatoryAnalysisApi session calls', () => {
  it("creates the record's session with its index and summary, fresh on request", async () => {
    fetchMock.mockImplementation(async () => json({ sessionId: 's1', resumed: true }));
    await expect(regulatoryAnalysisApi.createSession({ projectId: 'p1', recordItemIndex: 2, existingSummary: 'LUST (Open).' })).resolves.toEqual({
      sessionId: 's1',
      resumed: true,
    });
    await regulatoryAnalysisApi.createSession({ projectId: 'p1', recordItemIndex: 0, existingSummary: '', fresh: true });
    expect(calls()).toEqual(['POST /api/regulatory-analysis/session', 'POST /api/regulatory-analysis/session']);
    expect(fetchMock.mock.calls.map(([, init]) => JSON.parse(init!.body as string))).toEqual([
      { projectId: 'p1', recordItemIndex: 2, existingSummary: 'LUST (Open).' },
      { projectId: 'p1', recordItemIndex: 0, existingSummary: '', fresh: true },
    ]);
    expect(headerOf(0, 'authorization')).toBe('Bearer access-1');
  });

  it('reads the session, a page and asks on the regulatory routes', async () => {
    fetchMock.mockResolvedValueOnce(json(session()));
    await expect(regulatoryAnalysisApi.getSession('s1')).resolves.toEqual(session());
    const page = { documentId: 'd1', name: 'nfa.pdf', page: 1, pageCount: 2, text: 'No Further Action' };
    fetchMock.mockResolvedValueOnce(json(page));
    await expect(regulatoryAnalysisApi.getDocumentPage('s1', 'd1', 1)).resolves.toEqual(page);
    fetchMock.mockResolvedValueOnce(json({ answer: 'Closed.', quotes: [], confidence: 0.9 }));
    await regulatoryAnalysisApi.ask('s1', '  Is it closed?  ');
    expect(calls()).toEqual([
      'GET /api/regulatory-analysis/session/s1',
      'GET /api/regulatory-analysis/session/s1/documents/d1/pages/1',
      'POST /api/regulatory-analysis/session/s1/ask',
    ]);
    expect(fetchMock.mock.calls[2]![1]!.body).toBe('{"question":"Is it closed?"}');
    expect(regulatoryAnalysisApi.documentFileUrl('s1', 'd1')).toBe('/api/regulatory-analysis/session/s1/documents/d1/file');
  });

  it('uploads the files as repeated parts with the bearer token, and not at all without one', async () => {
    fetchMock.mockResolvedValue(json({ documents: [] }, 202));
    await regulatoryAnalysisApi.uploadDocuments('s1', [new File(['%PDF'], 'nfa.pdf'), new File(['x'], 'memo.txt')]);
    expect(calls()).toEqual(['POST /api/regulatory-analysis/session/s1/upload']);
    const form = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['nfa.pdf', 'memo.txt']);
    expect(headerOf(0, 'authorization')).toBe('Bearer access-1');
    localStorage.clear();
    await expect(regulatoryAnalysisApi.uploadDocuments('s1', [new File(['%PDF'], 'nfa.pdf')])).rejects.toThrow('Not authenticated');
    expect(calls()).toHaveLength(1);
  });

  it('re-reads the session every 2 s while it is analysing', async () => {
    const client = new QueryClient();
    const options = regulatoryQueries.session('s1');
    const interval = options.refetchInterval as (query: unknown) => number | false;
    fetchMock.mockResolvedValueOnce(json(session({ analyzing: true })));
    await client.fetchQuery(options);
    expect(interval(client.getQueryCache().find({ queryKey: options.queryKey }))).toBe(2000);
    fetchMock.mockResolvedValueOnce(json(session()));
    await client.fetchQuery({ ...options, staleTime: 0 });
    expect(interval(client.getQueryCache().find({ queryKey: options.queryKey }))).toBe(false);
    expect(options.queryKey.join('/')).toBe('/api/regulatory-analysis/session/s1');
  });

  it('saves to the database with If-Match when a version is known, and without a body', async () => {
    const saved = { updatedSummary: 'Closed.', jobId: 'job-1', itemIndex: 2, version: 'v2', previousNarrative: 'Open.', savedAt: '2026-03-03T15:00:00.000Z' };
    fetchMock.mockImplementation(async () => json(saved));
    await expect(regulatoryAnalysisApi.saveToDatabase('s1', { ifMatch: '"v1"' })).resolves.toEqual(saved);
    await regulatoryAnalysisApi.saveToDatabase('s1');
    expect(calls()).toEqual(['POST /api/regulatory-analysis/session/s1/save-to-database', 'POST /api/regulatory-analysis/session/s1/save-to-database']);
    expect(headerOf(0, 'if-match')).toBe('"v1"');
    expect(headerOf(1, 'if-match')).toBeNull();
    expect(fetchMock.mock.calls[0]![1]!.body).toBeUndefined();
  });
});

describe('saveRegulatoryNarrative', () => {
  const JOB_VIEW = '/api/processing/jobs/job-1?study=database&summary=1&includePresign=1';
  const GET_URL = 'https://s3.test/narrative.json?sig=get';
  const PUT_URL = 'https://s3.test/narrative.json?sig=put';
  const NARRATIVE = { report: { vendor: 'ERIS' }, items: [{ narrative: 'A.' }, { narrative: 'B.' }, { narrative: 'LUST (Open).', target: 'BOEING' }] };
  const SAVED = { updatedSummary: 'LUST (Closed: NFA 2019).', jobId: 'job-1', itemIndex: 2, version: 'v2', previousNarrative: 'LUST (Open).', savedAt: 't' };

  interface Answers {
    job?: Response;
    get?: Response;
    save?: Response;
    put?: Response;
    narratives?: Response;
    runs?: Response;
  }

  function serve(answers: Answers = {}) {
    fetchMock.mockImplementation(async (url, init) => {
      const route = `${init?.method ?? 'GET'} ${url}`;
      if (route === `GET ${JOB_VIEW}`)
        return (
          answers.job ??
          json({
            jobId: 'job-1',
            status: 'COMPLETED',
            progress: 100,
            studies: { database: { status: 'COMPLETED', resultUrls: { get: GET_URL, put: PUT_URL }, resultVersion: '"v1"' } },
          })
        );
      if (route === `GET ${GET_URL}`) return answers.get ?? json(NARRATIVE);
      if (route === 'POST /api/regulatory-analysis/session/s1/save-to-database') return answers.save ?? json(SAVED);
      if (route === `PUT ${PUT_URL}`) return answers.put ?? new Response(null, { status: 200 });
      if (route === 'GET /api/projects/p1/environmental/jobs') return answers.runs ?? json({ items: [] });
      if (route === 'GET /api/projects/p1/environmental/narratives') return answers.narratives ?? json({ code: 'NARRATIVES_NOT_FOUND', message: 'none' }, 404);
      return json({ message: `unexpected ${route}` }, 500);
    });
  }

  const save = (storedJobId: string | null = 'job-1') => saveRegulatoryNarrative({ projectId: 'p1', sessionId: 's1', itemIndex: 2, storedJobId });
  const failure = (storedJobId?: string | null) => save(storedJobId).then(() => 'saved', regulatorySaveFailureMessage);

  it('reads the links, the current JSON, saves with If-Match, then PUTs the whole JSON with the new version', async () => {
    serve();
    await expect(save()).resolves.toEqual({ jobId: 'job-1', itemIndex: 2, updatedSummary: SAVED.updatedSummary, version: 'v2', savedAt: 't' });
    expect(calls()).toEqual([`GET ${JOB_VIEW}`, `GET ${GET_URL}`, 'POST /api/regulatory-analysis/session/s1/save-to-database', `PUT ${PUT_URL}`]);
    expect(headerOf(2, 'if-match')).toBe('"v1"');
    expect(headerOf(3, 'if-match')).toBe('v2');
    expect(headerOf(3, 'content-type')).toBe('application/json');
    expect(headerOf(3, 'authorization')).toBeNull();
    expect(JSON.parse(fetchMock.mock.calls[3]![1]!.body as string)).toEqual({
      ...NARRATIVE,
      items: [{ narrative: 'A.' }, { narrative: 'B.' }, { narrative: SAVED.updatedSummary, target: 'BOEING' }],
    });
  });

  it("uses the stored narrative's job without a browser copy, and says there is none otherwise", async () => {
    const completed = { jobId: 'job-1', filename: 'radius.pdf', status: 'COMPLETED', progress: 100, createdAt: 't', errorMessage: null };
    serve({ runs: json({ items: [completed] }), narratives: json({ narratives: [], narrativeData: { items: [] }, jobId: 'job-1', updatedAt: null }) });
    await save(null);
    expect(calls().slice(0, 3)).toEqual(['GET /api/projects/p1/environmental/jobs', 'GET /api/projects/p1/environmental/narratives', `GET ${JOB_VIEW}`]);
    fetchMock.mockReset();
    serve();
    expect(await failure(null)).toBe(REGULATORY_SAVE_MESSAGES.noJobId);
    expect(REGULATORY_SAVE_MESSAGES.noJobId).toBe('No job ID available for saving. Please reload the regulatory database data.');
    expect(calls()).toEqual(['GET /api/projects/p1/environmental/jobs']);
  });

  it.each([
    ['the job view fails', { job: json({ message: 'down' }, 502) }, 'Failed to get presigned URLs for saving'],
    [
      'the job view has no put link',
      { job: json({ jobId: 'job-1', status: 'COMPLETED', progress: 100, studies: { database: { status: 'COMPLETED', resultUrls: { get: GET_URL } } } }) },
      'No presigned URLs available for saving. Please try refreshing the regulatory database data.',
    ],
    ['the current JSON cannot be read', { get: new Response('<Error/>', { status: 403 }) }, 'Failed to load current narrative data: 403'],
    ['storage refuses the PUT', { put: new Response('<Error/>', { status: 500 }) }, 'Failed to save to S3: 500'],
    [
      'storage answers 409 with a message',
      { put: json({ code: 'CONFLICT', message: 'The narrative changed meanwhile', requestId: 'r' }, 409) },
      'The narrative changed meanwhile',
    ],
    [
      'save-to-database answers 409',
      { save: json({ code: 'NARRATIVE_VERSION_CONFLICT', message: 'The narrative was changed by someone else. Reload it.', requestId: 'r' }, 409) },
      'The narrative was changed by someone else. Reload it.',
    ],
    ['save-to-database fails without a message', { save: new Response('', { status: 500 }) }, 'Failed to save summary'],
  ] satisfies [string, Answers, string][])('says what failed when %s', async (_, answers, message) => {
    serve(answers);
    expect(await failure()).toBe(message);
  });

  it('stops before saving when a step fails, and lets an unauthorized answer through', async () => {
    serve({ get: new Response('nope', { status: 404 }) });
    await failure();
    expect(calls()).not.toContain('POST /api/regulatory-analysis/session/s1/save-to-database');
    fetchMock.mockReset();
    serve({ job: new Response('Unauthorized', { status: 401 }) });
    const error = await save().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });
});
