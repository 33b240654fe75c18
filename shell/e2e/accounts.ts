import { randomUUID } from 'node:crypto';
import type { AuthTokens, CreateProjectInput, LoginResult, OutboxMessage, Project } from '@groundwork/contracts';
import { TOKEN_STORAGE_KEY } from '@groundwork/api-client';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** A fresh address per test run, so journeys never collide on one platform. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.groundwork.test`;
}

/** One JSON call to the platform; throws with the status and body on a non-OK answer. */
export async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, accessToken?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The newest message the dev outbox holds for `to`, read on the identity port
 * (`GET /api/auth/dev/outbox?to=`, on with IDENTITY_DEV_OUTBOX_ROUTE=1; the gateway never routes it).
 */
export async function latestMail(to: string): Promise<OutboxMessage> {
  const { messages } = await call<{ messages: OutboxMessage[] }>(identityUrl(), 'GET', `/api/auth/dev/outbox?to=${encodeURIComponent(to)}`);
  const [newest] = messages;
  if (!newest) throw new Error(`no mail for ${to}`);
  return newest;
}

function identityUrl(): string {
  const url = inject('platformEnv').IDENTITY_URL;
  if (!url) throw new Error('the platform under test has no IDENTITY_URL');
  return url;
}

export function confirmationCodeIn(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no confirmation code in: ${message.text}`);
  return code;
}

export function temporaryPasswordIn(message: OutboxMessage): string {
  const password = /temporary password (\S+)/.exec(message.text)?.[1];
  if (!password) throw new Error(`no temporary password in: ${message.text}`);
  return password;
}

/** Signs up and confirms through the API (the UI journey is tested on its own); returns the tokens. */
export async function createConfirmedAccount(baseUrl: string, email: string, password: string, organizationName = 'E2E Surveys'): Promise<AuthTokens> {
  await call(baseUrl, 'POST', '/api/auth/signup', { email, password, organizationName });
  const code = confirmationCodeIn(await latestMail(email));
  await call(baseUrl, 'POST', '/api/auth/confirm-signup', { email, code });
  const result = await call<LoginResult>(baseUrl, 'POST', '/api/auth/login', { email, password });
  if ('challengeName' in result) throw new Error(`unexpected challenge for ${email}`);
  return result;
}

export async function inviteMember(baseUrl: string, owner: AuthTokens, email: string, role: string): Promise<void> {
  await call(baseUrl, 'POST', '/api/auth/team/invitations', { email, role }, owner.accessToken);
}

/**
 * Sets (or with null removes) the stored token pair of the gateway's origin. It does so on a
 * document of that origin the app does not run in, so no session request is cut short.
 */
export async function storeTokens(page: Page, baseUrl: string, tokens: AuthTokens | null): Promise<void> {
  await page.goto(`${baseUrl}/remotes.json`);
  await page.evaluate(({ key, value }) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)), {
    key: TOKEN_STORAGE_KEY,
    value: tokens && JSON.stringify(tokens),
  });
}

/** Puts the token pair where the shell restores it from, then opens `path` signed in. */
export async function openSignedIn(page: Page, baseUrl: string, tokens: AuthTokens, path: string): Promise<void> {
  await storeTokens(page, baseUrl, tokens);
  await page.goto(`${baseUrl}${path}`);
}

/** Creates a project through the API as the owner of `tokens`. */
export function createProject(baseUrl: string, tokens: AuthTokens, input: CreateProjectInput): Promise<Project> {
  return call<Project>(baseUrl, 'POST', '/api/projects', input, tokens.accessToken);
}

/** The seeded demo account, signed in through the API. */
export async function signInDemo(baseUrl: string): Promise<AuthTokens> {
  const demo = inject('demoAccount');
  const result = await call<LoginResult>(baseUrl, 'POST', '/api/auth/login', { email: demo.email, password: demo.password });
  if ('challengeName' in result) throw new Error('the demo account asked for a challenge');
  return result;
}

/** The demo sample project at `siteAddress`. */
export async function demoProjectAt(baseUrl: string, demo: AuthTokens, siteAddress: string): Promise<Project> {
  const projects = await call<Project[]>(baseUrl, 'GET', '/api/projects', undefined, demo.accessToken);
  const found = projects.find((project) => project.siteAddress === siteAddress);
  if (!found) throw new Error(`no demo project at ${siteAddress}`);
  return found;
}
