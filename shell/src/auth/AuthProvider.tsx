import {
  authApi,
  authQueryKeys,
  clearStoredTokens,
  errorMessageFromResponseError,
  getStoredTokens,
  isLoginChallenge,
  setStoredTokens,
} from '@groundwork/api-client/boot';
import type { AuthTokens } from '@groundwork/contracts';
import { failureToast, successToast, toastChannel } from '@groundwork/design-system/base';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthContext, type AuthSession, type LoginOutcome } from './AuthContext';
import { fetchUser } from './fetch-user';

/**
 * The auth session of spec 01 section 4: tokens restored from localStorage at start, the user
 * fetched only while tokens exist (one refresh on 401), and the identity actions with their
 * toasts (on the toast channel: no antd is loaded above it). Needs a QueryClient and a router above it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = toastChannel.publish;
  const [tokens, setTokensState] = useState<AuthTokens | null>(getStoredTokens);

  const setTokens = useCallback((next: AuthTokens) => {
    setStoredTokens(next);
    setTokensState(next);
  }, []);

  const clearTokens = useCallback(() => {
    clearStoredTokens();
    setTokensState(null);
  }, []);

  const loadUser = useCallback(() => fetchUser({ setTokens, clearTokens }), [setTokens, clearTokens]);

  const userQuery = useQuery({ queryKey: authQueryKeys.user, queryFn: loadUser, enabled: tokens !== null });

  const startSession = useCallback(
    async (next: AuthTokens) => {
      setTokens(next);
      await queryClient.fetchQuery({ queryKey: authQueryKeys.user, queryFn: loadUser, staleTime: 0 }).catch(() => null);
    },
    [setTokens, queryClient, loadUser],
  );

  const login = useCallback<AuthSession['login']>(
    async (input): Promise<LoginOutcome> => {
      try {
        const result = await authApi.login(input);
        if (isLoginChallenge(result)) return { status: 'newPasswordRequired', session: result.session };
        await startSession(result);
        toast(successToast('loggedIn'));
        return { status: 'signedIn' };
      } catch (error) {
        toast(failureToast('loginFailed', errorMessageFromResponseError(error)));
        return { status: 'failed' };
      }
    },
    [startSession, toast],
  );

  const setNewPassword = useCallback<AuthSession['setNewPassword']>(
    async (input) => {
      try {
        await startSession(await authApi.newPassword(input));
        toast(successToast('passwordUpdated'));
        return true;
      } catch (error) {
        toast(failureToast('setNewPasswordFailed', errorMessageFromResponseError(error)));
        return false;
      }
    },
    [startSession, toast],
  );

  const signup = useCallback<AuthSession['signup']>(
    async (input) => {
      try {
        await authApi.signup(input);
        toast(successToast('confirmationCodeSent'));
        return true;
      } catch (error) {
        toast(failureToast('signupFailed', errorMessageFromResponseError(error)));
        return false;
      }
    },
    [toast],
  );

  const confirmSignup = useCallback<AuthSession['confirmSignup']>(
    async (input) => {
      try {
        await authApi.confirmSignup(input);
        toast(successToast('emailConfirmed'));
        return true;
      } catch (error) {
        toast(failureToast('confirmationFailed', errorMessageFromResponseError(error)));
        return false;
      }
    },
    [toast],
  );

  const resendCode = useCallback<AuthSession['resendCode']>(
    async (email) => {
      try {
        await authApi.resendCode(email);
        toast(successToast('confirmationCodeSent'));
        return true;
      } catch (error) {
        toast({
          title: 'Could not resend the code',
          description: errorMessageFromResponseError(error) ?? 'Please try again.',
          variant: 'destructive',
        });
        return false;
      }
    },
    [toast],
  );

  const logout = useCallback(async () => {
    try {
      await authApi.logout(getStoredTokens()?.refreshToken);
    } catch (error) {
      toast(failureToast('logoutFailed', errorMessageFromResponseError(error)));
    }
    clearTokens();
    queryClient.clear();
    navigate('/auth');
  }, [toast, clearTokens, queryClient, navigate]);

  const user = tokens ? (userQuery.data ?? null) : null;
  const session = useMemo<AuthSession>(
    () => ({
      user,
      isLoading: tokens !== null && userQuery.isPending,
      tokens,
      setTokens,
      clearTokens,
      login,
      setNewPassword,
      signup,
      confirmSignup,
      resendCode,
      logout,
    }),
    [user, tokens, userQuery.isPending, setTokens, clearTokens, login, setNewPassword, signup, confirmSignup, resendCode, logout],
  );
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}
