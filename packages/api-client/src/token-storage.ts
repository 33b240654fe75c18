import type { AuthTokens } from '@groundwork/contracts';
import { readAuthTokens } from '@groundwork/contracts/boot';

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
    return readAuthTokens(JSON.parse(raw));
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
