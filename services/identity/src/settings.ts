import path from 'node:path';
import type { IdentityEnv } from './env';

/** Everything the use cases need to know from the configuration. */
export interface IdentitySettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  argon2: { memoryCost?: number; timeCost?: number };
  pepper: string;
  mail: { smtpUrl?: string; from: string; outboxDir: string };
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
    },
  };
}
