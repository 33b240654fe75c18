import { describe, expect, it } from 'vitest';
import { loadReviewEnv, loadReviewWorkerEnv, readLimits } from './env';

const TOKEN = 'x'.repeat(32);

describe('loadReviewEnv', () => {
  it('defaults to port 4004, devdb, the projects service on 4002, 50 MB files and 30 s questions', () => {
    expect(loadReviewEnv({})).toMatchObject({
      REVIEW_PORT: 4004,
      IDENTITY_JWKS_URL: 'http://127.0.0.1:4001/api/auth/.well-known/jwks.json',
      HOST: '127.0.0.1',
      DEVDB_PORT: 27018,
      MONGODB_DB_PREFIX: 'groundwork',
      PROJECTS_URL: 'http://127.0.0.1:4002',
      REVIEW_MAX_FILE_BYTES: 50 * 1024 * 1024,
      REVIEW_ASK_TIMEOUT_MS: 30_000,
    });
  });

  it('refuses an invalid port, file limit or timeout, naming each', () => {
    expect(() => loadReviewEnv({ REVIEW_PORT: 'eighty' })).toThrow(/REVIEW_PORT/);
    expect(() => loadReviewEnv({ REVIEW_MAX_FILE_BYTES: '0', REVIEW_ASK_TIMEOUT_MS: 'soon' })).toThrow(/REVIEW_MAX_FILE_BYTES[\s\S]*REVIEW_ASK_TIMEOUT_MS/);
  });

  it('refuses NODE_ENV=production on the development database or without the internal token, naming them', () => {
    expect(() => loadReviewEnv({ NODE_ENV: 'production' })).toThrow(/review refuses to start[\s\S]*MONGODB_URI[\s\S]*INTERNAL_SERVICE_TOKEN/);
    expect(loadReviewEnv({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db.internal/', INTERNAL_SERVICE_TOKEN: TOKEN }).NODE_ENV).toBe('production');
  });
});

describe('loadReviewWorkerEnv', () => {
  it("gives the worker its reading limits and the service's file limit", () => {
    const env = loadReviewWorkerEnv({ REVIEW_MAX_FILE_BYTES: '1000', REVIEW_MAX_PAGES: '50', REVIEW_WORKER_ID: 'review-worker-2' });
    expect(env.REVIEW_WORKER_ID).toBe('review-worker-2');
    expect(readLimits(env)).toEqual({ maxBytes: 1000, maxPages: 50, pageTimeoutMs: 60_000, extractionTimeoutMs: 900_000, memoryMb: undefined });
  });

  it('refuses NODE_ENV=production on development defaults', () => {
    expect(() => loadReviewWorkerEnv({ NODE_ENV: 'production' })).toThrow(/review worker refuses to start/);
  });
});
