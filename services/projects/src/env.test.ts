import { describe, expect, it } from 'vitest';
import { loadProjectsEnv } from './env';

describe('loadProjectsEnv', () => {
  it('defaults to port 4002 and devdb', () => {
    expect(loadProjectsEnv({})).toMatchObject({ PROJECTS_PORT: 4002, IDENTITY_JWKS_URL: 'http://127.0.0.1:4001/api/auth/.well-known/jwks.json', HOST: '127.0.0.1', DEVDB_PORT: 27018, MONGODB_DB_PREFIX: 'groundwork' });
  });

  it('refuses an invalid port', () => {
    expect(() => loadProjectsEnv({ PROJECTS_PORT: 'eighty' })).toThrow(/PROJECTS_PORT/);
  });
});
