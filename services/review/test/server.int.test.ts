import { fileURLToPath } from 'node:url';
import { checkRefusesDevDefaultsInProduction, checkServerLifecycle } from '@groundwork/service-kit/testing';
import { describe, it } from 'vitest';

describe('review server', () => {
  it(
    'starts on its database, serves /healthz, and exits 0 on SIGTERM',
    () => checkServerLifecycle({ service: 'review', serviceDir: fileURLToPath(new URL('..', import.meta.url)) }),
    60_000,
  );

  it(
    'refuses to start with NODE_ENV=production on the development database, naming MONGODB_URI and INTERNAL_SERVICE_TOKEN',
    () =>
      checkRefusesDevDefaultsInProduction({ serviceDir: fileURLToPath(new URL('..', import.meta.url)), variables: ['MONGODB_URI', 'INTERNAL_SERVICE_TOKEN'] }),
    60_000,
  );
});
