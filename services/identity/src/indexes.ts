import type { IndexSpec } from '@groundwork/service-kit';
import { challengeSessionsIndexes } from './repositories/challenge-sessions';
import { confirmationCodesIndexes } from './repositories/confirmation-codes';
import { membershipsIndexes } from './repositories/memberships';
import { organizationsIndexes } from './repositories/organizations';
import { rateLimitsIndexes } from './repositories/rate-limits';
import { refreshTokensIndexes } from './repositories/refresh-tokens';
import { signingKeysIndexes } from './repositories/signing-keys';
import { usersIndexes } from './repositories/users';

/** Every repository's indexes; `server.ts` creates them before serving. */
export const indexSpecs: IndexSpec[] = [
  usersIndexes,
  organizationsIndexes,
  membershipsIndexes,
  confirmationCodesIndexes,
  refreshTokensIndexes,
  challengeSessionsIndexes,
  rateLimitsIndexes,
  signingKeysIndexes,
];
