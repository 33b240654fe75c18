import type { Db } from 'mongodb';
import type { Mailer } from './mail/types';
import { rateLimitTable } from './rate-limits';
import { createChallengeSessionsRepository } from './repositories/challenge-sessions';
import { createConfirmationCodesRepository } from './repositories/confirmation-codes';
import { createMembershipsRepository } from './repositories/memberships';
import { createOrganizationsRepository } from './repositories/organizations';
import { createRateLimitsRepository } from './repositories/rate-limits';
import { createRefreshTokensRepository } from './repositories/refresh-tokens';
import { createSigningKeysRepository } from './repositories/signing-keys';
import { createUsersRepository } from './repositories/users';
import type { IdentitySettings } from './settings';
import { createTokenSigner } from './tokens';

/** What every use case works with: repositories, rate limits, the token signer, the mailer, the clock. */
export function createIdentityContext({
  db,
  settings,
  mailer,
  now = () => new Date(),
}: {
  db: Db;
  settings: IdentitySettings;
  mailer: Mailer;
  now?: () => Date;
}) {
  return {
    users: createUsersRepository(db),
    organizations: createOrganizationsRepository(db),
    memberships: createMembershipsRepository(db),
    codes: createConfirmationCodesRepository(db),
    refreshTokens: createRefreshTokensRepository(db),
    challenges: createChallengeSessionsRepository(db),
    rateLimitWindows: createRateLimitsRepository(db),
    rateLimits: rateLimitTable(settings.addressLimits),
    tokens: createTokenSigner({ keys: createSigningKeysRepository(db), accessTokenTtlSeconds: settings.accessTokenTtlSeconds }),
    mailer,
    settings,
    now,
  };
}
export type IdentityContext = ReturnType<typeof createIdentityContext>;
