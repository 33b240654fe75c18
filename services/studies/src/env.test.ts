import { describe, expect, it } from 'vitest';
import { loadStudiesEnv } from './env';

describe('loadStudiesEnv', () => {
  it('defaults to port 4003, devdb and the uploads bucket', () => {
    expect(loadStudiesEnv({})).toMatchObject({
      STUDIES_PORT: 4003,
      IDENTITY_JWKS_URL: 'http://127.0.0.1:4001/api/auth/.well-known/jwks.json',
      HOST: '127.0.0.1',
      DEVDB_PORT: 27018,
      MONGODB_DB_PREFIX: 'groundwork',
      S3_BUCKET: 'groundwork-uploads',
      S3_REGION: 'us-east-1',
    });
  });

  it('refuses an invalid port', () => {
    expect(() => loadStudiesEnv({ STUDIES_PORT: 'eighty' })).toThrow(/STUDIES_PORT/);
  });
});
