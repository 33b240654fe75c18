import { z } from 'zod';

export const authTokensSchema = z.object({
  idToken: z.string().min(1),
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

export const NEW_PASSWORD_REQUIRED = 'NEW_PASSWORD_REQUIRED';

/** A login answered with a challenge: no tokens yet, the session continues the flow. */
export const loginChallengeSchema = z.object({
  challengeName: z.literal(NEW_PASSWORD_REQUIRED),
  session: z.string().min(1),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** `POST /api/auth/login` success: either the token pair or a challenge. */
export const loginResultSchema = z.union([loginChallengeSchema, authTokensSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** `POST /api/auth/refresh-token` success. */
export const refreshTokenResultSchema = authTokensSchema.pick({ idToken: true, accessToken: true });
export type RefreshTokenResult = z.infer<typeof refreshTokenResultSchema>;

/** Roles in an organization, most to least powerful. */
export const ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const organizationSchema = z.object({ id: z.string(), name: z.string() });
export type Organization = z.infer<typeof organizationSchema>;

/** `GET /api/auth/user`. The spec only shows the email; the rest serves teams and roles. */
export const userSchema = z.object({
  email: z.string(),
  id: z.string().optional(),
  name: z.string().optional(),
  organization: organizationSchema.optional(),
  role: roleSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** Claims of the access token every service verifies (JWKS at JWKS_PATH). */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  org: z.string(),
  role: roleSchema,
  token_use: z.literal('access'),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
export const TOKEN_ISSUER = 'groundwork-identity';
export const TOKEN_AUDIENCE = 'groundwork';
export const JWKS_PATH = '/api/auth/.well-known/jwks.json';

const email = z.email({ error: 'Invalid email address' });
const MIN_PASSWORD_LENGTH = 8;
const MIN_CONFIRMATION_CODE_LENGTH = 6;
const newPassword = z.string({ error: 'Password must be at least 8 characters' }).min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters');

/** Sign-in form, login mode; also the body of `POST /api/auth/login`. */
export const loginInputSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Sign-in form, confirm-email mode; also the body of `POST /api/auth/confirm-signup`. */
export const confirmEmailInputSchema = z.object({
  email,
  code: z.string({ error: 'Confirmation code is required' }).min(MIN_CONFIRMATION_CODE_LENGTH, 'Confirmation code is required'),
});
export type ConfirmEmailInput = z.infer<typeof confirmEmailInputSchema>;

/** Sign-in form, new-password mode. */
export const newPasswordFormInputSchema = z
  .object({ newPassword, confirmPassword: newPassword })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    // Report the mismatch only once both fields are long enough, so one field shows one message.
    when: (payload) => payload.issues.length === 0,
  });
export type NewPasswordFormInput = z.infer<typeof newPasswordFormInputSchema>;

/** `POST /api/auth/new-password`: answers a NEW_PASSWORD_REQUIRED challenge. */
export const newPasswordRequestSchema = z.object({
  email,
  newPassword,
  session: z.string().min(1),
});
export type NewPasswordRequest = z.infer<typeof newPasswordRequestSchema>;

/** `POST /api/auth/signup` (the sign-in screen's Create account mode). Creates an organization. */
export const signupInputSchema = z.object({
  email,
  password: newPassword,
  organizationName: z.string().trim().min(1, 'Organization name is required').max(120).optional(),
});
export type SignupInput = z.infer<typeof signupInputSchema>;

/** `POST /api/auth/logout`: revokes the refresh token's family. */
export const logoutRequestSchema = z.object({ refreshToken: z.string().min(1).optional() });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** A member of the signed-in user's organization (`GET /api/auth/team/members`). */
export const teamMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(['active', 'invited']),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** `POST /api/auth/team/invitations`: e-mails a temporary password (NEW_PASSWORD_REQUIRED). */
export const inviteMemberInputSchema = z.object({ email, role: roleSchema });
export type InviteMemberInput = z.infer<typeof inviteMemberInputSchema>;

/** `PATCH /api/auth/team/members/{userId}`. */
export const changeRoleInputSchema = z.object({ role: roleSchema });
export type ChangeRoleInput = z.infer<typeof changeRoleInputSchema>;

/** `POST /api/auth/refresh-token`. */
export const refreshTokenRequestSchema = z.object({ refreshToken: z.string().min(1) });
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

/** A message in the local outbox (`GET /api/auth/dev/outbox?to=`), newest first. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
