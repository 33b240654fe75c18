import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { DeleteBucketCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import {
  dropTestDatabase,
  startServiceProcess,
  testDatabaseName,
  testObjectStore,
  type ServiceProcess,
} from '@groundwork/service-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';

const prefix = testDatabaseName('srv');
let service: ServiceProcess | undefined;
afterEach(async () => {
  await service?.stop();
  await dropTestDatabase(`${prefix}_studies`);
});

describe('studies server', () => {
  it('creates its bucket, starts on its database, serves /healthz, and exits 0 on SIGTERM', async () => {
    const bucket = `gw-studies-${randomBytes(6).toString('hex')}`;
    service = await startServiceProcess({
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { STUDIES_PORT: '0', MONGODB_DB_PREFIX: prefix, S3_BUCKET: bucket, LOG_LEVEL: 'info' },
    });
    const res = await fetch(`${service.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', service: 'studies' });
    expect(service.lines).toContainEqual(expect.objectContaining({ msg: 'mongo connected', dbName: `${prefix}_studies` }));

    const { client } = testObjectStore();
    await expect(client.send(new HeadBucketCommand({ Bucket: bucket }))).resolves.toBeDefined();
    await client.send(new DeleteBucketCommand({ Bucket: bucket }));

    expect(await service.stop()).toBe(0);
    expect(service.lines.at(-1)).toMatchObject({ msg: 'stopped', service: 'studies' });
  }, 60_000);
});
