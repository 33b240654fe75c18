import { authApi, getStoredTokens, responseErrorStatus } from '@groundwork/api-client/boot';
import type { AuthTokens, User } from '@groundwork/contracts';

export const FAILED_TO_FETCH_USER = 'Failed to fetch user';
export const FAILED_TO_REFRESH_TOKEN = 'Failed to refresh token';
export const NO_REFRESH_TOKEN = 'No refresh token available';

export interface SessionTokens {
  setTokens: (tokens: AuthTokens) => void;
  clearTokens: () => void;
}

/**
 * Exchanges the stored refresh token for a new pair and stores it (with the rotated refresh
 * token when the server sends one). A failed refresh clears the session.
 */
export async function refreshTokens({ setTokens, clearTokens }: SessionTokens): Promise<void> {
  const stored = getStoredTokens();
  if (!stored?.refreshToken) throw new Error(NO_REFRESH_TOKEN);
  try {
    const refreshed = await authApi.refreshToken(stored.refreshToken);
    setTokens({
      idToken: refreshed.idToken,
      accessToken: refreshed.accessToken,
      refreshToken: refreshed.refreshToken ?? stored.refreshToken,
    });
  } catch {
    clearTokens();
    throw new Error(FAILED_TO_REFRESH_TOKEN);
  }
}

/**
 * `GET /api/auth/user`. A 401 triggers one token refresh and one retry; any other failure is
 * "Failed to fetch user".
 */
export async function fetchUser(session: SessionTokens): Promise<User> {
  try {
    return await authApi.user();
  } catch (error) {
    if (responseErrorStatus(error) !== 401) throw new Error(FAILED_TO_FETCH_USER);
  }
  await refreshTokens(session);
  try {
    return await authApi.user();
  } catch {
    throw new Error(FAILED_TO_FETCH_USER);
  }
}
