import { describe, expect, it } from 'vitest';
import { queueSettings } from '@groundwork/service-kit';
import { extractionLimits, loadStudiesEnv, loadWorkerEnv } from './env';

describe('loadStudiesEnv', () => {
  it('defaults to port 4003, devdb, the uploads bucket and the local projects service', () => {
    const env = loadStudiesEnv({});
    expect(env).toMatchObject({
      STUDIES_PORT: 4003,
      IDENTITY_JWKS_URL: 'http://127.0.0.1:4001/api/auth/.well-known/jwks.json',
      HOST: '127.0.0.1',
      DEVDB_PORT: 27018,
      MONGODB_DB_PREFIX: 'groundwork',
      S3_BUCKET: 'groundwork-uploads',
      S3_REGION: 'us-east-1',
      PROJECTS_URL: 'http://127.0.0.1:4002',
      PRESIGN_EXPIRES_SECONDS: 900,
    });
    expect(env.INTERNAL_SERVICE_TOKEN).toBeUndefined();
    expect(queueSettings(env)).toEqual({ leaseMs: 60_000, maxAttempts: 3 });
  });

  it('refuses an invalid port, a short internal token and a non-http projects URL, naming each', () => {
    expect(() => loadStudiesEnv({ STUDIES_PORT: 'eighty' })).toThrow(/STUDIES_PORT/);
    expect(() => loadStudiesEnv({ INTERNAL_SERVICE_TOKEN: 'short', PROJECTS_URL: 'ftp://x' })).toThrow(
      /INTERNAL_SERVICE_TOKEN[\s\S]*PROJECTS_URL|PROJECTS_URL[\s\S]*INTERNAL_SERVICE_TOKEN/,
    );
  });
});

describe('loadWorkerEnv', () => {
  it('polls every 500 ms by default and takes the lease, attempts and concurrency from the environment', () => {
    expect(loadWorkerEnv({})).toMatchObject({ WORKER_POLL_MS: 500, WORKER_LEASE_MS: 60_000, WORKER_MAX_ATTEMPTS: 3 });
    const env = loadWorkerEnv({ WORKER_LEASE_MS: '3000', WORKER_MAX_ATTEMPTS: '5', INTAKE_CONCURRENCY: '2', STUDIES_WORKER_ID: 'w7' });
    expect(env).toMatchObject({ WORKER_LEASE_MS: 3000, WORKER_MAX_ATTEMPTS: 5, INTAKE_CONCURRENCY: 2, STUDIES_WORKER_ID: 'w7' });
    expect(() => loadWorkerEnv({ WORKER_POLL_MS: '0' })).toThrow(/WORKER_POLL_MS/);
  });

  it('limits extractions to 1,000 pages, 60 s a page and 15 minutes a job by default, each configurable', () => {
    expect(extractionLimits(loadWorkerEnv({}))).toEqual({ maxPages: 1000, pageTimeoutMs: 60_000, extractionTimeoutMs: 900_000, memoryMb: undefined });
    const env = loadWorkerEnv({ INTAKE_MAX_PAGES: '50', INTAKE_PAGE_TIMEOUT_MS: '500', STUDY_JOB_TIMEOUT_MS: '60000', INTAKE_MEMORY_MB: '1024' });
    expect(extractionLimits(env)).toEqual({ maxPages: 50, pageTimeoutMs: 500, extractionTimeoutMs: 60_000, memoryMb: 1024 });
    expect(() => loadWorkerEnv({ INTAKE_MAX_PAGES: '0', INTAKE_MEMORY_MB: '64' })).toThrow(/INTAKE_MAX_PAGES[\s\S]*INTAKE_MEMORY_MB/);
  });

  it('asks USDA Soil Data Access for soils within 60 s by default; the service waits 20 s for it before answering 202', () => {
    expect(loadWorkerEnv({})).toMatchObject({ SDA_URL: 'https://sdmdataaccess.sc.egov.usda.gov/Tabular/post.rest', SDA_TIMEOUT_MS: 60_000 });
    expect(loadWorkerEnv({ SDA_URL: 'http://127.0.0.1:5000/Tabular/post.rest', SDA_TIMEOUT_MS: '500' })).toMatchObject({ SDA_TIMEOUT_MS: 500 });
    expect(() => loadWorkerEnv({ SDA_URL: 'ftp://sda' })).toThrow(/SDA_URL/);
    expect(loadStudiesEnv({}).SOILS_WAIT_MS).toBe(20_000);
    expect(() => loadStudiesEnv({ SOILS_WAIT_MS: '30000' })).toThrow(/SOILS_WAIT_MS/);
  });

  it('refuses NODE_ENV=production on the development database or without an internal token, as the service does', () => {
    expect(() => loadWorkerEnv({ NODE_ENV: 'production' })).toThrow(/studies worker refuses to start[\s\S]*MONGODB_URI[\s\S]*INTERNAL_SERVICE_TOKEN/);
    expect(() => loadStudiesEnv({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db.internal/' })).toThrow(
      /studies refuses to start[\s\S]*INTERNAL_SERVICE_TOKEN/,
    );
    const production = { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db.internal/', INTERNAL_SERVICE_TOKEN: 's'.repeat(40) };
    expect(loadStudiesEnv(production).NODE_ENV).toBe('production');
    expect(loadWorkerEnv(production).NODE_ENV).toBe('production');
  });
});
