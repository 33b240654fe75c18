import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { createStudiesClient, studiesClientEnv } from './studies-client';

const TOKEN = 'x'.repeat(32);
let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      const running = server;
      server = undefined;
      if (running) running.close(() => resolve());
      else resolve();
    }),
);

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local server answering every request with `status` and `body` after `delayMs`; answers its URL and the requests seen. */
async function answer(status: number, body: unknown, delayMs = 0) {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body)), delayMs);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** What a promise rejected with (null when it resolved). */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err,
  );

const RECORD = {
  jobId: 'job-1',
  itemIndex: 3,
  itemCount: 5,
  version: '0cc175b9c0f1b6a831c399e269772661',
  item: { address: '9 ELM ST', target: 'QUICK CLEAN', narrative: 'Closed 2004.', document_links: [] },
};
const UPDATE = {
  projectId: 'p 1',
  itemIndex: 3,
  organizationId: 'org-acme',
  narrative: 'Closure letter reviewed.',
  expectedVersion: RECORD.version,
  updatedBy: 'user-olivia',
  source: { kind: 'regulatory-analysis' as const, sessionId: 'session-1' },
};
const SAVED = { jobId: 'job-1', itemIndex: 3, version: 'b'.repeat(32), previousNarrative: 'Closed 2004.', savedAt: '2026-11-26T07:00:00.000Z' };

describe('studies client', () => {
  it('reads a record with the token and the organization; 404 is null', async () => {
    const found = await answer(200, RECORD);
    const client = createStudiesClient({ service: 'review', baseUrl: found.url, token: TOKEN });
    expect(await client.databaseRecord('p 1', 'org a', 3)).toEqual(RECORD);
    expect(found.seen).toEqual([expect.objectContaining({ method: 'GET', url: '/internal/studies/projects/p%201/database/items/3?organizationId=org%20a' })]);
    expect(found.seen[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    await new Promise<void>((resolve) => server!.close(() => resolve()));

    const missing = await answer(404, { code: 'RECORD_NOT_FOUND', message: 'Record 3 is not in ...' });
    expect(await createStudiesClient({ service: 'review', baseUrl: missing.url, token: TOKEN }).databaseRecord('p1', 'o', 3)).toBeNull();
  });

  it('saves a narrative: PUT of the body without the path fields, the answer parsed', async () => {
    const { url, seen } = await answer(200, SAVED);
    const client = createStudiesClient({ service: 'review', baseUrl: url, token: TOKEN });
    expect(await client.updateRecordNarrative(UPDATE)).toEqual(SAVED);
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/internal/studies/projects/p%201/database/items/3/narrative' });
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    const { projectId: _, itemIndex: __, ...body } = UPDATE;
    expect(JSON.parse(seen[0]!.body)).toEqual(body);
  });

  it("turns the studies service's 409, 404 and 400 into AppErrors with its code and message", async () => {
    const cases: Array<[number, string, string]> = [
      [409, 'NARRATIVE_VERSION_CONFLICT', 'The regulatory database results were changed by another save since this page loaded them.'],
      [409, 'PROJECT_ARCHIVED', 'This project is archived; restore it before saving its regulatory database results.'],
      [404, 'NARRATIVES_NOT_FOUND', 'No regulatory database results are stored for this project.'],
      [400, 'VALIDATION_FAILED', 'Invalid json: narrative: Too big'],
    ];
    for (const [status, code, message] of cases) {
      const { url } = await answer(status, { code, message, requestId: 'r1' });
      const error = await failureOf(createStudiesClient({ service: 'review', baseUrl: url, token: TOKEN }).updateRecordNarrative(UPDATE));
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status, code, message });
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it('is 503 UNAVAILABLE ("nothing was saved") on a 5xx, a 401, an unreadable answer, no answer in time, no server or no token', async () => {
    const expect503 = async (promise: Promise<unknown>) => {
      const error = await failureOf(promise);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        status: 503,
        code: 'UNAVAILABLE',
        message: expect.stringContaining('The studies service is unavailable; nothing was saved.'),
      });
    };
    const answers: Array<[number, unknown, number?]> = [
      [500, { code: 'INTERNAL', message: 'boom' }],
      [401, { code: 'UNAUTHORIZED', message: 'Unauthorized: invalid internal service token' }],
      [409, 'not json'],
      [200, { jobId: 'job-1' }],
      [200, SAVED, 500],
    ];
    for (const [status, body, delayMs] of answers) {
      const { url } = await answer(status, body, delayMs);
      await expect503(createStudiesClient({ service: 'review', baseUrl: url, token: TOKEN, timeoutMs: 100 }).updateRecordNarrative(UPDATE));
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
    await expect503(createStudiesClient({ service: 'review', baseUrl: 'http://127.0.0.1:9', token: TOKEN }).databaseRecord('p1', 'o', 0));
    await expect503(createStudiesClient({ service: 'review', baseUrl: 'http://127.0.0.1:9', token: undefined }).databaseRecord('p1', 'o', 0));
  });

  it('STUDIES_URL defaults to the studies port and must be an http(s) URL, its trailing slash dropped', () => {
    const env = z.object(studiesClientEnv);
    expect(env.parse({}).STUDIES_URL).toBe('http://127.0.0.1:4003');
    expect(env.parse({ STUDIES_URL: 'http://studies.internal:4003/' }).STUDIES_URL).toBe('http://studies.internal:4003');
    expect(env.safeParse({ STUDIES_URL: 'ftp://studies' }).success).toBe(false);
    expect(env.safeParse({ STUDIES_URL: 'not a url' }).success).toBe(false);
  });
});
