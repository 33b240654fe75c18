import { describe, expect, it } from 'vitest';
import { loadReviewEnv } from './env';

describe('loadReviewEnv', () => {
  it('defaults to port 4004 and devdb', () => {
    expect(loadReviewEnv({})).toMatchObject({
      REVIEW_PORT: 4004,
      IDENTITY_JWKS_URL: 'http://127.0.0.1:4001/api/auth/.well-known/jwks.json',
      HOST: '127.0.0.1',
      DEVDB_PORT: 27018,
      MONGODB_DB_PREFIX: 'groundwork',
    });
  });

  it('refuses an invalid port', () => {
    expect(() => loadReviewEnv({ REVIEW_PORT: 'eighty' })).toThrow(/REVIEW_PORT/);
  });

  it('refuses NODE_ENV=production on the development database, naming MONGODB_URI', () => {
    expect(() => loadReviewEnv({ NODE_ENV: 'production' })).toThrow(/review refuses to start[\s\S]*MONGODB_URI/);
    expect(loadReviewEnv({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db.internal/' }).NODE_ENV).toBe('production');
  });
});
