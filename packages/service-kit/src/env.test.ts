import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  authEnv,
  EnvError,
  internalTokenDevDefault,
  loadEnv,
  mongoDevDefault,
  mongoEnv,
  mongoSettings,
  portVar,
  refuseDevDefaults,
  s3Env,
  serviceEnv,
} from './env';

const schema = z.object({ ...serviceEnv, ...mongoEnv, ...s3Env, PROJECTS_PORT: portVar(4002) });

describe('loadEnv', () => {
  it('applies the defaults', () => {
    const env = loadEnv(schema, {});
    expect(env).toMatchObject({
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PROJECTS_PORT: 4002,
      DEVDB_PORT: 27018,
      MONGODB_DB_PREFIX: 'groundwork',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'groundwork-uploads',
    });
    expect(env.MONGODB_URI).toBeUndefined();
    expect(env.S3_FORCE_PATH_STYLE).toBeUndefined();
  });

  it('coerces values and treats empty strings as unset', () => {
    const env = loadEnv(schema, { PROJECTS_PORT: '5002', S3_FORCE_PATH_STYLE: 'false', LOG_LEVEL: '' });
    expect(env.PROJECTS_PORT).toBe(5002);
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
    expect(env.LOG_LEVEL).toBe('info');
  });

  it('lists every invalid variable in one error', () => {
    const load = () => loadEnv(schema, { PROJECTS_PORT: '99999', LOG_LEVEL: 'loud', MONGODB_URI: 'http://x', S3_ENDPOINT: 'nope' });
    expect(load).toThrow(EnvError);
    const message = (() => {
      try {
        load();
      } catch (err) {
        return (err as Error).message;
      }
    })();
    for (const name of ['PROJECTS_PORT', 'LOG_LEVEL', 'MONGODB_URI', 'S3_ENDPOINT']) {
      expect(message).toContain(`  - ${name}: `);
    }
  });
});

describe('mongoSettings', () => {
  it('defaults to devdb and names the database <prefix>_<service>', () => {
    expect(mongoSettings(loadEnv(schema, { DEVDB_PORT: '27100' }), 'projects')).toEqual({
      uri: 'mongodb://127.0.0.1:27100/',
      dbName: 'groundwork_projects',
    });
    const env = loadEnv(schema, { MONGODB_URI: 'mongodb://db.example:27017/', MONGODB_DB_PREFIX: 'staging' });
    expect(mongoSettings(env, 'review')).toEqual({ uri: 'mongodb://db.example:27017/', dbName: 'staging_review' });
  });
});

describe('authEnv', () => {
  const authSchema = z.object(authEnv);

  it("defaults IDENTITY_JWKS_URL to identity's JWKS on its default port", () => {
    expect(loadEnv(authSchema, {}).IDENTITY_JWKS_URL).toBe('http://127.0.0.1:4001/api/auth/.well-known/jwks.json');
  });

  it('accepts another URL and refuses a non-URL', () => {
    const url = 'https://identity.internal/api/auth/.well-known/jwks.json';
    expect(loadEnv(authSchema, { IDENTITY_JWKS_URL: url }).IDENTITY_JWKS_URL).toBe(url);
    expect(() => loadEnv(authSchema, { IDENTITY_JWKS_URL: 'identity:4001' })).toThrow(/IDENTITY_JWKS_URL/);
  });
});

describe('refuseDevDefaults', () => {
  const defaults = (env: { MONGODB_URI?: string; INTERNAL_SERVICE_TOKEN?: string }) => [mongoDevDefault(env), internalTokenDevDefault(env)];

  it('names every development default still in use when NODE_ENV=production', () => {
    const refuse = () => refuseDevDefaults('projects', { NODE_ENV: 'production' }, defaults({}));
    expect(refuse).toThrow(EnvError);
    expect(refuse).toThrow(
      /projects refuses to start with NODE_ENV=production[\s\S]*- MONGODB_URI: set it[\s\S]*- INTERNAL_SERVICE_TOKEN: set the same secret/,
    );
  });

  it('names only what is still missing', () => {
    const refuse = () => refuseDevDefaults('projects', { NODE_ENV: 'production' }, defaults({ MONGODB_URI: 'mongodb://db.internal/' }));
    expect(refuse).toThrow(/INTERNAL_SERVICE_TOKEN/);
    expect(refuse).not.toThrow(/MONGODB_URI/);
  });

  it('lets production start once every default is replaced', () => {
    const configured = { MONGODB_URI: 'mongodb://db.internal/', INTERNAL_SERVICE_TOKEN: 'x'.repeat(40) };
    expect(() => refuseDevDefaults('projects', { NODE_ENV: 'production' }, defaults(configured))).not.toThrow();
  });

  it.each([undefined, 'development', 'test'])('keeps the defaults with NODE_ENV=%s', (nodeEnv) => {
    expect(() => refuseDevDefaults('projects', { NODE_ENV: nodeEnv }, defaults({}))).not.toThrow();
  });
});
