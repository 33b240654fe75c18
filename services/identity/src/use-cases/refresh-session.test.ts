import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type TestIdentity } from '../../test/identity';
import { refreshSession } from './refresh-session';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(() => identity.close());

describe('refreshSession', () => {
  it('rotates within the family and revokes the family on a replay', async () => {
    const first = await identity.signedIn('family@example.com');
    const second = await refreshSession(identity.ctx, first.refreshToken);
    const third = await refreshSession(identity.ctx, second.refreshToken);
    const family = await identity.db.collection('refreshTokens').distinct('familyId', {});
    expect(family).toHaveLength(1);

    await expect(refreshSession(identity.ctx, second.refreshToken)).rejects.toMatchObject({ status: 401 });
    await expect(refreshSession(identity.ctx, third.refreshToken)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an unknown and an expired refresh token', async () => {
    await expect(refreshSession(identity.ctx, 'not-a-token')).rejects.toMatchObject({ status: 401 });
    const tokens = await identity.signedIn('expiring@example.com');
    identity.clock.offsetMs = 31 * 24 * 3600 * 1000;
    try {
      await expect(refreshSession(identity.ctx, tokens.refreshToken)).rejects.toMatchObject({ status: 401 });
    } finally {
      identity.clock.offsetMs = 0;
    }
  });
});
