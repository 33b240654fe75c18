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
  await dropTestDatabase(`${prefix}_projects`);
});

describe('projects server', () => {
  it('starts on its database, serves /healthz, and exits 0 on SIGTERM', async () => {
    service = await startServiceProcess({
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { PROJECTS_PORT: '0', MONGODB_DB_PREFIX: prefix, LOG_LEVEL: 'info' },
    });
    const res = await fetch(`${service.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', service: 'projects' });
    expect(service.lines).toContainEqual(expect.objectContaining({ msg: 'mongo connected', dbName: `${prefix}_projects` }));

    expect(await service.stop()).toBe(0);
    expect(service.lines.at(-1)).toMatchObject({ msg: 'stopped', service: 'projects' });
  }, 60_000);
});
