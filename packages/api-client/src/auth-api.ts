import {
  type AuthTokens,
  type ChangeRoleInput,
  type ConfirmEmailInput,
  type InviteMemberInput,
  type LoginInput,
  type LoginResult,
  type NewPasswordRequest,
  type SignupInput,
  type TeamMember,
  type User,
} from '@groundwork/contracts';
import { apiRequest } from './request';

/** Base path of the identity calls (spec 01 section 7: a fixed segment under /api). */
export const AUTH_API_BASE = '/api/auth';

/** Query keys of the identity reads; the default query fn GETs the key joined with '/'. */
export const authQueryKeys = {
  user: [`${AUTH_API_BASE}/user`] as const,
  teamMembers: [`${AUTH_API_BASE}/team/members`] as const,
};

/** `POST refresh-token` answer: the new pair, plus the rotated refresh token when sent. */
export type RefreshedTokens = Pick<AuthTokens, 'idToken' | 'accessToken'> & { refreshToken?: string };

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await apiRequest('POST', `${AUTH_API_BASE}/${path}`, body);
  return (await response.json()) as T;
}

/** Typed identity calls; each throws the spec's "<status>: <body>" error on a non-OK answer. */
export const authApi = {
  login: (input: LoginInput) => postJson<LoginResult>('login', input),
  newPassword: (input: NewPasswordRequest) => postJson<AuthTokens>('new-password', input),
  signup: (input: SignupInput) => postJson<{ message: string }>('signup', input),
  confirmSignup: (input: ConfirmEmailInput) => postJson<{ message: string }>('confirm-signup', input),
  resendCode: (email: string) => postJson<{ message: string }>('resend-code', { email }),
  refreshToken: (refreshToken: string) => postJson<RefreshedTokens>('refresh-token', { refreshToken }),
  async logout(refreshToken: string | undefined): Promise<void> {
    await apiRequest('POST', `${AUTH_API_BASE}/logout`, refreshToken ? { refreshToken } : {});
  },
  async user(): Promise<User> {
    const response = await apiRequest('GET', authQueryKeys.user[0]);
    return (await response.json()) as User;
  },
  inviteMember: (input: InviteMemberInput) => postJson<TeamMember>('team/invitations', input),
  async changeRole(userId: string, input: ChangeRoleInput): Promise<void> {
    await apiRequest('PATCH', `${AUTH_API_BASE}/team/members/${encodeURIComponent(userId)}`, input);
  },
  async removeMember(userId: string): Promise<void> {
    await apiRequest('DELETE', `${AUTH_API_BASE}/team/members/${encodeURIComponent(userId)}`);
  },
};

/** True when a login answer is the NEW_PASSWORD_REQUIRED challenge rather than tokens. */
export function isLoginChallenge(result: LoginResult): result is Extract<LoginResult, { challengeName: string }> {
  return 'challengeName' in result;
}
