import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startLocalS3, localS3Credentials } from './s3.mjs';
import { freePort } from './ports.mjs';

const bucket = 'groundwork-uploads';

function clientFor(endpoint) {
  return new S3Client({
    endpoint,
    region: 'us-east-1',
    credentials: localS3Credentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

describe('startLocalS3', () => {
  const cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('listens on a port the system picks when given 0, and says which', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-s3-test-'));
    cleanups.push(() => fs.promises.rm(dir, { recursive: true, force: true }));
    const started = await startLocalS3({ port: 0, dir, buckets: [bucket] });
    cleanups.push(() => started.stop());
    expect(started.port).toBeGreaterThan(0);
    expect(started.endpoint).toBe(`http://127.0.0.1:${started.port}`);
    const s3 = clientFor(started.endpoint);
    cleanups.push(() => s3.destroy());
    await expect(s3.send(new HeadBucketCommand({ Bucket: bucket }))).resolves.toBeDefined();
  });

  it('creates the bucket, round-trips an object and keeps it across a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-s3-test-'));
    cleanups.push(() => fs.promises.rm(dir, { recursive: true, force: true }));
    const port = await freePort();

    const first = await startLocalS3({ port, dir, buckets: [bucket] });
    cleanups.push(() => first.stop());
    const s3 = clientFor(first.endpoint);
    cleanups.push(() => s3.destroy());
    await expect(s3.send(new HeadBucketCommand({ Bucket: bucket }))).resolves.toBeDefined();
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'reports/site.txt', Body: 'Phase I ESA', ContentType: 'text/plain' }));
    const read = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'reports/site.txt' }));
    expect(await read.Body.transformToString()).toBe('Phase I ESA');
    expect(read.ContentType).toBe('text/plain');
    await first.stop();

    const second = await startLocalS3({ port, dir, buckets: [bucket] });
    cleanups.push(() => second.stop());
    const again = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'reports/site.txt' }));
    expect(await again.Body.transformToString()).toBe('Phase I ESA');
  });
});
