import type { AuthTokens, Job, LoginResult, Project } from '@groundwork/contracts';
import { apiErrorBodySchema } from '@groundwork/contracts';
import { describe, expect, inject, it } from 'vitest';
import { call, latestMail, temporaryPasswordIn, uniqueEmail } from './accounts';

// What the outside reaches through the gateway of the whole platform (the services' own tests
// cover each rule in depth): the outbox, the sign-up throttle, and the links a viewer gets.
const baseUrl = inject('baseUrl');
const demo = inject('demoAccount');

const PASSWORD = 'security-check-password';

async function logIn(email: string, password: string): Promise<AuthTokens> {
  const result = await call<LoginResult>(baseUrl, 'POST', '/api/auth/login', { email, password });
  if ('challengeName' in result) throw new Error(`unexpected challenge for ${email}`);
  return result;
}

/** A viewer invited into the caller's organization, signed in with their own password. */
async function invitedViewer(owner: AuthTokens): Promise<{ userId: string; tokens: AuthTokens }> {
  const email = uniqueEmail('viewer');
  const member = await call<{ userId: string }>(baseUrl, 'POST', '/api/auth/team/invitations', { email, role: 'viewer' }, owner.accessToken);
  const challenge = await call<LoginResult>(baseUrl, 'POST', '/api/auth/login', { email, password: temporaryPasswordIn(await latestMail(email)) });
  if (!('challengeName' in challenge)) throw new Error('an invited viewer should be asked for a new password');
  const tokens = await call<AuthTokens>(baseUrl, 'POST', '/api/auth/new-password', { email, newPassword: PASSWORD, session: challenge.session });
  return { userId: member.userId, tokens };
}

/** The demo project whose city directory run has finished (seeded from the text report). */
/** A request whose answer may be lost to a write the server stopped reading (EPIPE, ECONNRESET): sent again, at most three times. */
async function putUntilAnswered(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (attempt === 3 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error;
    }
  }
}

async function finishedDemoRun(owner: AuthTokens): Promise<{ projectId: string; jobId: string }> {
  const projects = await call<Project[]>(baseUrl, 'GET', '/api/projects', undefined, owner.accessToken);
  const project = projects.find((candidate) => candidate.siteAddress.includes('3054 Pacific Hwy'));
  if (!project) throw new Error('the demo seed has no 3054 Pacific Hwy project');
  const { items } = await call<{ items: Array<{ jobId: string; status: string }> }>(
    baseUrl,
    'GET',
    `/api/projects/${project.id}/city-directory/jobs`,
    undefined,
    owner.accessToken,
  );
  const run = items.find((item) => item.status === 'completed');
  if (!run) throw new Error(`no completed city directory run on the demo project: ${JSON.stringify(items)}`);
  return { projectId: project.id, jobId: run.jobId };
}

const jobLinks = async (jobId: string, tokens: AuthTokens) =>
  (await call<Job>(baseUrl, 'GET', `/api/processing/jobs/${jobId}?includePresign=1`, undefined, tokens.accessToken)).artifacts;

async function errorCode(response: Response): Promise<string> {
  return apiErrorBodySchema.parse(await response.json()).code;
}

describe('through the gateway', () => {
  it("never serves identity's development outbox, although identity itself has the route on", async () => {
    const email = uniqueEmail('outbox');
    await call(baseUrl, 'POST', '/api/auth/signup', { email, password: PASSWORD });
    expect((await latestMail(email)).subject).toBe('Your Groundwork confirmation code');
    for (const path of [
      `/api/auth/dev/outbox?to=${encodeURIComponent(email)}`,
      `/api/auth/%64ev/outbox?to=${encodeURIComponent(email)}`,
      '/api/auth//dev/outbox',
    ]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await errorCode(response), path).toBe('NOT_FOUND');
    }
  });

  it('throttles sign-ups of one e-mail with 429 and Retry-After, and a repeated sign-up never changes the password', async () => {
    const email = uniqueEmail('throttle');
    const signUp = (password: string) =>
      fetch(`${baseUrl}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    expect((await signUp(PASSWORD)).status).toBe(201);
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await signUp(`attacker-password-${attempt}`)).status).toBe(201);
    const throttled = await signUp('attacker-password-6');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorCode(throttled)).toBe('TOO_MANY_ATTEMPTS');

    const code = /\b(\d{6})\b/.exec((await latestMail(email)).text)?.[1];
    await call(baseUrl, 'POST', '/api/auth/confirm-signup', { email, code });
    const owner = await logIn(email, PASSWORD);
    expect((await call<{ email: string }>(baseUrl, 'GET', '/api/auth/user', undefined, owner.accessToken)).email).toBe(email);
    const attacker = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'attacker-password-5' }),
    });
    expect(attacker.status).toBe(401);
  });

  it('gives a viewer read links only, and a writer a save link bound to JSON, 10 MB and the result schema', async () => {
    const owner = await logIn(demo.email, demo.password);
    const { projectId, jobId } = await finishedDemoRun(owner);
    const viewer = await invitedViewer(owner);
    try {
      const seen = await jobLinks(jobId, viewer.tokens);
      expect(seen?.parsedUrls?.get).toMatch(/^https?:\/\//);
      expect(seen?.parsedUrls?.put).toBeUndefined();
      expect(seen?.manifestUrls?.get).toMatch(/^https?:\/\//);
      expect(seen?.manifestUrls?.put).toBeUndefined();
      const rematch = await fetch(`${baseUrl}/api/projects/${projectId}/city-directory/jobs/${jobId}/rematch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${viewer.tokens.accessToken}` },
      });
      expect(rematch.status).toBe(403);

      const links = await jobLinks(jobId, owner);
      expect(links?.manifestUrls?.put).toBeUndefined();
      const save = links?.parsedUrls?.put;
      expect(save).toMatch(/^\/api\/processing\/results\//);
      const put = (body: string, contentType: string) => fetch(`${baseUrl}${save}`, { method: 'PUT', headers: { 'content-type': contentType }, body });
      const wrongType = await put('{"parsedEntries":[]}', 'text/plain');
      expect(wrongType.status).toBe(415);
      // The service answers 413 from the Content-Length and closes: a client still writing the body may
      // see EPIPE instead of the answer, so the refusal is asked for again (at most three times).
      const tooLarge = await putUntilAnswered(() => put(JSON.stringify({ parsedEntries: [], padding: 'x'.repeat(10 * 1024 * 1024) }), 'application/json'));
      expect(tooLarge.status).toBe(413);
      const notAResult = await put('{"parsedEntries":"everything"}', 'application/json');
      expect(notAResult.status).toBe(400);
      const forged = await fetch(`${baseUrl}${save!.replace(/token=[^&]+/, `token=${'A'.repeat(43)}`)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"parsedEntries":[]}',
      });
      expect(forged.status).toBe(403);
    } finally {
      await call(baseUrl, 'DELETE', `/api/auth/team/members/${viewer.userId}`, undefined, owner.accessToken);
    }
  });
});
