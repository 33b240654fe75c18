import type { ProjectReviewFacts } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { createReviewClient, reviewClientEnv } from './review-client';

const TOKEN = 'x'.repeat(32);
const BASE = 'http://review.test:4004';

const FACTS: ProjectReviewFacts = {
  phase1Reviews: [
    {
      sessionId: 'session-1',
      documentId: 'doc-1',
      fileName: 'Sunset Blvd Phase I (2023).pdf',
      decision: 'HRECs_PRESENT',
      summary: 'The report identifies one HREC: a remediated 1993 gasoline release.',
      sections: [{ section: 'Findings', summary: 'One HREC.', quotes: [{ quote: 'considered a historical recognized environmental condition', page: 3 }] }],
      extractions: { subject_address: '1042 SUNSET BLVD', site_names: ['Elite Cleaners'], contaminants_of_concern: ['benzene'], auls: [] },
      findings: [
        { kind: 'HREC', location: 'subject', counts: true, quote: 'considered a historical recognized environmental condition', page: 3, reason: 'stated' },
      ],
      reviewedAt: '2026-11-26T07:00:00.000Z',
    },
  ],
  recordAnalyses: [
    {
      sessionId: 'session-2',
      recordItemIndex: 1,
      updatedSummary: 'TRIANGLE TRUCK TERMINAL. Regulatory documents reviewed: closure confirmed closed.',
      savedToDatabaseAt: null,
      documents: [
        {
          documentId: 'doc-2',
          fileName: 'NFA letter.pdf',
          verdict: 'CONFIRMED_CLOSED',
          confidence: 0.9,
          summary: 'No further action.',
          evidence: [{ page: 1, quote: 'No Further Action is required' }],
          extracted: { case_ids: ['RZ-057217'], agency_names: ['DEQ'], key_dates: { closure_date: '2004-05-01' } },
        },
      ],
    },
  ],
};

interface Seen {
  url: string;
  method?: string;
  authorization: string | null;
}

/** A fetch answering `status` and `body` (a string as is, else JSON); answers it and the requests seen. */
function fakeFetch(status: number, body: unknown) {
  const seen: Seen[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(input), method: init?.method, authorization: new Headers(init?.headers).get('authorization') });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

/** A fetch that waits for its abort signal, as a service that never answers. */
const silentFetch = ((_input: string | URL | Request, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err,
  );

const expect503 = async (promise: Promise<unknown>) => {
  const error = await failureOf(promise);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE', message: expect.stringContaining('The review service is unavailable') });
};

describe('review client', () => {
  it("asks for a project's findings with the token and the organization, and answers them parsed", async () => {
    const { fetch, seen } = fakeFetch(200, FACTS);
    const client = createReviewClient({ service: 'studies', baseUrl: BASE, token: TOKEN, fetch });
    expect(await client.projectFindings('p 1', 'org a')).toEqual(FACTS);
    expect(seen).toEqual([{ url: `${BASE}/internal/review/projects/p%201/findings?organizationId=org%20a`, method: 'GET', authorization: `Bearer ${TOKEN}` }]);
  });

  it("answers empty lists for a project without findings (an unknown project, another organization's alike)", async () => {
    const empty = { phase1Reviews: [], recordAnalyses: [] };
    const { fetch } = fakeFetch(200, empty);
    expect(await createReviewClient({ service: 'studies', baseUrl: BASE, token: TOKEN, fetch }).projectFindings('p1', 'o')).toEqual(empty);
  });

  it('is 503 UNAVAILABLE on a 5xx, a 401, a 404 (REVIEW_URL is not the review service), an unreadable or unexpected body', async () => {
    const answers: Array<[number, unknown]> = [
      [500, { code: 'INTERNAL', message: 'boom' }],
      [503, { code: 'UNAVAILABLE', message: 'Internal routes are disabled' }],
      [401, { code: 'UNAUTHORIZED', message: 'Unauthorized: invalid internal service token' }],
      [404, { code: 'NOT_FOUND', message: 'Route not found' }],
      [200, 'not json'],
      [200, { phase1Reviews: [] }],
      [200, { ...FACTS, phase1Reviews: [{ ...FACTS.phase1Reviews[0], decision: 'MAYBE' }] }],
    ];
    for (const [status, body] of answers) {
      const { fetch } = fakeFetch(status, body);
      await expect503(createReviewClient({ service: 'studies', baseUrl: BASE, token: TOKEN, fetch }).projectFindings('p1', 'o'));
    }
  });

  it('is 503 without a token, with no answer in time and with no server', async () => {
    const { fetch, seen } = fakeFetch(200, FACTS);
    const untokened = await failureOf(createReviewClient({ service: 'studies', baseUrl: BASE, token: undefined, fetch }).projectFindings('p1', 'o'));
    expect(untokened).toMatchObject({ status: 503, message: expect.stringContaining('INTERNAL_SERVICE_TOKEN is not set on the studies service') });
    expect(seen).toEqual([]);
    await expect503(createReviewClient({ service: 'studies', baseUrl: BASE, token: TOKEN, timeoutMs: 50, fetch: silentFetch }).projectFindings('p1', 'o'));
    await expect503(createReviewClient({ service: 'studies', baseUrl: 'http://127.0.0.1:9', token: TOKEN }).projectFindings('p1', 'o'));
  });

  it('REVIEW_URL defaults to the review port and must be an http(s) URL, its trailing slash dropped', () => {
    const env = z.object(reviewClientEnv);
    expect(env.parse({}).REVIEW_URL).toBe('http://127.0.0.1:4004');
    expect(env.parse({ REVIEW_URL: 'http://review.internal:4004/' }).REVIEW_URL).toBe('http://review.internal:4004');
    expect(env.safeParse({ REVIEW_URL: 'ftp://review' }).success).toBe(false);
    expect(env.safeParse({ REVIEW_URL: 'not a url' }).success).toBe(false);
  });
});
