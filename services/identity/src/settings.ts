import path from 'node:path';
import type { IdentityEnv } from './env';
import type { AddressLimits } from './rate-limits';

/** Everything the use cases need to know from the configuration. */
export interface IdentitySettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  argon2: { memoryCost?: number; timeCost?: number };
  pepper: string;
  /** `outboxRoute`: serve `GET /api/auth/dev/outbox` (only ever without `smtpUrl`). */
  mail: { smtpUrl?: string; from: string; outboxDir: string; outboxRoute: boolean };
  addressLimits: AddressLimits;
}

const defaultDataDir = path.resolve(import.meta.dirname, '../../../.data');

/** Used when AUTH_PEPPER is unset: hashes still are not plain, but set a secret in production. */
const DEFAULT_PEPPER = 'groundwork-identity-default-pepper';

export function identitySettings(env: IdentityEnv): IdentitySettings {
  return {
    accessTokenTtlSeconds: env.IDENTITY_ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.IDENTITY_REFRESH_TOKEN_TTL_SECONDS,
    argon2: { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST },
    pepper: env.AUTH_PEPPER ?? DEFAULT_PEPPER,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(env.GROUNDWORK_DATA_DIR ?? defaultDataDir, 'outbox')),
      outboxRoute: env.IDENTITY_DEV_OUTBOX_ROUTE === true && !env.SMTP_URL,
    },
    addressLimits: {
      login: env.IDENTITY_LOGIN_LIMIT_PER_ADDRESS,
      signup: env.IDENTITY_SIGNUP_LIMIT_PER_ADDRESS,
      resendCode: env.IDENTITY_RESEND_CODE_LIMIT_PER_ADDRESS,
      confirmSignup: env.IDENTITY_CONFIRM_SIGNUP_LIMIT_PER_ADDRESS,
      newPassword: env.IDENTITY_NEW_PASSWORD_LIMIT_PER_ADDRESS,
    },
  };
}
