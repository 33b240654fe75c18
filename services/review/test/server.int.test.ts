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
    'refuses to start with NODE_ENV=production on the development database, naming MONGODB_URI',
    () => checkRefusesDevDefaultsInProduction({ serviceDir: fileURLToPath(new URL('..', import.meta.url)), variables: ['MONGODB_URI'] }),
    60_000,
  );
});
