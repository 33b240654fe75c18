import { fileURLToPath } from 'node:url';
import { checkRefusesDevDefaultsInProduction, checkServerLifecycle } from '@groundwork/service-kit/testing';
import { describe, expect, it } from 'vitest';

const serviceDir = fileURLToPath(new URL('..', import.meta.url));
const warning = expect.objectContaining({ level: 'warn', msg: expect.stringContaining('INTERNAL_SERVICE_TOKEN is not set') });

describe('projects server', () => {
  it(
    'starts on its database, serves /healthz, and exits 0 on SIGTERM; without INTERNAL_SERVICE_TOKEN it warns and /internal answers 503',
    () =>
      checkServerLifecycle({
        service: 'projects',
        serviceDir,
        env: { INTERNAL_SERVICE_TOKEN: '' },
        whileRunning: async (running) => {
          expect(running.lines).toContainEqual(warning);
          const res = await fetch(`${running.url}/internal/projects/${'a'.repeat(24)}/study-checks`, { method: 'PUT' });
          expect(res.status).toBe(503);
        },
      }),
    60_000,
  );

  it(
    'refuses to start with NODE_ENV=production on development defaults, naming each variable to set',
    () => checkRefusesDevDefaultsInProduction({ serviceDir, env: { INTERNAL_SERVICE_TOKEN: '' }, variables: ['MONGODB_URI', 'INTERNAL_SERVICE_TOKEN'] }),
    60_000,
  );
});
