import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from './errors';
import { afterEach, describe, expect, it } from 'vitest';
import { createProjectsClient } from './projects-client';

const TOKEN = 'x'.repeat(32);
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A local server answering every request with `status` and `body` after `delayMs`; answers its URL and the requests seen. */
async function answer(status: number, body: unknown, delayMs = 0) {
  const seen: Array<{ method?: string; url?: string; authorization?: string }> = [];
  server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
    setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)), delayMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const expect503 = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(503);
};

describe('projects client', () => {
  it('asks for the study context with the token and the organization; 404 is null', async () => {
    const { url, seen } = await answer(404, { message: 'Project not found' });
    const client = createProjectsClient({ service: 'studies', baseUrl: url, token: TOKEN });
    expect(await client.studyContext('p1', 'org a')).toBeNull();
    expect(seen).toEqual([{ method: 'GET', url: '/internal/projects/p1/study-context?organizationId=org%20a', authorization: `Bearer ${TOKEN}` }]);
  });

  it('is 503 when the service answers 500 or 401, is unreachable, too slow, or no token is configured', async () => {
    const broken = await answer(500, { message: 'boom' });
    await expect503(createProjectsClient({ service: 'studies', baseUrl: broken.url, token: TOKEN }).setStudyChecks('p1', { cityDirectory: true }));
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const refused = await answer(401, { message: 'Unauthorized' });
    await expect503(createProjectsClient({ service: 'studies', baseUrl: refused.url, token: TOKEN }).studyContext('p1', 'o'));
    await expect503(createProjectsClient({ service: 'studies', baseUrl: refused.url, token: undefined }).studyContext('p1', 'o'));
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const slow = await answer(200, {}, 500);
    await expect503(
      createProjectsClient({ service: 'studies', baseUrl: slow.url, token: TOKEN, timeoutMs: 50 }).recordActivity('p1', {
        type: 'study_finished',
        summary: 'x',
      }),
    );
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    await expect503(createProjectsClient({ service: 'studies', baseUrl: 'http://127.0.0.1:9', token: TOKEN }).studyContext('p1', 'o'));
  });
});
