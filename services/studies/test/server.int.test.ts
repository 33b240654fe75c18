import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { DeleteBucketCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import { checkRefusesDevDefaultsInProduction, checkServerLifecycle, testObjectStore } from '@groundwork/service-kit/testing';
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

  it.each(['src/server.ts', 'src/worker.ts'])(
    '%s refuses to start with NODE_ENV=production on development defaults',
    (entry) =>
      checkRefusesDevDefaultsInProduction({
        serviceDir: fileURLToPath(new URL('..', import.meta.url)),
        entry,
        env: { INTERNAL_SERVICE_TOKEN: '' },
        variables: ['MONGODB_URI', 'INTERNAL_SERVICE_TOKEN'],
      }),
    60_000,
  );
});
