import type { GeneratedReport } from '@groundwork/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { isReportNotReady, reportFailureMessage, reportQueryKeys, reportsApi } from './reports-api';
import { setStoredTokens } from './token-storage';

type FetchMock = ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let fetchMock: FetchMock;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);

const queued: GeneratedReport = {
  id: 'rep-2',
  fileName: 'ESA-2026-0001 Phase I ESA',
  generatedAt: null,
  status: 'QUEUED',
  progress: 0,
  stage: 'Queued',
  error: null,
  analysis: null,
  files: [],
  warnings: [],
  requestedAt: '2026-03-03T14:00:00.000Z',
  requestedBy: 'sam@acme.test',
};
const completed: GeneratedReport = {
  ...queued,
  id: 'rep-1',
  status: 'COMPLETED',
  progress: 100,
  stage: 'Done',
  generatedAt: '2026-03-02T10:00:00.000Z',
  analysis: {
    summary: 'No RECs were identified.',
    keyFindings: ['The subject was a residence from 1950.'],
    riskAssessment: { level: 'low', description: 'No evidence of releases.' },
    recommendations: [],
    findings: [],
    dataGaps: [],
    writer: 'offline',
  },
  files: [{ format: 'pdf', fileName: 'report.pdf', bytes: 2048, url: 'http://s3.test/report.pdf?sig=1' }],
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

describe('reportsApi.generate', () => {
  it('POSTs generate-report without a body and answers the queued report (202)', async () => {
    fetchMock.mockResolvedValueOnce(json({ report: queued, analysis: null }, 202));
    expect(await reportsApi.generate('p1')).toEqual({ report: queued, analysis: null });
    expect(calls()).toEqual(['POST /api/projects/p1/generate-report']);
    const init = fetchMock.mock.calls[0]![1];
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer access-1');
  });

  it('fails with 409 REPORT_NOT_READY as a not-ready ApiError carrying the server message', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'REPORT_NOT_READY', message: 'Complete these steps first: Aerial Review', requestId: 'r1' }, 409));
    const error = await reportsApi.generate('p1').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(isReportNotReady(error)).toBe(true);
    expect(reportFailureMessage(error)).toBe('Complete these steps first: Aerial Review');
  });

  it('refuses an answer that is not a generation result with the parse message', async () => {
    fetchMock.mockResolvedValueOnce(json({ analysis: null }, 202));
    await expect(reportsApi.generate('p1')).rejects.toThrow('Failed to parse server response');
  });
});

describe('reportsApi.list and get', () => {
  it('reads the reports newest first, and one report', async () => {
    fetchMock.mockResolvedValueOnce(json({ reports: [queued, completed] })).mockResolvedValueOnce(json(completed));
    expect(await reportsApi.list('p1')).toEqual([queued, completed]);
    expect(await reportsApi.get('p1', 'rep-1')).toEqual(completed);
    expect(calls()).toEqual(['GET /api/projects/p1/generated-reports', 'GET /api/projects/p1/generated-reports/rep-1']);
  });

  it('refuses a list that is not the contract', async () => {
    fetchMock.mockResolvedValueOnce(json([completed]));
    await expect(reportsApi.list('p1')).rejects.toThrow('Failed to parse server response');
  });

  it('keys the reads under the project', () => {
    expect(reportQueryKeys.list('p1')).toEqual(['/api/projects', 'p1', 'generated-reports']);
    expect(reportQueryKeys.detail('p1', 'rep-1')).toEqual(['/api/projects', 'p1', 'generated-reports', 'rep-1']);
  });
});

describe('isReportNotReady and reportFailureMessage', () => {
  it('tells a not-ready refusal from other failures', () => {
    expect(isReportNotReady(new ApiError(409, JSON.stringify({ code: 'CONFLICT', message: 'x' })))).toBe(false);
    expect(isReportNotReady(new ApiError(500, JSON.stringify({ code: 'REPORT_NOT_READY', message: 'x' })))).toBe(false);
    expect(isReportNotReady(new Error('409'))).toBe(false);
  });

  it("falls back to the error's message, then to a default", () => {
    expect(reportFailureMessage(new ApiError(504, 'Gateway Timeout'))).toBe('504: Gateway Timeout');
    expect(reportFailureMessage(new Error('offline'))).toBe('offline');
    expect(reportFailureMessage('nope')).toBe('The report could not be generated.');
  });
});
