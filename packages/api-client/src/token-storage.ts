import { authTokensSchema, type AuthTokens } from '@groundwork/contracts';

/** The localStorage entry holding the identity-provider token pair. */
export const TOKEN_STORAGE_KEY = 'groundwork.idp.tokens';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined;
  }
}

/** The stored token pair, or null when absent, unreadable or not a token pair. */
export function getStoredTokens(): AuthTokens | null {
  const raw = storage()?.getItem(TOKEN_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = authTokensSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function setStoredTokens(tokens: AuthTokens): void {
  storage()?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(tokens));
}

export function clearStoredTokens(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
}
