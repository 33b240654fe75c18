import { describe, expect, it } from 'vitest';
import { loadIdentityEnv } from './env';

describe('loadIdentityEnv', () => {
  it('defaults to port 4001 and devdb', () => {
    expect(loadIdentityEnv({})).toMatchObject({ IDENTITY_PORT: 4001, HOST: '127.0.0.1', DEVDB_PORT: 27018, MONGODB_DB_PREFIX: 'groundwork' });
  });

  it('refuses an invalid port', () => {
    expect(() => loadIdentityEnv({ IDENTITY_PORT: 'eighty' })).toThrow(/IDENTITY_PORT/);
  });

  const production = {
    NODE_ENV: 'production',
    MONGODB_URI: 'mongodb://db.internal:27017/',
    AUTH_PEPPER: 'a-long-production-pepper',
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  };

  it('refuses NODE_ENV=production on each development default, naming the variable to set', () => {
    expect(loadIdentityEnv(production).NODE_ENV).toBe('production');
    expect(() => loadIdentityEnv({ NODE_ENV: 'production' })).toThrow(/identity refuses to start[\s\S]*MONGODB_URI[\s\S]*AUTH_PEPPER[\s\S]*SMTP_URL/);
    for (const variable of ['MONGODB_URI', 'AUTH_PEPPER', 'SMTP_URL']) {
      expect(() => loadIdentityEnv({ ...production, [variable]: '' })).toThrow(new RegExp(`- ${variable}:`));
    }
    expect(() => loadIdentityEnv({ ...production, IDENTITY_DEV_OUTBOX_ROUTE: '1' })).toThrow(/- IDENTITY_DEV_OUTBOX_ROUTE: unset it/);
  });

  it('keeps the development defaults without NODE_ENV=production', () => {
    expect(loadIdentityEnv({ IDENTITY_DEV_OUTBOX_ROUTE: '1' }).IDENTITY_DEV_OUTBOX_ROUTE).toBe(true);
  });
});
