import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { DeleteBucketCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import { checkServerLifecycle, testObjectStore } from '@groundwork/service-kit/testing';
import { describe, expect, it } from 'vitest';

describe('studies server', () => {
  it('creates its bucket, starts on its database, serves /healthz, and exits 0 on SIGTERM', () => {
    const bucket = `gw-studies-${randomBytes(6).toString('hex')}`;
    return checkServerLifecycle({
      service: 'studies',
      serviceDir: fileURLToPath(new URL('..', import.meta.url)),
      env: { S3_BUCKET: bucket },
      whileRunning: async () => {
        const { client } = testObjectStore();
        await expect(client.send(new HeadBucketCommand({ Bucket: bucket }))).resolves.toBeDefined();
        await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      },
    });
  }, 60_000);
});
