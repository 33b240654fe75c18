import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authTokensSchema, JWKS_PATH, projectListSchema, projectSchema, userSchema, type AuthTokens } from '@groundwork/contracts';
import type { MongoConnection } from '@groundwork/service-kit';
import {
  captureLogger,
  connectTestDatabase,
  dropTestDatabase,
  startServiceProcess,
  startTestIssuer,
  testDatabaseName,
  type ServiceProcess,
  type TestIssuer,
} from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { testGeoSettings } from './projects';

/**
 * The cross-service check: tokens issued by the real identity service (its own process) open
 * the projects routes, verified through service-kit's requireAuth and identity's JWKS.
 */

const identityDir = fileURLToPath(new URL('../../identity', import.meta.url));
const prefix = testDatabaseName('auth');
const PASSWORD = 'correct horse battery staple';
const OWNER = 'owner@example.com';
const VIEWER = 'viewer@example.com';
const CLOCK_TOLERANCE_SECONDS = 5;

interface Identity {
  service: ServiceProcess;
  post: (route: string, body: unknown, token?: string) => Promise<Response>;
  get: (route: string, token?: string) => Promise<Response>;
}

async function startIdentity(outboxDir: string, env: Record<string, string> = {}): Promise<Identity> {
  const service = await startServiceProcess({
    cwd: identityDir,
    env: {
      IDENTITY_PORT: '0',
      MONGODB_DB_PREFIX: prefix,
      LOG_LEVEL: 'info',
      GROUNDWORK_DATA_DIR: outboxDir,
      OUTBOX_DIR: outboxDir,
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      IDENTITY_DEV_OUTBOX_ROUTE: '1',
      ...env,
    },
  });
  const headersFor = (token?: string): Record<string, string> => ({
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  return {
    service,
    post: (route, body, token) =>
      fetch(`${service.url}/api/auth/${route}`, {
        method: 'POST',
        headers: headersFor(token),
        body: JSON.stringify(body),
      }),
    get: (route, token) => fetch(`${service.url}/api/auth/${route}`, { headers: headersFor(token) }),
  };
}

async function expectOk(res: Response, status = 200): Promise<unknown> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text ? JSON.parse(text) : undefined;
}

/** The newest outbox message to `to`, through identity's development endpoint. */
async function latestMail(identity: Identity, to: string): Promise<string> {
  const { messages } = (await expectOk(await identity.get(`dev/outbox?to=${encodeURIComponent(to)}`))) as {
    messages: Array<{ text: string }>;
  };
  const [message] = messages;
  if (!message) throw new Error(`no mail for ${to}`);
  return message.text;
}

async function signUpAndLogIn(identity: Identity, email: string): Promise<AuthTokens> {
  await expectOk(await identity.post('signup', { email, password: PASSWORD, organizationName: 'Acme ESA' }), 201);
  const code = /\b(\d{6})\b/.exec(await latestMail(identity, email))?.[1];
  await expectOk(await identity.post('confirm-signup', { email, code }));
  return authTokensSchema.parse(await expectOk(await identity.post('login', { email, password: PASSWORD })));
}

/** An invited viewer: temporary password from the outbox, NEW_PASSWORD_REQUIRED, new password. */
async function inviteViewer(identity: Identity, ownerToken: string): Promise<AuthTokens> {
  await expectOk(await identity.post('team/invitations', { email: VIEWER, role: 'viewer' }, ownerToken), 201);
  const temporary = /temporary password (\S+)/.exec(await latestMail(identity, VIEWER))?.[1];
  const challenge = (await expectOk(await identity.post('login', { email: VIEWER, password: temporary }))) as {
    challengeName: string;
    session: string;
  };
  expect(challenge.challengeName).toBe('NEW_PASSWORD_REQUIRED');
  const answer = { email: VIEWER, newPassword: PASSWORD, session: challenge.session };
  return authTokensSchema.parse(await expectOk(await identity.post('new-password', answer)));
}

const segments = (token: string) => token.split('.') as [string, string, string];
const decodeSegment = (segment: string) => JSON.parse(Buffer.from(segment, 'base64url').toString()) as Record<string, unknown>;

let outboxDir: string;
let identity: Identity;
let owner: AuthTokens;
let viewer: AuthTokens;
let shortLived: AuthTokens;
let foreign: TestIssuer;
let mongo: MongoConnection;
let projects: ReturnType<typeof createApp>;
let projectsLog: Array<Record<string, unknown>>;

beforeAll(async () => {
  outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'auth-int-outbox-'));
  [identity, foreign, mongo] = await Promise.all([startIdentity(outboxDir), startTestIssuer(), connectTestDatabase('projects-auth')]);
  owner = await signUpAndLogIn(identity, OWNER);
  viewer = await inviteViewer(identity, owner.accessToken);

  // The same identity (same database, so the same signing key) issuing 1-second access tokens:
  // a genuinely expired token signed with the real key, without moving any clock.
  const shortLivedIdentity = await startIdentity(outboxDir, { IDENTITY_ACCESS_TOKEN_TTL_SECONDS: '1' });
  try {
    shortLived = authTokensSchema.parse(await expectOk(await shortLivedIdentity.post('login', { email: OWNER, password: PASSWORD })));
  } finally {
    await shortLivedIdentity.service.stop();
  }

  const captured = captureLogger();
  projectsLog = captured.lines;
  projects = createApp({
    db: mongo.db,
    logger: captured.logger,
    settings: { jwksUrl: `${identity.service.url}${JWKS_PATH}`, geo: testGeoSettings() },
  });
}, 180_000);

afterAll(async () => {
  await Promise.all([identity?.service.stop(), foreign?.close(), mongo?.close()]);
  await dropTestDatabase(`${prefix}_identity`);
  await fs.rm(outboxDir, { recursive: true, force: true });
});

const NEW_PROJECT = { siteAddress: '12 Elm Street, Springfield', clientName: 'Acme Holdings' };

const probeWith = (token: string, method = 'GET') =>
  projects.request('/api/projects', {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(NEW_PROJECT) : undefined,
  });

async function expectRefused(token: string) {
  const res = await probeWith(token);
  expect(res.status).toBe(401);
  expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Unauthorized: invalid or expired token' });
  expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
}

describe("projects verifies identity's tokens", () => {
  it("accepts a real access token: the owner's project records identity's user and is seen by the same organization", async () => {
    const created = await probeWith(owner.accessToken, 'POST');
    expect(created.status).toBe(201);
    const project = projectSchema.parse(await created.json());
    const user = userSchema.parse(await expectOk(await identity.get('user', owner.accessToken)));
    expect(project.createdBy).toEqual({ userId: user.id, email: OWNER });
    const seenByViewer = projectListSchema.parse(await (await probeWith(viewer.accessToken)).json());
    expect(seenByViewer.map((listed) => listed.id)).toEqual([project.id]);
    expect(await mongo.db.collection('projects').countDocuments({ organizationId: user.organization?.id })).toBe(1);
  });

  it('refuses the id token: only access tokens open other services', async () => {
    await expectRefused(owner.idToken);
  });

  it('refuses a tampered token: one signature byte flipped, or the payload changed', async () => {
    const [header, payload, signature] = segments(owner.accessToken);
    const bytes = Buffer.from(signature, 'base64url');
    bytes[0]! ^= 0x01;
    await expectRefused(`${header}.${payload}.${bytes.toString('base64url')}`);

    const viewerClaims = decodeSegment(segments(viewer.accessToken)[1]);
    const promoted = Buffer.from(JSON.stringify({ ...viewerClaims, role: 'owner' })).toString('base64url');
    const [viewerHeader, , viewerSignature] = segments(viewer.accessToken);
    await expectRefused(`${viewerHeader}.${promoted}.${viewerSignature}`);
  });

  it("refuses tokens signed with a foreign key, under the foreign key id or identity's own", async () => {
    const identityKid = String(decodeSegment(segments(owner.accessToken)[0]).kid);
    const claims = decodeSegment(segments(owner.accessToken)[1]);
    await expectRefused(await foreign.sign(claims));
    await expectRefused(await foreign.sign(claims, { kid: identityKid }));
    await expectRefused(await foreign.sign(claims, { kid: identityKid, expiresIn: -60 }));
  });

  it("refuses a viewer's write with 403 and lets the owner write", async () => {
    expect((await probeWith(viewer.accessToken)).status).toBe(200);
    const before = await mongo.db.collection('projects').countDocuments();
    const refused = await probeWith(viewer.accessToken, 'POST');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('Forbidden') });
    expect(await mongo.db.collection('projects').countDocuments()).toBe(before);
    expect((await probeWith(owner.accessToken, 'POST')).status).toBe(201);
    expect(await mongo.db.collection('projects').countDocuments()).toBe(before + 1);
  });

  it('refuses a real token once it has expired', async () => {
    const { exp, iat } = decodeSegment(segments(shortLived.accessToken)[1]) as { exp: number; iat: number };
    expect(exp - iat).toBe(1);
    const expiredAt = (exp + CLOCK_TOLERANCE_SECONDS + 1) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiredAt - Date.now())));
    await expectRefused(shortLived.accessToken);
  }, 30_000);

  it('never logs a password or a token, in identity or in projects', () => {
    const secrets = [PASSWORD, ...Object.values(owner), ...Object.values(viewer)];
    const logs = [...identity.service.lines, ...projectsLog].map((line) => JSON.stringify(line));
    expect(logs.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(logs.filter((line) => line.includes(secret))).toEqual([]);
  });
});
