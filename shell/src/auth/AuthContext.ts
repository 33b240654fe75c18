import type { AuthTokens, ConfirmEmailInput, LoginInput, NewPasswordRequest, SignupInput, User } from '@groundwork/contracts';
import { createContext, useContext } from 'react';

/** How a login attempt ended, for the sign-in screen to choose its next mode. */
export type LoginOutcome = { status: 'signedIn' } | { status: 'newPasswordRequired'; session: string } | { status: 'failed' };

export interface AuthSession {
  user: User | null;
  /** True while tokens exist and the user has not been fetched yet. */
  isLoading: boolean;
  tokens: AuthTokens | null;
  setTokens: (tokens: AuthTokens) => void;
  clearTokens: () => void;
  /** Each action shows its success or failure toast and resolves to whether it succeeded. */
  login: (input: LoginInput) => Promise<LoginOutcome>;
  setNewPassword: (input: NewPasswordRequest) => Promise<boolean>;
  signup: (input: SignupInput) => Promise<boolean>;
  confirmSignup: (input: ConfirmEmailInput) => Promise<boolean>;
  resendCode: (email: string) => Promise<boolean>;
  /** Revokes the session on the server, then clears it locally (even if that failed) and opens /auth. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthSession | null>(null);

/** The auth session; only usable inside `AuthProvider`. */
export function useAuth(): AuthSession {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuth must be used within an AuthProvider');
  return session;
}
