import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadIdentityEnv } from './env';
import { identitySettings } from './settings';

describe('identitySettings', () => {
  it('puts the outbox in the repository .data folder by default, else the data dir or OUTBOX_DIR', () => {
    const repoData = path.resolve(import.meta.dirname, '../../../.data');
    expect(identitySettings(loadIdentityEnv({})).mail).toEqual({
      from: 'Groundwork <no-reply@groundwork.app>',
      outboxDir: path.join(repoData, 'outbox'),
      smtpUrl: undefined,
    });
    expect(identitySettings(loadIdentityEnv({ GROUNDWORK_DATA_DIR: '/srv/gw' })).mail.outboxDir).toBe('/srv/gw/outbox');
    expect(identitySettings(loadIdentityEnv({ GROUNDWORK_DATA_DIR: '/srv/gw', OUTBOX_DIR: '/tmp/mail' })).mail.outboxDir).toBe('/tmp/mail');
  });

  it('uses 15-minute access tokens, 30-day refresh tokens and the argon2 library defaults unless configured', () => {
    expect(identitySettings(loadIdentityEnv({}))).toMatchObject({
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      argon2: { memoryCost: undefined, timeCost: undefined },
    });
    const tuned = identitySettings(loadIdentityEnv({ ARGON2_MEMORY_KIB: '4096', ARGON2_TIME_COST: '1', AUTH_PEPPER: 'a-secret-of-sixteen+' }));
    expect(tuned).toMatchObject({ argon2: { memoryCost: 4096, timeCost: 1 }, pepper: 'a-secret-of-sixteen+' });
  });

  it('refuses a non-SMTP mail URL and a short pepper', () => {
    expect(() => loadIdentityEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadIdentityEnv({ AUTH_PEPPER: 'short' })).toThrow(/AUTH_PEPPER/);
  });
});
