import { booleanVar, loadEnv, mongoDevDefault, mongoEnv, portVar, refuseDevDefaults, serviceEnv, type DevDefault } from '@groundwork/service-kit';
import { z } from 'zod';
import { DEFAULT_ADDRESS_LIMITS } from './rate-limits';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const identityEnvSchema = z.object({
  ...serviceEnv,
  ...mongoEnv,
  IDENTITY_PORT: portVar(4001),
  /** nodemailer transport URL (smtp:// or smtps://); unset means the local outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'expected an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Groundwork <no-reply@groundwork.app>'),
  /**
   * Serves `GET /api/auth/dev/outbox` (development only; never with SMTP_URL). Off unless set:
   * anyone who reaches it reads every code and temporary password.
   */
  IDENTITY_DEV_OUTBOX_ROUTE: booleanVar(),
  /** Folder of the local outbox; default `<GROUNDWORK_DATA_DIR>/outbox`. */
  OUTBOX_DIR: z.string().min(1).optional(),
  /** The platform's data folder (set by `pnpm start`); default `.data` at the repository root. */
  GROUNDWORK_DATA_DIR: z.string().min(1).optional(),
  /** Secret mixed into confirmation-code and opaque-token hashes. */
  AUTH_PEPPER: z.string().min(16, 'expected at least 16 characters').optional(),
  IDENTITY_ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  IDENTITY_REFRESH_TOKEN_TTL_SECONDS: positiveInt(30 * 24 * 60 * 60),
  /** Per-client-address limits (README "Tokens, sessions and limits"); raise them only for tests. */
  IDENTITY_LOGIN_LIMIT_PER_ADDRESS: positiveInt(DEFAULT_ADDRESS_LIMITS.login),
  IDENTITY_SIGNUP_LIMIT_PER_ADDRESS: positiveInt(DEFAULT_ADDRESS_LIMITS.signup),
  IDENTITY_RESEND_CODE_LIMIT_PER_ADDRESS: positiveInt(DEFAULT_ADDRESS_LIMITS.resendCode),
  IDENTITY_CONFIRM_SIGNUP_LIMIT_PER_ADDRESS: positiveInt(DEFAULT_ADDRESS_LIMITS.confirmSignup),
  IDENTITY_NEW_PASSWORD_LIMIT_PER_ADDRESS: positiveInt(DEFAULT_ADDRESS_LIMITS.newPassword),
  /** argon2id cost; unset means the library defaults (19 MiB, 2 passes). Tests lower them. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).optional(),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).optional(),
});

export type IdentityEnv = z.output<typeof identityEnvSchema>;

/** What a fresh machine runs on and a deployment must not: a published pepper, mail to a folder, the outbox route. */
export const identityDevDefaults = (env: IdentityEnv): DevDefault[] => [
  mongoDevDefault(env),
  { variable: 'AUTH_PEPPER', inUse: !env.AUTH_PEPPER, fix: 'set a secret of at least 16 random characters (the built-in pepper is in the source)' },
  { variable: 'SMTP_URL', inUse: !env.SMTP_URL, fix: 'set the SMTP server confirmation codes and invitations go through (unset, they land in a local folder)' },
  {
    variable: 'IDENTITY_DEV_OUTBOX_ROUTE',
    inUse: env.IDENTITY_DEV_OUTBOX_ROUTE === true,
    fix: 'unset it (the development outbox route hands out every code and temporary password)',
  },
];

/**
 * The identity service's configuration; throws one error listing every invalid variable, and
 * with NODE_ENV=production one naming every development default still in use.
 */
export function loadIdentityEnv(source: Record<string, string | undefined> = process.env): IdentityEnv {
  const env = loadEnv(identityEnvSchema, source);
  refuseDevDefaults('identity', env, identityDevDefaults(env));
  return env;
}
