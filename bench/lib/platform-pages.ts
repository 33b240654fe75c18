import { TOKEN_STORAGE_KEY } from '@groundwork/api-client';
import type { AuthTokens, LoginResult } from '@groundwork/contracts';
import { seedDemo } from '@groundwork/platform-tools';
import type { Page } from 'playwright-core';

/** One JSON call to the running platform; throws with the status and the start of the body otherwise. */
export async function json<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} -> ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/**
 * On a fresh data folder of the running platform: the demo account (and whatever `seedProjects`
 * makes for it), signed in; its tokens.
 */
export async function signedInDemo(
  platform: { url: string; env: Record<string, string | undefined> },
  dataDir: string,
  seedProjects?: (account: { email: string; password: string }) => Promise<unknown>,
): Promise<AuthTokens> {
  const account = await seedDemo({ dataDir, env: platform.env, ...(seedProjects ? { seedProjects } : {}) });
  if (!account) throw new Error('the fresh bench data folder was already seeded');
  const login = await json<LoginResult>(`${platform.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if ('challengeName' in login) throw new Error('the demo account asked for a new password');
  return login;
}

/** Signs `page` in as the shell does (its tokens in localStorage), from a page that loads no script. */
export async function storeTokens(page: Page, baseUrl: string, tokens: AuthTokens): Promise<void> {
  await page.goto(`${baseUrl}/remotes.json`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, JSON.stringify(tokens)] as const);
}
