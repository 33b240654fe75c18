import { describe, expect, it } from 'vitest';
import { loadProjectsEnv } from './env';

describe('loadProjectsEnv', () => {
  it('defaults to port 4002 and devdb, without an internal token', () => {
    const env = loadProjectsEnv({});
    expect(env).toMatchObject({ PROJECTS_PORT: 4002, IDENTITY_JWKS_URL: 'http://127.0.0.1:4001/api/auth/.well-known/jwks.json', HOST: '127.0.0.1', DEVDB_PORT: 27018, MONGODB_DB_PREFIX: 'groundwork' });
    expect(env.INTERNAL_SERVICE_TOKEN).toBeUndefined();
  });

  it('refuses an invalid port', () => {
    expect(() => loadProjectsEnv({ PROJECTS_PORT: 'eighty' })).toThrow(/PROJECTS_PORT/);
  });

  it('takes an internal token of 32 characters or more and refuses a shorter one', () => {
    const token = 'a'.repeat(32);
    expect(loadProjectsEnv({ INTERNAL_SERVICE_TOKEN: token }).INTERNAL_SERVICE_TOKEN).toBe(token);
    expect(() => loadProjectsEnv({ INTERNAL_SERVICE_TOKEN: 'short-secret' })).toThrow(/INTERNAL_SERVICE_TOKEN: expected at least 32 characters/);
  });
});
