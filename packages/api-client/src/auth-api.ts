import type {
  AuthTokens,
  ChangeRoleInput,
  ConfirmEmailInput,
  InviteMemberInput,
  LoginInput,
  LoginResult,
  NewPasswordRequest,
  SignupInput,
  TeamMember,
  User,
} from '@groundwork/contracts';
import { API_ROUTES, routePath } from '@groundwork/contracts/boot';
import { apiRequest } from './request';

/** Query keys of the identity reads; the default query fn GETs the key joined with '/'. */
export const authQueryKeys = {
  user: [API_ROUTES.user.path] as const,
  teamMembers: [API_ROUTES.teamMembers.path] as const,
};

/** `POST refresh-token` answer: the new pair, plus the rotated refresh token when sent. */
export type RefreshedTokens = Pick<AuthTokens, 'idToken' | 'accessToken'> & { refreshToken?: string };

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await apiRequest('POST', url, body);
  return (await response.json()) as T;
}

/** Typed identity calls; each throws the spec's "<status>: <body>" error on a non-OK answer. */
export const authApi = {
  login: (input: LoginInput) => postJson<LoginResult>(API_ROUTES.authLogin.path, input),
  newPassword: (input: NewPasswordRequest) => postJson<AuthTokens>(API_ROUTES.newPassword.path, input),
  signup: (input: SignupInput) => postJson<{ message: string }>(API_ROUTES.signup.path, input),
  confirmSignup: (input: ConfirmEmailInput) => postJson<{ message: string }>(API_ROUTES.confirmSignup.path, input),
  resendCode: (email: string) => postJson<{ message: string }>(API_ROUTES.resendCode.path, { email }),
  refreshToken: (refreshToken: string) => postJson<RefreshedTokens>(API_ROUTES.refreshToken.path, { refreshToken }),
  async logout(refreshToken: string | undefined): Promise<void> {
    await apiRequest('POST', API_ROUTES.logout.path, refreshToken ? { refreshToken } : {});
  },
  async user(): Promise<User> {
    const response = await apiRequest('GET', API_ROUTES.user.path);
    return (await response.json()) as User;
  },
  inviteMember: (input: InviteMemberInput) => postJson<TeamMember>(API_ROUTES.inviteMember.path, input),
  async changeRole(userId: string, input: ChangeRoleInput): Promise<void> {
    await apiRequest('PATCH', routePath(API_ROUTES.changeRole, { userId }), input);
  },
  async removeMember(userId: string): Promise<void> {
    await apiRequest('DELETE', routePath(API_ROUTES.removeMember, { userId }));
  },
};

/** True when a login answer is the NEW_PASSWORD_REQUIRED challenge rather than tokens. */
export function isLoginChallenge(result: LoginResult): result is Extract<LoginResult, { challengeName: string }> {
  return 'challengeName' in result;
}
