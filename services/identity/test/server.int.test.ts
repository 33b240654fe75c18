import { fileURLToPath } from 'node:url';
import {
  dropTestDatabase,
  startServiceProcess,
  testDatabaseName,
  type ServiceProcess,
} from '@groundwork/service-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';

const prefix = testDatabaseName('srv');
let service: ServiceProcess | undefined;
afterEach(async () => {
  await service?.stop();
  await dropTestDatabase(`${prefix}_identity`);
});

describe('identity server', () => {
  it('starts on its database with a signing key, serves /healthz, and exits 0 on SIGTERM', async () => {
    service = await startServiceProcess({
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { IDENTITY_PORT: '0', MONGODB_DB_PREFIX: prefix, LOG_LEVEL: 'info' },
    });
    const res = await fetch(`${service.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', service: 'identity' });
    const jwks = await fetch(`${service.url}/api/auth/.well-known/jwks.json`);
    expect(((await jwks.json()) as { keys: unknown[] }).keys).toHaveLength(1);
    expect(service.lines).toContainEqual(expect.objectContaining({ msg: 'mongo connected', dbName: `${prefix}_identity` }));

    expect(await service.stop()).toBe(0);
    expect(service.lines.at(-1)).toMatchObject({ msg: 'stopped', service: 'identity' });
  }, 60_000);
});
