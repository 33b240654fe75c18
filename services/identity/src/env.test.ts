import { describe, expect, it } from 'vitest';
import { loadIdentityEnv } from './env';

describe('loadIdentityEnv', () => {
  it('defaults to port 4001 and devdb', () => {
    expect(loadIdentityEnv({})).toMatchObject({ IDENTITY_PORT: 4001, HOST: '127.0.0.1', DEVDB_PORT: 27018, MONGODB_DB_PREFIX: 'groundwork' });
  });

  it('refuses an invalid port', () => {
    expect(() => loadIdentityEnv({ IDENTITY_PORT: 'eighty' })).toThrow(/IDENTITY_PORT/);
  });
});
