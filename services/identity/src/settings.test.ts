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
      outboxRoute: false,
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

  it('serves the dev outbox route only with IDENTITY_DEV_OUTBOX_ROUTE and without SMTP_URL', () => {
    expect(identitySettings(loadIdentityEnv({ IDENTITY_DEV_OUTBOX_ROUTE: '1' })).mail.outboxRoute).toBe(true);
    expect(identitySettings(loadIdentityEnv({ IDENTITY_DEV_OUTBOX_ROUTE: 'false' })).mail.outboxRoute).toBe(false);
    const smtp = { IDENTITY_DEV_OUTBOX_ROUTE: 'true', SMTP_URL: 'smtp://mail.example.com' };
    expect(identitySettings(loadIdentityEnv(smtp)).mail.outboxRoute).toBe(false);
    expect(() => loadIdentityEnv({ IDENTITY_DEV_OUTBOX_ROUTE: 'yes' })).toThrow(/IDENTITY_DEV_OUTBOX_ROUTE/);
  });

  it('uses the documented per-address limits unless the environment raises them', () => {
    expect(identitySettings(loadIdentityEnv({})).addressLimits).toEqual({
      login: 20,
      signup: 20,
      resendCode: 20,
      confirmSignup: 30,
      newPassword: 20,
    });
    const raised = identitySettings(
      loadIdentityEnv({
        IDENTITY_LOGIN_LIMIT_PER_ADDRESS: '100',
        IDENTITY_SIGNUP_LIMIT_PER_ADDRESS: '200',
        IDENTITY_RESEND_CODE_LIMIT_PER_ADDRESS: '201',
        IDENTITY_CONFIRM_SIGNUP_LIMIT_PER_ADDRESS: '202',
        IDENTITY_NEW_PASSWORD_LIMIT_PER_ADDRESS: '203',
      }),
    );
    expect(raised.addressLimits).toEqual({ login: 100, signup: 200, resendCode: 201, confirmSignup: 202, newPassword: 203 });
    expect(() => loadIdentityEnv({ IDENTITY_SIGNUP_LIMIT_PER_ADDRESS: '0' })).toThrow(/IDENTITY_SIGNUP_LIMIT_PER_ADDRESS/);
  });

  it('refuses a non-SMTP mail URL and a short pepper', () => {
    expect(() => loadIdentityEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadIdentityEnv({ AUTH_PEPPER: 'short' })).toThrow(/AUTH_PEPPER/);
  });
});
